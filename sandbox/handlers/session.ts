// Handlers of the Session area.
import type { HandlerMap } from '../http/types';

export const sessionHandlers: HandlerMap = {};

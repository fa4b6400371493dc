// Handlers of the Server area.
import type { HandlerMap } from '../http/types';

export const serverHandlers: HandlerMap = {};

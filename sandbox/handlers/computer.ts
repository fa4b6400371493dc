// Handlers of the Computer area.
import type { HandlerMap } from '../http/types';

export const computerHandlers: HandlerMap = {};

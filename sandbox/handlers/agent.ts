// Handlers of the Agent area.
import type { HandlerMap } from '../http/types';

export const agentHandlers: HandlerMap = {};

// Every operation's handler, by operationId, one module per area.
import type { HandlerMap } from '../http/types';

export const handlers: HandlerMap = {};

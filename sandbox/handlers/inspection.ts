// Handlers of the Inspection area.
import type { HandlerMap } from '../http/types';

export const inspectionHandlers: HandlerMap = {};

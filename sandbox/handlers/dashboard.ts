// Handlers of the Dashboard area.
import type { HandlerMap } from '../http/types';

export const dashboardHandlers: HandlerMap = {};

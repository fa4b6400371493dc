// Handlers of the Alarm area.
import type { HandlerMap } from '../http/types';

export const alarmHandlers: HandlerMap = {};

// Handlers of the Settings area.
import type { HandlerMap } from '../http/types';

export const settingsHandlers: HandlerMap = {};

// Handlers of the Users area.
import type { HandlerMap } from '../http/types';

export const usersHandlers: HandlerMap = {};

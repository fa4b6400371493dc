// Handlers of the Tenants area.
import type { HandlerMap } from '../http/types';

export const tenantsHandlers: HandlerMap = {};

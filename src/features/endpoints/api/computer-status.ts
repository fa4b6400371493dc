// The status tabs of /endpoints/computers/{status} (spec sections 2 and 4): the contract's
// ComputerStatusFilter, read from the route's path parameter.
import type { ApiSchema } from '../../../api/contract-types';

export type ComputerStatus = ApiSchema<'ComputerStatusFilter'>;

/** In the order of the tabs. */
export const COMPUTER_STATUSES = [
  'all',
  'active',
  'inactive',
  'online',
  'offline',
] as const satisfies readonly ComputerStatus[];

/** The status a path parameter names, or null (the page then says it does not exist). */
export function computerStatusOf(param: string): ComputerStatus | null {
  return (COMPUTER_STATUSES as readonly string[]).includes(param) ? (param as ComputerStatus) : null;
}

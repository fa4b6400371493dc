// The computer page's reads: the computer (GetComputerDetail) and its users
// (GetComputerUserList), started together by the route's loader.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';

/** A guid the contract accepts; any other text is not a computer (no request is made). */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuid = (value: string) => GUID.test(value);

export const computerDetailQuery = (queries: ApiQueries, computerGuid: string) =>
  queries.computer.detail({ computerGuid });

/** The ten most recent users, and how many there are. */
export const computerUsersQuery = (queries: ApiQueries, computerGuid: string) =>
  queries.computer.users({ computerGuid, page: 1, pageSize: 10, sortColumn: 'lastLogon', sortDir: 'desc' });

/** The route's loader: both requests at once, not awaited (the page shows its loading state). */
export function loadComputer(
  context: { queryClient: QueryClient; queries: ApiQueries },
  computerGuid: string,
) {
  if (!isGuid(computerGuid)) return;
  void context.queryClient.prefetchQuery(computerDetailQuery(context.queries, computerGuid));
  void context.queryClient.prefetchQuery(computerUsersQuery(context.queries, computerGuid));
}

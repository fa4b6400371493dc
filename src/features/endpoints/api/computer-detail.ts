// The computer page's reads: the computer (GetComputerDetail) and its users
// (GetComputerUserList), started together by the route's loader; the page reads the same
// factories with useSuspenseQuery.
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Queries } from '../../../api/query-layer';
import { loadPage, notFoundOn404 } from '../../../api/route-loading';

export const computerDetailQuery = (queries: Queries, computerGuid: string) =>
  queries.Computer_GetComputerDetail({ computerGuid });

/** The ten most recent users, and how many there are. */
export const computerUsersQuery = (queries: Queries, computerGuid: string) =>
  queries.Computer_GetComputerUserList({
    computerGuid,
    page: 1,
    pageSize: 10,
    sortColumn: 'lastLogon',
    sortDir: 'desc',
  });

/**
 * The route's loader: both requests at once. A computer unknown in the scope (or another
 * tenant's: the contract's 404) is the route's not-found state; so is one that is not in the
 * company, site and group its drill-down path names.
 */
export async function loadComputer(
  context: { queryClient: QueryClient; queries: Queries },
  computerGuid: string,
  place?: { companyId: number; siteGuid: string; groupGuid: string },
) {
  const { queryClient, queries } = context;
  await notFoundOn404(
    loadPage(queryClient, {
      needed: [computerDetailQuery(queries, computerGuid), computerUsersQuery(queries, computerGuid)],
    }),
  );
  if (!place) return;
  const computer = queryClient.getQueryData(computerDetailQuery(queries, computerGuid).queryKey)?.entityData;
  const inPlace =
    computer?.companyId === place.companyId &&
    computer.siteGuid.toLowerCase() === place.siteGuid &&
    computer.groupGuid.toLowerCase() === place.groupGuid;
  if (!inPlace) throw notFound();
}

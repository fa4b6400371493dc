// The computer lists' loader (/endpoints/computers/all and /{status}): the page and the five
// tab counts start at once, with the scope tree (the site and group filters' options).
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { COMPUTER_STATUSES, type ComputerStatus } from './computer-status';
import { computerCountQuery, computerPageQuery, computerTable } from './computer-table';

/** The first visit waits for its rows; later changes show the previous rows until the next arrive. */
export async function loadComputers(
  context: { queryClient: QueryClient; queries: Queries },
  status: ComputerStatus | null,
  search: TableSearch,
  wait: boolean,
) {
  if (!status) return;
  const request = tableRequestOf(computerTable, search);
  const pending = [
    context.queryClient.prefetchQuery(computerPageQuery(context.queries, status)(request)),
    ...COMPUTER_STATUSES.map((each) =>
      context.queryClient.prefetchQuery(computerCountQuery(context.queries, each, request)),
    ),
    context.queryClient.prefetchQuery(context.queries.Company_GetScopeTree()),
  ];
  if (wait) await pending[0];
}

// The policy compare page's loader: the pickers' reviews and the comparison's page start at
// once (one wave); the first visit waits for them, later changes keep the previous rows.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadPage, type LoadCause } from '../../../api/route-loading';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import { pickerReviewsQuery } from './compare-pickers-query';
import { comparePageQuery, compareTable } from './compare-table';
import { tableSearchOf, type CompareSearch } from './compare-search';

export async function loadCompare(
  context: { queryClient: QueryClient; queries: Queries },
  search: CompareSearch,
  cause: LoadCause,
): Promise<void> {
  const { queryClient, queries } = context;
  const table = compareTable(search.against !== undefined ? 'review' : 'policy');
  const page =
    search.review === undefined
      ? []
      : [
          comparePageQuery(
            queries,
            search.review,
            search.against ?? null,
          )(tableRequestOf(table, tableSearchOf(search))),
        ];
  // The pickers read with useQuery, as the table does: both are this page's rows.
  await loadPage(queryClient, { rows: [pickerReviewsQuery(queries), ...page] }, cause);
}

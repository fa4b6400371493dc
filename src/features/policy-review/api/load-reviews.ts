// The loader of a review list: the page the URL describes (loadListPage: the first visit waits,
// a change of page, sort or filter keeps the previous rows meanwhile).
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadListPage } from '../../../api/route-loading';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import type { ReviewStatus } from '../review-status-moves';
import { reviewPageQuery, reviewTable } from './review-table';

export function loadReviews(
  context: { queryClient: QueryClient; queries: Queries },
  status: ReviewStatus | null,
  search: TableSearch,
  cause: Parameters<typeof loadListPage>[2],
) {
  return loadListPage(
    context.queryClient,
    reviewPageQuery(context.queries, status)(tableRequestOf(reviewTable(status), search)),
    cause,
  );
}

// The loader of a review list: the page the URL describes (loadListPage: the first visit waits,
// a change of page, sort or filter keeps the previous rows meanwhile).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import { loadListPage } from '../../../api/route-loading';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import type { ReviewStatus } from '../review-status-moves';
import { prefetchReviewLookups } from './review-lookups';
import { reviewPageQuery, reviewTable } from './review-table';

export function loadReviews(
  context: { queryClient: QueryClient; queries: ApiQueries },
  status: ReviewStatus | null,
  search: TableSearch,
  cause: Parameters<typeof loadListPage>[2],
) {
  // The filters' options (the server's lookups) come beside the page, once per session.
  const lookups = prefetchReviewLookups(context.queryClient, context.queries);
  const page = loadListPage(
    context.queryClient,
    reviewPageQuery(context.queries, status)(tableRequestOf(reviewTable(status), search)),
    cause,
  );
  return Promise.all([page, lookups]).then(() => undefined);
}

// The loader of a checklist list: the page the URL describes (loadListPage).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import { loadListPage } from '../../../api/route-loading';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import {
  checklistPageQuery,
  checklistTable,
  reviewChecklistPageQuery,
  reviewFilterOf,
} from './checklist-table';
import { prefetchReviewLookups } from './review-lookups';
import type { ListState } from './unique-block-table';

export function loadChecklist(
  context: { queryClient: QueryClient; queries: ApiQueries },
  listState: ListState,
  search: TableSearch,
  cause: Parameters<typeof loadListPage>[2],
) {
  const request = tableRequestOf(checklistTable, search);
  const reviewId = reviewFilterOf(search);
  // The editors' and filters' options (the server's lookups) come beside the page, once per session.
  const lookups = prefetchReviewLookups(context.queryClient, context.queries);
  const page =
    reviewId === null
      ? loadListPage(context.queryClient, checklistPageQuery(context.queries, listState)(request), cause)
      : loadListPage(
          context.queryClient,
          reviewChecklistPageQuery(context.queries, listState, reviewId)(request),
          cause,
        );
  return Promise.all([page, lookups]).then(() => undefined);
}

// The loader of a checklist list: the page the URL describes (loadListPage).
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadListPage } from '../../../api/route-loading';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import {
  checklistPageQuery,
  checklistTable,
  reviewChecklistPageQuery,
  reviewFilterOf,
} from './checklist-table';
import type { ListState } from './unique-block-table';

export function loadChecklist(
  context: { queryClient: QueryClient; queries: Queries },
  listState: ListState,
  search: TableSearch,
  cause: Parameters<typeof loadListPage>[2],
) {
  const request = tableRequestOf(checklistTable, search);
  const reviewId = reviewFilterOf(search);
  return reviewId === null
    ? loadListPage(context.queryClient, checklistPageQuery(context.queries, listState)(request), cause)
    : loadListPage(
        context.queryClient,
        reviewChecklistPageQuery(context.queries, listState, reviewId)(request),
        cause,
      );
}

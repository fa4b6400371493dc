// The loader of a unique-block list: the page the URL describes (loadListPage).
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadListPage } from '../../../api/route-loading';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { uniqueBlockPageQuery, uniqueBlockTable, type ListState } from './unique-block-table';

export function loadUniqueBlocks(
  context: { queryClient: QueryClient; queries: Queries },
  listState: ListState,
  search: TableSearch,
  cause: Parameters<typeof loadListPage>[2],
) {
  return loadListPage(
    context.queryClient,
    uniqueBlockPageQuery(context.queries, listState)(tableRequestOf(uniqueBlockTable, search)),
    cause,
  );
}

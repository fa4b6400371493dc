// The block page's reads (/policy/show): the block (Policy/GetBlock: draft, versions, where used)
// needed before the page shows, the components of the side shown as the table's rows, and the
// diff of two sides. A block unknown or out of the caller's scope (404) is the route's not-found.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadPage, notFoundOn404, type LoadCause } from '../../../api/route-loading';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { componentPageQuery, componentTable } from './component-table';
import type { BlockView } from './policy-links';
import type { BlockPageSearch } from './show-search';

export const blockQuery = (queries: Queries, blockId: number) => queries.Policy_GetBlock({ blockId });

export const diffQuery = (queries: Queries, blockId: number, from: BlockView, to: BlockView) =>
  queries.Policy_DiffBlockVersions({ blockId, from: String(from), to: String(to) });

export async function loadBlockPage(
  context: { queryClient: QueryClient; queries: Queries },
  search: BlockPageSearch & TableSearch,
  cause: LoadCause,
): Promise<void> {
  const { blockId } = search;
  if (blockId === undefined) return;
  const { queryClient, queries } = context;
  await notFoundOn404(
    loadPage(
      queryClient,
      {
        needed: [blockQuery(queries, blockId)],
        rows: [componentPageQuery(queries, blockId, search.view)(tableRequestOf(componentTable, search))],
      },
      cause,
    ),
  );
}

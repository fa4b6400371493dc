// The route options of a level's list (/policy/spm-global, /policy/service-provider-level,
// /policy/spm-local): the table's search validated, the page's rows started by the loader (the
// one loading policy). Each level's route file names its level and renders BlockList.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadPage, type LoadCause } from '../../../api/route-loading';
import {
  tableRequestOf,
  tableSearchValidator,
  type TableSearch,
} from '../../../components/paged-table/table-search';
import { blockPageQuery, blockTable } from './block-table';
import type { PolicyLevel } from './policy-links';

export function levelRoute(level: PolicyLevel) {
  return {
    validateSearch: tableSearchValidator(blockTable),
    loaderDeps: ({ search }: { search: TableSearch }) => search,
    loader: ({
      context,
      deps,
      cause,
    }: {
      context: { queryClient: QueryClient; queries: Queries };
      deps: TableSearch;
      cause: LoadCause;
    }) =>
      loadPage(
        context.queryClient,
        { rows: [blockPageQuery(context.queries, level)(tableRequestOf(blockTable, deps))] },
        cause,
      ),
  };
}

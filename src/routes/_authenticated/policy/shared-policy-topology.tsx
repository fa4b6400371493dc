// /policy/shared-policy-topology: the scope tree with the blocks that flow to each node, filtered
// by a block (`blockId`) and shown as a tree or a table (`view`), both in the URL. The loader
// starts the whole tree (one request) and the filter's options.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { firstTopologyQueries } from '../../../features/policy/api/topology';
import { allLevelBlocksQueries } from '../../../features/policy/api/topology-blocks';
import { parseTopologySearch } from '../../../features/policy/api/topology-search';
import { TopologyPage } from '../../../features/policy/components/TopologyPage';

export const Route = createFileRoute('/_authenticated/policy/shared-policy-topology')({
  validateSearch: parseTopologySearch,
  loaderDeps: ({ search }) => ({ blockId: search.blockId ?? null }),
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      {
        rows: firstTopologyQueries(context.queries, deps.blockId),
        more: allLevelBlocksQueries(context.queries),
      },
      cause,
    ),
  component: function TopologyRoute() {
    const navigate = Route.useNavigate();
    return (
      <TopologyPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next })} />
    );
  },
});

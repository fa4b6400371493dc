// /settings/pdp-lrp-settings: the PDP/LRP records of the scope: a company's own and the global ones it uses.
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { serverTable } from '../../../features/servers/api/server-table';
import { ServersPage } from '../../../features/servers/components/ServersPage';

export const Route = createFileRoute('/_authenticated/settings/pdp-lrp-settings')({
  validateSearch: tableSearchValidator(serverTable),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const { loadServerList } = await import('../../../features/servers/api/server-loader');
    await loadServerList(context.queryClient, context.queries, 'scope', deps, cause);
  },
  component: ServersRoute,
});

function ServersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServersPage variant="scope" search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}

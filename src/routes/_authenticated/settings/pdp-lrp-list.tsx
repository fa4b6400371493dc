// /settings/pdp-lrp-list: the partner's global PDP/LRP records (PartnerAdmin; the access table sends other roles to pdp-lrp-settings).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { serverTable } from '../../../features/servers/api/server-table';
import { ServersPage } from '../../../features/servers/components/ServersPage';

export const Route = createFileRoute('/_authenticated/settings/pdp-lrp-list')({
  validateSearch: tableSearchValidator(serverTable),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const { loadServerList } = await import('../../../features/servers/api/server-loader');
    await loadServerList(context.queryClient, context.queries, 'global', deps, cause);
  },
  component: ServersRoute,
});

function ServersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServersPage
      variant="global"
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}

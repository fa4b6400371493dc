// /settings/pdp-lrp-settings: the PDP/LRP records of the scope: a company's own and the global ones it uses.
import { createFileRoute } from '@tanstack/react-router';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import {
  scopeServerPageQuery,
  scopeHasServerOwner,
  serverTable,
} from '../../../features/servers/api/server-table';
import { ServersPage } from '../../../features/servers/components/ServersPage';
import { scopeStore } from '../../../scope/scope-store';

export const Route = createFileRoute('/_authenticated/settings/pdp-lrp-settings')({
  validateSearch: tableSearchValidator(serverTable),
  loaderDeps: ({ search }) => search,
  beforeLoad: async ({ context, location }) => {
    const { guardPath } = await import('../../-guard');
    return guardPath(location.pathname, context.session.role, location.search as Record<string, unknown>);
  },
  loader: async ({ context, deps }) => {
    if (!scopeHasServerOwner(scopeStore.getSelection())) return;
    void context.queryClient.prefetchQuery(context.queries.server.zones());
    await context.queryClient.ensureQueryData(
      scopeServerPageQuery(context.queries)(tableRequestOf(serverTable, deps)),
    );
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

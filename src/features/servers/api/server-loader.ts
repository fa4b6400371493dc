// What the servers routes' loaders do, loaded with them (not with the sign-in page): everything
// the page reads, started at once: the rows of the view the URL describes (the same queryOptions
// factories as the table), the zones the form offers and, for a company, the global records it
// may choose from.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadPage, type LoadCause } from '../../../api/route-loading';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { scopeStore } from '../../../scope/scope-store';
import {
  globalServerPageQuery,
  inheritedServersQuery,
  scopeHasCompany,
  scopeHasServerOwner,
  scopeServerPageQuery,
  serverTable,
  type ServerListVariant,
} from './server-table';

export async function loadServerList(
  queryClient: QueryClient,
  queries: Queries,
  variant: ServerListVariant,
  search: TableSearch,
  cause: LoadCause,
): Promise<void> {
  const selection = scopeStore.getSelection();
  // Without a partner or company in the scope the page asks for one instead.
  if (!scopeHasServerOwner(selection)) return;
  const request = tableRequestOf(serverTable, search);
  const page =
    variant === 'global' ? globalServerPageQuery(queries)(request) : scopeServerPageQuery(queries)(request);
  const choice = variant === 'scope' && scopeHasCompany(selection) ? [inheritedServersQuery(queries)] : [];
  await loadPage(queryClient, { rows: [page], needed: [queries.Server_GetZones(), ...choice] }, cause);
}

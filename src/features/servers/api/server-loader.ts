// What the servers routes' loaders do, loaded with them (not with the sign-in page): the list of
// the view the URL describes (the same queryOptions factories as the table) and the zones.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { scopeStore } from '../../../scope/scope-store';
import {
  globalServerPageQuery,
  scopeHasServerOwner,
  scopeServerPageQuery,
  serverTable,
  type ServerListVariant,
} from './server-table';

export async function loadServerList(
  queryClient: QueryClient,
  queries: ApiQueries,
  variant: ServerListVariant,
  search: TableSearch,
): Promise<void> {
  // Without a partner or company in the scope the page asks for one instead.
  if (!scopeHasServerOwner(scopeStore.getSelection())) return;
  void queryClient.prefetchQuery(queries.server.zones());
  const request = tableRequestOf(serverTable, search);
  if (variant === 'global') await queryClient.ensureQueryData(globalServerPageQuery(queries)(request));
  else await queryClient.ensureQueryData(scopeServerPageQuery(queries)(request));
}

// Saved filter reads: the list of the scope (mine and shared) and one filter by id.
import { queryOptions } from '@tanstack/react-query';
import type { JsonBodyOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const LIST = '/restapi/SavedFilter/ListSavedFilters';
const GET = '/restapi/SavedFilter/GetSavedFilter';

export function savedFilterQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.savedFilter;
  return {
    list: (body: JsonBodyOf<typeof LIST>) =>
      queryOptions({
        queryKey: scoped(k.list(body), LIST),
        queryFn: ({ signal }) => unwrap(client.POST(LIST, { body, signal })),
      }),
    byId: (query: QueryParamsOf<typeof GET>) =>
      queryOptions({
        queryKey: scoped(k.byId(query), GET),
        queryFn: ({ signal }) => unwrap(client.GET(GET, { params: { query }, signal })),
      }),
  };
}

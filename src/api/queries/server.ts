// Server (PDP/LRP) reads: server lists, a server, zones.
import { queryOptions } from '@tanstack/react-query';
import type { JsonBodyOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const GLOBAL_SERVERS = '/restapi/Server/GetGlobalServers';
const SERVERS = '/restapi/Server/GetServers';
const SERVER_BY_ID = '/restapi/Server/GetServerById';
const COMPANY_SERVER_BY_ID = '/restapi/Server/GetCompanyServerById';
const ZONES = '/restapi/Server/GetZones';

export function serverQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.server;
  return {
    /** pdp-lrp-list: PartnerAdmin only. */
    globalServers: (body: JsonBodyOf<typeof GLOBAL_SERVERS>) =>
      queryOptions({
        queryKey: scoped(k.globalServers(body), GLOBAL_SERVERS),
        queryFn: ({ signal }) => unwrap(client.POST(GLOBAL_SERVERS, { body, signal })),
      }),
    list: (body: JsonBodyOf<typeof SERVERS>) =>
      queryOptions({
        queryKey: scoped(k.list(body), SERVERS),
        queryFn: ({ signal }) => unwrap(client.POST(SERVERS, { body, signal })),
      }),
    byId: (query: QueryParamsOf<typeof SERVER_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.byId(query), SERVER_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(SERVER_BY_ID, { params: { query }, signal })),
      }),
    companyServerById: (query: QueryParamsOf<typeof COMPANY_SERVER_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.companyServerById(query), COMPANY_SERVER_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_SERVER_BY_ID, { params: { query }, signal })),
      }),
    zones: () =>
      queryOptions({
        queryKey: scoped(k.zones(), ZONES),
        queryFn: ({ signal }) => unwrap(client.GET(ZONES, { signal })),
      }),
  };
}

// Computer (endpoint) reads: the computer lists, a computer's details and users, search.
import { queryOptions } from '@tanstack/react-query';
import type { JsonBodyOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

// "Offilene" is the server's own spelling of the route.
const ACTIVE_OR_OFFLINE = '/restapi/Computer/GetActiveOrOffileneComputers';
const GROUP_COMPUTERS = '/restapi/Computer/GetGroupComputersFromEs';
const COMPUTER_LIST = '/restapi/Computer/GetComputerList';
const COMPUTER_DETAIL = '/restapi/Computer/GetComputerDetail';
const SEARCH_COMPUTER = '/restapi/Computer/SearchComputer';
const COMPUTER_USERS = '/restapi/Computer/GetComputerUserList';
const AGSC_COMPUTERS = '/restapi/Computer/GetAgscComputerList';

export function computerQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.computer;
  return {
    activeOrOffline: (body: JsonBodyOf<typeof ACTIVE_OR_OFFLINE>) =>
      queryOptions({
        queryKey: scoped(k.activeOrOffline(body), ACTIVE_OR_OFFLINE),
        queryFn: ({ signal }) => unwrap(client.POST(ACTIVE_OR_OFFLINE, { body, signal })),
      }),
    groupComputers: (body: JsonBodyOf<typeof GROUP_COMPUTERS>) =>
      queryOptions({
        queryKey: scoped(k.groupComputers(body), GROUP_COMPUTERS),
        queryFn: ({ signal }) => unwrap(client.POST(GROUP_COMPUTERS, { body, signal })),
      }),
    list: (query: QueryParamsOf<typeof COMPUTER_LIST> = {}) =>
      queryOptions({
        queryKey: scoped(k.list(query), COMPUTER_LIST),
        queryFn: ({ signal }) => unwrap(client.GET(COMPUTER_LIST, { params: { query }, signal })),
      }),
    detail: (query: QueryParamsOf<typeof COMPUTER_DETAIL>) =>
      queryOptions({
        queryKey: scoped(k.detail(query), COMPUTER_DETAIL),
        queryFn: ({ signal }) => unwrap(client.GET(COMPUTER_DETAIL, { params: { query }, signal })),
      }),
    search: (query: QueryParamsOf<typeof SEARCH_COMPUTER>) =>
      queryOptions({
        queryKey: scoped(k.search(query), SEARCH_COMPUTER),
        queryFn: ({ signal }) => unwrap(client.GET(SEARCH_COMPUTER, { params: { query }, signal })),
      }),
    users: (query: QueryParamsOf<typeof COMPUTER_USERS> = {}) =>
      queryOptions({
        queryKey: scoped(k.users(query), COMPUTER_USERS),
        queryFn: ({ signal }) => unwrap(client.GET(COMPUTER_USERS, { params: { query }, signal })),
      }),
    agscList: (query: QueryParamsOf<typeof AGSC_COMPUTERS> = {}) =>
      queryOptions({
        queryKey: scoped(k.agscList(query), AGSC_COMPUTERS),
        queryFn: ({ signal }) => unwrap(client.GET(AGSC_COMPUTERS, { params: { query }, signal })),
      }),
  };
}

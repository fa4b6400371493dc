// User reads: the user list, a user, their authorized entities, the profile, user settings, the
// signed-in user's own sessions.
import { queryOptions } from '@tanstack/react-query';
import type { PathParamsOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const USERS = '/restapi/Users';
const USER_BY_ID = '/restapi/Users/{id}';
const AUTHORIZED_ENTITIES = '/restapi/User/GetUserAuthorizedEntities/{id}';
const PROFILE = '/restapi/User/GetProfile';
const USER_SETTINGS = '/restapi/UserSettings/GetUserSettings';
const SESSIONS = '/restapi/User/GetSessions';

export function userQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.users;
  return {
    /** Paged. The caller adds the company filter (unless Global Admin) and partner id (Partner Admin). */
    list: (query: QueryParamsOf<typeof USERS> = {}) =>
      queryOptions({
        queryKey: scoped(k.list(query), USERS),
        queryFn: ({ signal }) => unwrap(client.GET(USERS, { params: { query }, signal })),
      }),
    byId: (path: PathParamsOf<typeof USER_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.byId(path), USER_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(USER_BY_ID, { params: { path }, signal })),
      }),
    authorizedEntities: (path: PathParamsOf<typeof AUTHORIZED_ENTITIES>) =>
      queryOptions({
        queryKey: scoped(k.authorizedEntities(path), AUTHORIZED_ENTITIES),
        queryFn: ({ signal }) => unwrap(client.GET(AUTHORIZED_ENTITIES, { params: { path }, signal })),
      }),
    profile: () =>
      queryOptions({
        queryKey: scoped(k.profile(), PROFILE),
        queryFn: ({ signal }) => unwrap(client.GET(PROFILE, { signal })),
      }),
    /** The signed-in user's live sessions (the profile page). */
    sessions: () =>
      queryOptions({
        queryKey: scoped(k.sessions(), SESSIONS),
        queryFn: ({ signal }) => unwrap(client.GET(SESSIONS, { signal })),
      }),
    settings: (query: QueryParamsOf<typeof USER_SETTINGS>) =>
      queryOptions({
        queryKey: scoped(k.settings(query), USER_SETTINGS),
        queryFn: ({ signal }) => unwrap(client.GET(USER_SETTINGS, { params: { query }, signal })),
      }),
  };
}

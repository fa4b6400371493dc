// Session reads: the BFF user (claims), the console's configuration, the tenant claims, the
// groups of a site.
import { queryOptions } from '@tanstack/react-query';
import type { QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const USER = '/bff/user';
const CONSOLE_CONFIG = '/bff/config';
const CLAIMS_INFORMATION = '/restapi/User/GetUserClaimsInformation';
const GROUPS_FOR_SITE = '/restapi/Asset/GetAllGroupsForSite';

export function sessionQueries({ client, scoped }: QueryContext) {
  return {
    /** GET /bff/user: the claims list; a 401 means no session. */
    user: () =>
      queryOptions({
        queryKey: scoped(queryKeys.session.user(), USER),
        queryFn: ({ signal }) => unwrap(client.GET(USER, { signal })),
      }),
    /** GET /bff/config: where the legacy management server is; the same for the page's life. */
    consoleConfig: () =>
      queryOptions({
        queryKey: scoped(queryKeys.session.consoleConfig(), CONSOLE_CONFIG),
        queryFn: ({ signal }) => unwrap(client.GET(CONSOLE_CONFIG, { signal })),
        staleTime: Infinity,
      }),
    claimsInformation: () =>
      queryOptions({
        queryKey: scoped(queryKeys.session.claimsInformation(), CLAIMS_INFORMATION),
        queryFn: ({ signal }) => unwrap(client.GET(CLAIMS_INFORMATION, { signal })),
      }),
    /** The groups of a site, used when the real role is site admin. */
    groupsForSite: (query: QueryParamsOf<typeof GROUPS_FOR_SITE>) =>
      queryOptions({
        queryKey: scoped(queryKeys.session.groupsForSite(query), GROUPS_FOR_SITE),
        queryFn: ({ signal }) => unwrap(client.GET(GROUPS_FOR_SITE, { params: { query }, signal })),
      }),
  };
}

// Session reads: the BFF user (claims), the tenant claims, the groups of a site.
import { queryOptions } from '@tanstack/react-query';
import type { QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const USER = '/bff/user';
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

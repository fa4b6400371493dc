// Settings reads: global settings by key (SMTP, syslog, hash lookup) and SSO providers.
import { queryOptions } from '@tanstack/react-query';
import type { QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const GLOBAL_SETTINGS = '/restapi/GlobalSettings/GetSettings';
const SSO_PROVIDERS = '/restapi/Sso/GetProviders';
const SSO_PROVIDER_BY_ID = '/restapi/Sso/GetProviderById';

export function settingsQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.settings;
  return {
    /** Global for the Global Admin, otherwise the selected company's (the scope headers decide). */
    global: (query: QueryParamsOf<typeof GLOBAL_SETTINGS>) =>
      queryOptions({
        queryKey: scoped(k.global(query), GLOBAL_SETTINGS),
        queryFn: ({ signal }) => unwrap(client.GET(GLOBAL_SETTINGS, { params: { query }, signal })),
      }),
    ssoProviders: () =>
      queryOptions({
        queryKey: scoped(k.sso.providers(), SSO_PROVIDERS),
        queryFn: ({ signal }) => unwrap(client.GET(SSO_PROVIDERS, { signal })),
      }),
    ssoProviderById: (query: QueryParamsOf<typeof SSO_PROVIDER_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.sso.providerById(query), SSO_PROVIDER_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(SSO_PROVIDER_BY_ID, { params: { query }, signal })),
      }),
  };
}

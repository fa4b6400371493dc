// Tenant reads: companies, sites, groups, partners and the scope tree.
import { queryOptions } from '@tanstack/react-query';
import type { JsonBodyOf, PathParamsOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const COMPANY_LIST = '/restapi/Company/GetCompanyList';
const COMPANY_BY_ID = '/restapi/Company/GetCompanyById';
const COMPANY_BY_GUID = '/restapi/Company/GetCompanyByGuid';
const COMPANY_TREE = '/restapi/Company/GetCompanyTree';
const SCOPE_TREE = '/restapi/Company/GetScopeTree';
const SITES = '/restapi/Site/GetSites';
const SITE_BY_ID = '/restapi/Site/GetSiteById';
const SITE_BY_MAIN_ID = '/restapi/Site/GetSiteByMainId';
const SITES_BY_COMPANY_ID = '/restapi/Site/GetSitesByCompanyId';
const GROUPS = '/restapi/Group/GetGroups';
const GROUP_BY_ID = '/restapi/Group/GetGroupById';
const SITE_GROUPS = '/restapi/Group/GetSiteGroups';
const PARTNER_SEARCH = '/restapi/Partner/Search';
const PARTNER_BY_ID = '/restapi/Partner/{id}';

/** The partner pickers ask for every partner at once (spec section 9). */
export const PARTNER_PICKER_PAGE_SIZE = 9999;

export function tenantQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.tenants;
  return {
    scopeTree: () =>
      queryOptions({
        queryKey: scoped(k.scopeTree(), SCOPE_TREE),
        queryFn: ({ signal }) => unwrap(client.GET(SCOPE_TREE, { signal })),
      }),

    companies: (query: QueryParamsOf<typeof COMPANY_LIST> = {}) =>
      queryOptions({
        queryKey: scoped(k.companies.list(query), COMPANY_LIST),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_LIST, { params: { query }, signal })),
      }),
    companyById: (query: QueryParamsOf<typeof COMPANY_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.companies.byId(query), COMPANY_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_BY_ID, { params: { query }, signal })),
      }),
    companyByGuid: (query: QueryParamsOf<typeof COMPANY_BY_GUID>) =>
      queryOptions({
        queryKey: scoped(k.companies.byGuid(query), COMPANY_BY_GUID),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_BY_GUID, { params: { query }, signal })),
      }),
    companyTree: () =>
      queryOptions({
        queryKey: scoped(k.companies.tree(), COMPANY_TREE),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_TREE, { signal })),
      }),

    /** The sites of the selected company (withoutSiteHeader: all of them). */
    sites: () =>
      queryOptions({
        queryKey: scoped(k.sites.list(), SITES),
        queryFn: ({ signal }) => unwrap(client.GET(SITES, { signal })),
      }),
    siteById: (query: QueryParamsOf<typeof SITE_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.sites.byId(query), SITE_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(SITE_BY_ID, { params: { query }, signal })),
      }),
    siteByMainId: (query: QueryParamsOf<typeof SITE_BY_MAIN_ID>) =>
      queryOptions({
        queryKey: scoped(k.sites.byMainId(query), SITE_BY_MAIN_ID),
        queryFn: ({ signal }) => unwrap(client.GET(SITE_BY_MAIN_ID, { params: { query }, signal })),
      }),
    sitesByCompanyId: (query: QueryParamsOf<typeof SITES_BY_COMPANY_ID>) =>
      queryOptions({
        queryKey: scoped(k.sites.byCompanyId(query), SITES_BY_COMPANY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(SITES_BY_COMPANY_ID, { params: { query }, signal })),
      }),

    /** The groups of the selected site (withoutGroupHeader: all of them). */
    groups: () =>
      queryOptions({
        queryKey: scoped(k.groups.list(), GROUPS),
        queryFn: ({ signal }) => unwrap(client.GET(GROUPS, { signal })),
      }),
    groupById: (query: QueryParamsOf<typeof GROUP_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.groups.byId(query), GROUP_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(GROUP_BY_ID, { params: { query }, signal })),
      }),
    siteGroups: (query: QueryParamsOf<typeof SITE_GROUPS>) =>
      queryOptions({
        queryKey: scoped(k.groups.bySite(query), SITE_GROUPS),
        queryFn: ({ signal }) => unwrap(client.GET(SITE_GROUPS, { params: { query }, signal })),
      }),

    partnerSearch: (body: JsonBodyOf<typeof PARTNER_SEARCH>) =>
      queryOptions({
        queryKey: scoped(k.partners.search(body), PARTNER_SEARCH),
        queryFn: ({ signal }) => unwrap(client.POST(PARTNER_SEARCH, { body, signal })),
      }),
    partnerById: (path: PathParamsOf<typeof PARTNER_BY_ID>) =>
      queryOptions({
        queryKey: scoped(k.partners.byId(path), PARTNER_BY_ID),
        queryFn: ({ signal }) => unwrap(client.GET(PARTNER_BY_ID, { params: { path }, signal })),
      }),
  };
}

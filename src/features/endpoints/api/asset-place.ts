// Where a drill-down page is: the company of the path (by id), its site and group (by guid),
// read from the levels above (GetCompanyAssets, GetSiteAssets, GetGroupAssets). These are the
// very lists the upper levels show, so a drill-down finds them cached; a pasted link asks for
// them all at once with the page's own request (one wave). A site that is not the company's, or
// a group that is not the site's, is not found.
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Queries } from '../../../api/query-layer';
import { loadPage, type AnyQueryOptions, type LoadCause } from '../../../api/route-loading';
import type { CompanyAsset, GroupAsset, SiteAsset } from './asset-tables';

export interface AssetPlaceParams {
  companyId: number;
  siteGuid?: string;
  groupGuid?: string;
}

export interface AssetPlace {
  company: CompanyAsset;
  site?: SiteAsset;
  group?: GroupAsset;
}

export const companyAssetsQuery = (queries: Queries) => queries.Dashboard_GetCompanyAssets();
export const siteAssetsQuery = (queries: Queries, companyId: number) =>
  queries.Dashboard_GetSiteAssets({ companyId });
export const groupAssetsQuery = (queries: Queries, siteGuid: string) =>
  queries.Dashboard_GetGroupAssets({ siteGuid });

/** The lists a place is read from (below the companies, the company's sites are a page's rows or its site's name). */
export function assetPlaceQueries(queries: Queries, params: AssetPlaceParams) {
  return [
    companyAssetsQuery(queries),
    siteAssetsQuery(queries, params.companyId),
    ...(params.siteGuid ? [groupAssetsQuery(queries, params.siteGuid)] : []),
  ] as const;
}

const sameGuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The place from the lists' replies; null when the path names something they do not hold. */
export function assetPlaceOf(
  params: AssetPlaceParams,
  lists: { companies: readonly CompanyAsset[]; sites: readonly SiteAsset[]; groups?: readonly GroupAsset[] },
): AssetPlace | null {
  const company = lists.companies.find((each) => each.companyId === params.companyId);
  if (!company) return null;
  if (!params.siteGuid) return { company };
  const site = lists.sites.find((each) => sameGuid(each.siteGuid, params.siteGuid!));
  if (!site) return null;
  if (!params.groupGuid) return { company, site };
  const group = lists.groups?.find((each) => sameGuid(each.groupGuid, params.groupGuid!));
  return group ? { company, site, group } : null;
}

/**
 * A drill-down route's loader part: the place's lists at once (with `rows`, the page's own
 * list, started in the same wave: route-loading.ts); a place the lists do not hold is the
 * route's not-found.
 */
export async function loadAssetPlace(
  context: { queryClient: QueryClient; queries: Queries },
  params: AssetPlaceParams,
  rows: readonly AnyQueryOptions[] = [],
  cause: LoadCause = 'enter',
): Promise<void> {
  const { queryClient, queries } = context;
  const companies = companyAssetsQuery(queries);
  const sites = siteAssetsQuery(queries, params.companyId);
  const groups = params.siteGuid ? groupAssetsQuery(queries, params.siteGuid) : undefined;
  await loadPage(queryClient, { needed: [companies, sites, ...(groups ? [groups] : [])], rows }, cause);
  const groupList = groups ? queryClient.getQueryData(groups.queryKey)?.entityData : undefined;
  const place = assetPlaceOf(params, {
    companies: queryClient.getQueryData(companies.queryKey)?.entityData ?? [],
    sites: queryClient.getQueryData(sites.queryKey)?.entityData ?? [],
    ...(groupList ? { groups: groupList } : {}),
  });
  if (!place) throw notFound();
}

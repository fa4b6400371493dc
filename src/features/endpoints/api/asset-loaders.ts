// The drill-down routes' loaders: each level in one request wave (its own list and the lists
// that name its place, src/api/route-loading.ts), a place the lists do not hold not found.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadPage, type LoadCause } from '../../../api/route-loading';
import { localPageQuery } from '../../../components/paged-table/local-pages';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { companyAssetsQuery, groupAssetsQuery, loadAssetPlace, siteAssetsQuery } from './asset-place';
import {
  companyAssetSpec,
  companyAssetTable,
  groupAssetSpec,
  groupAssetTableShape,
  siteAssetSpec,
  siteAssetTableShape,
} from './asset-tables';
import { groupComputerPageQuery, groupComputerTableShape } from './group-computer-table';

type Context = { queryClient: QueryClient; queries: Queries };

/** /endpoints/company: the companies of the scope with their counts. */
export async function loadCompanyAssets(context: Context, search: TableSearch) {
  const { queryClient, queries } = context;
  await loadPage(queryClient, { needed: [companyAssetsQuery(queries)] });
  // A page of the cached list (no request): ready before the page shows.
  const page = localPageQuery(queryClient, companyAssetsQuery(queries), companyAssetSpec);
  await loadPage(queryClient, { rows: [page(tableRequestOf(companyAssetTable, search))] });
}

/** …/company/{companyId}/sites: the company's sites (the company's name from the companies). */
export async function loadSiteAssets(context: Context, companyId: number, search: TableSearch) {
  const { queryClient, queries } = context;
  await loadAssetPlace(context, { companyId });
  const page = localPageQuery(queryClient, siteAssetsQuery(queries, companyId), siteAssetSpec);
  await loadPage(queryClient, { rows: [page(tableRequestOf(siteAssetTableShape, search))] });
}

/** …/sites/{siteGuid}/groups: the site's groups (a site of another company is not found). */
export async function loadGroupAssets(
  context: Context,
  companyId: number,
  siteGuid: string,
  search: TableSearch,
) {
  const { queryClient, queries } = context;
  await loadAssetPlace(context, { companyId, siteGuid });
  const page = localPageQuery(queryClient, groupAssetsQuery(queries, siteGuid), groupAssetSpec);
  await loadPage(queryClient, { rows: [page(tableRequestOf(groupAssetTableShape, search))] });
}

/** …/groups/{groupGuid}/computers: the group's computers, paged by the server, with the place. */
export async function loadGroupComputers(
  context: Context,
  params: { companyId: number; siteGuid: string; groupGuid: string },
  search: TableSearch,
  cause: LoadCause,
) {
  const rows = groupComputerPageQuery(
    context.queries,
    params.groupGuid,
  )(tableRequestOf(groupComputerTableShape, search));
  await loadAssetPlace(context, params, [rows], cause);
}

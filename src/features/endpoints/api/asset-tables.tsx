// The drill-down's levels (/endpoints/company, …/sites, …/groups): the companies, a company's
// sites and a site's groups, each with its computer counts (the contract's asset calls, given
// whole), in the one PagedTable paged in the browser; each name links a level down, and a site's
// or group's computer count to the computer list filtered to it.
import type { ApiSchema } from '../../../api/contract-types';
import type { LocalListSpec } from '../../../components/paged-table/local-pages';
import {
  columnsOf,
  type ColumnSpec,
  type TableDefinition,
} from '../../../components/paged-table/table-definition';
import { CountCell } from '../components/CountCell';
import { CountLink } from '../components/CountLink';
import { groupComputersPath, groupsPath, sitesPath } from './asset-paths';
import { placeComputersPath } from './computer-paths';

type AssetCounts = ApiSchema<'AssetCounts'>;
export type CompanyAsset = ApiSchema<'CompanyAsset'>;
export type SiteAsset = ApiSchema<'SiteAsset'>;
export type GroupAsset = ApiSchema<'GroupAsset'>;
type CountKey = keyof AssetCounts;
export type AssetSort = 'name' | CountKey;

const COUNT_KEYS = [
  'computerCount',
  'onlineCount',
  'offlineCount',
  'protectedCount',
  'lockdownCount',
  'discoveryCount',
] as const satisfies readonly CountKey[];

/**
 * The count columns every level shares (total, online, offline, by protection mode). With
 * `listOf`, a row's total links to the computer list filtered to the row's place.
 */
function countColumns<TRow extends { counts: AssetCounts }>(listOf?: {
  name: (row: TRow) => string;
  href: (row: TRow) => string;
}): ColumnSpec<TRow, AssetSort>[] {
  const c = columnsOf<TRow, AssetSort>();
  return COUNT_KEYS.map((key) =>
    c.custom(key, {
      headerKey: `endpoints.assets.count.${key}`,
      sortKey: key,
      width: 120,
      value: (row) => row.counts[key],
      render: (row) =>
        listOf && key === 'computerCount' && row.counts[key] > 0 ? (
          <CountLink value={row.counts[key]} name={listOf.name(row)} href={listOf.href(row)} />
        ) : (
          <CountCell value={row.counts[key]} />
        ),
    }),
  );
}

/** Search, sort and paging of a level in the browser: by name, and by each count. */
function localSpec<TRow extends { counts: AssetCounts }>(
  name: (row: TRow) => string,
): LocalListSpec<TRow, AssetSort> {
  const counts = Object.fromEntries(COUNT_KEYS.map((key) => [key, (row: TRow) => row.counts[key]])) as Record<
    CountKey,
    (row: TRow) => number
  >;
  return { searchText: name, sortValue: { name: (row) => name(row).toLowerCase(), ...counts } };
}

const company = columnsOf<CompanyAsset, AssetSort>();
export const companyAssetTable: TableDefinition<CompanyAsset, AssetSort> = {
  id: 'asset-companies',
  labelKey: 'endpoints.assets.companies',
  rowId: (row) => String(row.companyId),
  columns: [
    company.link('companyName', {
      headerKey: 'endpoints.assets.column.company',
      sortKey: 'name',
      width: 240,
      hideable: false,
      href: (row) => sitesPath(row.companyId),
    }),
    company.text('partnerName', { headerKey: 'endpoints.assets.column.partner', width: 200 }),
    company.number('siteCount', { headerKey: 'endpoints.assets.column.siteCount', width: 100 }),
    ...countColumns<CompanyAsset>(),
  ],
};
export const companyAssetSpec = localSpec<CompanyAsset>((row) => row.companyName);

/** A company's sites: the names link to the site's groups under the company of the path. */
export function siteAssetTable(companyId: number): TableDefinition<SiteAsset, AssetSort> {
  const c = columnsOf<SiteAsset, AssetSort>();
  return {
    id: 'asset-sites',
    labelKey: 'endpoints.assets.sites',
    rowId: (row) => row.siteGuid,
    columns: [
      c.link('siteName', {
        headerKey: 'endpoints.assets.column.site',
        sortKey: 'name',
        width: 240,
        hideable: false,
        href: (row) => groupsPath(companyId, row.siteGuid),
      }),
      c.number('groupCount', { headerKey: 'endpoints.assets.column.groupCount', width: 100 }),
      ...countColumns<SiteAsset>({
        name: (row) => row.siteName,
        href: (row) => placeComputersPath({ siteGuid: row.siteGuid }),
      }),
    ],
  };
}
export const siteAssetSpec = localSpec<SiteAsset>((row) => row.siteName);

/** A site's groups: the names link to the group's computers. */
export function groupAssetTable(companyId: number, siteGuid: string): TableDefinition<GroupAsset, AssetSort> {
  const c = columnsOf<GroupAsset, AssetSort>();
  return {
    id: 'asset-groups',
    labelKey: 'endpoints.assets.groups',
    rowId: (row) => row.groupGuid,
    columns: [
      c.link('groupName', {
        headerKey: 'endpoints.assets.column.group',
        sortKey: 'name',
        width: 240,
        hideable: false,
        href: (row) => groupComputersPath(companyId, siteGuid, row.groupGuid),
      }),
      ...countColumns<GroupAsset>({
        name: (row) => row.groupName,
        href: (row) => placeComputersPath({ siteGuid, groupGuid: row.groupGuid }),
      }),
    ],
  };
}
export const groupAssetSpec = localSpec<GroupAsset>((row) => row.groupName);

/**
 * What the routes validate their search params with: the levels' sorts and page sizes, which
 * do not depend on the parents of the path (only the links do).
 */
export const siteAssetTableShape = siteAssetTable(1);
export const groupAssetTableShape = groupAssetTable(1, '');

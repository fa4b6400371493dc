// The three counted levels of the drill-down, each bound to its path: the companies of the
// scope, a company's sites, a site's groups.
import { useMemo } from 'react';
import { useApi } from '../../../components/api/use-api';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { companyAssetsQuery, groupAssetsQuery, siteAssetsQuery } from '../api/asset-place';
import {
  companyAssetSpec,
  companyAssetTable,
  groupAssetSpec,
  groupAssetTable,
  siteAssetSpec,
  siteAssetTable,
} from '../api/asset-tables';
import { AssetLevelPage } from './AssetLevelPage';
import { useAssetPlace } from './use-asset-place';

interface Bound {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function CompanyAssetsPage(props: Bound) {
  const { queries } = useApi();
  const whole = useMemo(() => companyAssetsQuery(queries), [queries]);
  return (
    <AssetLevelPage
      {...props}
      place="top"
      definition={companyAssetTable}
      whole={whole}
      spec={companyAssetSpec}
      exportName="companies-computers"
    />
  );
}

export function SiteAssetsPage({ companyId, ...props }: Bound & { companyId: number }) {
  const { queries } = useApi();
  const place = useAssetPlace({ companyId });
  const whole = useMemo(() => siteAssetsQuery(queries, companyId), [queries, companyId]);
  const definition = useMemo(() => siteAssetTable(companyId), [companyId]);
  return (
    <AssetLevelPage
      {...props}
      place={place}
      definition={definition}
      whole={whole}
      spec={siteAssetSpec}
      exportName="sites-computers"
    />
  );
}

export function GroupAssetsPage({
  companyId,
  siteGuid,
  ...props
}: Bound & { companyId: number; siteGuid: string }) {
  const { queries } = useApi();
  const place = useAssetPlace({ companyId, siteGuid });
  const whole = useMemo(() => groupAssetsQuery(queries, siteGuid), [queries, siteGuid]);
  const definition = useMemo(() => groupAssetTable(companyId, siteGuid), [companyId, siteGuid]);
  return (
    <AssetLevelPage
      {...props}
      place={place}
      definition={definition}
      whole={whole}
      spec={groupAssetSpec}
      exportName="groups-computers"
    />
  );
}

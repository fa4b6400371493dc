// The place of a drill-down page, from the lists its route's loader has read.
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';
import {
  assetPlaceOf,
  companyAssetsQuery,
  groupAssetsQuery,
  siteAssetsQuery,
  type AssetPlace,
  type AssetPlaceParams,
} from '../api/asset-place';

export function useAssetPlace(params: AssetPlaceParams): AssetPlace | null {
  const { queries } = useApi();
  const companies = useSuspenseQuery(companyAssetsQuery(queries)).data;
  const sites = useSuspenseQuery(siteAssetsQuery(queries, params.companyId)).data;
  // The groups only below a site (the same hook call either way).
  const groupQueries = params.siteGuid ? [groupAssetsQuery(queries, params.siteGuid)] : [];
  const [groups] = useSuspenseQueries({ queries: groupQueries });
  return assetPlaceOf(params, {
    companies: companies.entityData,
    sites: sites.entityData,
    ...(groups ? { groups: groups.data.entityData } : {}),
  });
}

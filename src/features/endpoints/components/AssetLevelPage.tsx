// One level of the drill-down (the companies, a company's sites, a site's groups): its place
// by name, then its rows with their computer counts in the one PagedTable, paged in the browser
// from the level's one request; each name links a level down.
import { useMemo } from 'react';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { localPageQuery, type LocalListSpec } from '../../../components/paged-table/local-pages';
import type { TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { PageNotFound } from '../../../components/layout/PageNotFound';
import type { AssetPlace } from '../api/asset-place';
import type { AssetSort } from '../api/asset-tables';
import { AssetPlaceNav } from './AssetPlaceNav';
import { EndpointsPage } from './EndpointsPage';

interface Props<TRow, TData extends { entityData: TRow[] }, TKey extends QueryKey> {
  /** The place of the page; null: what the path names is gone (e.g. removed meanwhile). */
  place: AssetPlace | null | 'top';
  definition: TableDefinition<TRow, AssetSort>;
  whole: FetchQueryOptions<TData, Error, TData, TKey>;
  spec: LocalListSpec<TRow, AssetSort>;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  exportName: string;
}

export function AssetLevelPage<TRow, TData extends { entityData: TRow[] }, TKey extends QueryKey>(
  props: Props<TRow, TData, TKey>,
) {
  const { queryClient } = useApi();
  const { whole, spec } = props;
  const pageQuery = useMemo(() => localPageQuery(queryClient, whole, spec), [queryClient, whole, spec]);
  if (props.place === null) return <PageNotFound />;
  return (
    <EndpointsPage>
      {props.place !== 'top' && <AssetPlaceNav place={props.place} />}
      <PagedTable
        definition={props.definition}
        search={props.search}
        onSearchChange={props.onSearchChange}
        pageQuery={pageQuery}
        exportName={props.exportName}
      />
    </EndpointsPage>
  );
}

// A group's computers in the drill-down: its place by name, then its computers (paged by the
// server) with the computer actions for admins; each name opens the computer under the path.
import { useMemo } from 'react';
import { useApi } from '../../../components/api/use-api';
import { PageNotFound } from '../../../components/layout/PageNotFound';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { groupComputerPageQuery, groupComputerTable } from '../api/group-computer-table';
import { AssetPlaceNav } from './AssetPlaceNav';
import { EndpointsPage } from './EndpointsPage';
import { useAssetPlace } from './use-asset-place';
import { useComputerTableActions } from './use-computer-table-actions';

interface Props {
  companyId: number;
  siteGuid: string;
  groupGuid: string;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function GroupComputersPage({ companyId, siteGuid, groupGuid, search, onSearchChange }: Props) {
  const { queries } = useApi();
  const place = useAssetPlace({ companyId, siteGuid, groupGuid });
  const definition = useMemo(
    () => groupComputerTable(companyId, siteGuid, groupGuid),
    [companyId, siteGuid, groupGuid],
  );
  const pageQuery = useMemo(() => groupComputerPageQuery(queries, groupGuid), [queries, groupGuid]);
  const actions = useComputerTableActions();
  if (!place) return <PageNotFound />;
  return (
    <EndpointsPage>
      <AssetPlaceNav place={place} />
      <PagedTable
        definition={definition}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName={`computers-${place.group?.groupName ?? 'group'}`}
        {...actions.tableProps}
      />
      {actions.dialogs}
    </EndpointsPage>
  );
}

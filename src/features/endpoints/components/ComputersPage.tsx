// /endpoints/computers/{status}: every computer of the scope in the PagedTable, under status tabs
// with their counts; each name opens the computer's page. Admins get a one-time password and
// removal per row, and removal of a selection.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isAboveCompany } from '../../../access/roles';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import type { ComputerStatus } from '../api/computer-status';
import { computerPageQuery, computerTable, computerTableFor } from '../api/computer-table';
import { placeFilterOptions } from '../api/place-filter-options';
import { useScope } from '../../../scope/scope-store';
import { EndpointsPage } from './EndpointsPage';
import { StatusTabs } from './StatusTabs';
import { useComputerTableActions } from './use-computer-table-actions';

interface Props {
  status: ComputerStatus;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  onStatusChange: (status: ComputerStatus, search: TableSearch) => void;
}

export function ComputersPage({ status, search, onSearchChange, onStatusChange }: Props) {
  const { queries } = useApi();
  const pageQuery = useMemo(() => computerPageQuery(queries, status), [queries, status]);
  const request = useMemo(() => tableRequestOf(computerTable, search), [search]);
  const actions = useComputerTableActions();
  const { role, selection } = useScope();
  const { partner, company, site, group } = selection;
  const tree = useQuery(queries.Company_GetScopeTree());
  const chosenSite = search.filters?.site;
  const definition = useMemo(
    () =>
      computerTableFor({
        showCompany: isAboveCompany(role),
        places: placeFilterOptions(
          tree.data?.entityData ?? [],
          { partner, company, site, group },
          chosenSite,
        ),
      }),
    [role, partner, company, site, group, tree.data, chosenSite],
  );
  return (
    <EndpointsPage>
      <StatusTabs
        status={status}
        request={request}
        onStatusChange={(next) => onStatusChange(next, { ...search, page: undefined, detail: undefined })}
      >
        <PagedTable
          definition={definition}
          search={search}
          onSearchChange={onSearchChange}
          pageQuery={pageQuery}
          exportName={`computers-${status}`}
          {...actions.tableProps}
        />
        {actions.dialogs}
      </StatusTabs>
    </EndpointsPage>
  );
}

// /endpoints/computers/{status}: every computer of the scope in the PagedTable, under status tabs
// with their counts; each name opens the computer's page. Admins get a one-time password and
// removal per row, and removal of a selection.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isAboveCompany } from '../../../domain/roles';
import { useApi } from '../../../components/api/use-api';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import type { ComputerStatus } from '../api/computer-status';
import { computerPageQuery, computerTableFor } from '../api/computer-table';
import { computerViews } from '../api/computer-views';
import { placeFilterOptions } from '../api/place-filter-options';
import { useScope } from '../../../scope/scope-store';
import { EndpointsPage } from './EndpointsPage';
import { useComputerTableActions } from './use-computer-table-actions';

interface Props {
  status: ComputerStatus;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function ComputersPage({ status, search, onSearchChange }: Props) {
  const { queries } = useApi();
  const pageQuery = useMemo(() => computerPageQuery(queries, status), [queries, status]);
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
      <ListViewTabs views={computerViews} view={status} search={search}>
        <PagedTable
          definition={definition}
          search={search}
          onSearchChange={onSearchChange}
          pageQuery={pageQuery}
          exportName={`computers-${status}`}
          {...actions.tableProps}
        />
        {actions.dialogs}
      </ListViewTabs>
    </EndpointsPage>
  );
}

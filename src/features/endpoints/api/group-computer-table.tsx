// A group's computers in the drill-down (…/groups/{groupGuid}/computers): the computer list's
// columns without the place (the page names it), over Computer/GetGroupComputersFromEs, with
// filters for the status and the protection mode; each name opens the computer under the path.
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import type { FilterSpec, TableDefinition } from '../../../components/paged-table/table-definition';
import { groupComputerPath } from './asset-paths';
import { COMPUTER_STATUSES, computerStatusOf } from './computer-status';
import { computerTable, isProtectionMode, type Computer, type ComputerSort } from './computer-table';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

const PLACE_COLUMNS: readonly string[] = ['groupName', 'siteName', 'companyName'];

const filters: FilterSpec[] = [
  {
    id: 'status',
    kind: 'enum',
    labelKey: 'endpoints.assets.column.status',
    options: COMPUTER_STATUSES.filter((status) => status !== 'all').map((status) => ({
      value: status,
      labelKey: `endpoints.status.${status}`,
    })),
  },
  ...(computerTable.filters ?? []).filter((filter) => filter.id === 'protectionMode'),
];

export function groupComputerTable(
  companyId: number,
  siteGuid: string,
  groupGuid: string,
): TableDefinition<Computer, ComputerSort> {
  return {
    ...computerTable,
    id: 'group-computers',
    columns: computerTable.columns
      .filter((column) => !PLACE_COLUMNS.includes(column.id))
      .map((column) =>
        column.id === 'computerName'
          ? {
              ...column,
              href: (row: Computer) => groupComputerPath(companyId, siteGuid, groupGuid, row.computerGuid),
            }
          : column,
      ),
    filters,
  };
}

/** What the route validates its search params with (the links do not matter there). */
export const groupComputerTableShape = groupComputerTable(1, '', '');

export const groupComputerPageQuery =
  (queries: Queries, groupGuid: string) => (request: TableRequest<ComputerSort>) => {
    const { status, protectionMode } = request.filters;
    return queries.Computer_GetGroupComputersFromEs({
      groupGuid,
      ...pagedRequestBody(request),
      status: (status && computerStatusOf(status)) || 'all',
      ...(isProtectionMode(protectionMode) ? { protectionMode } : {}),
    });
  };

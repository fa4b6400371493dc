// /endpoints/users-by-computers: who logged on to which computer in the last 90 days
// (Computer/GetComputerUserList), searchable both ways (the search covers the computer's and
// the user's name); each computer links to its page.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { computerPath } from './computer-paths';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type ComputerUser = ApiSchema<'ComputerUser'>;
/** The contract's sortable columns of GetComputerUserList (its description names them). */
export type ComputerUserSort = 'computerName' | 'userName' | 'lastLogon';

const c = columnsOf<ComputerUser, ComputerUserSort>();

export const computerUserTable: TableDefinition<ComputerUser, ComputerUserSort> = {
  id: 'users-by-computers',
  labelKey: 'endpoints.users.table',
  rowId: (row) => `${row.computerId}:${row.userName}`,
  columns: [
    c.text('userName', {
      headerKey: 'endpoints.users.column.user',
      sortKey: 'userName',
      width: 240,
      hideable: false,
    }),
    c.link('computerName', {
      headerKey: 'endpoints.users.column.computer',
      sortKey: 'computerName',
      width: 200,
      href: (row) => computerPath(row.computerGuid),
    }),
    c.text('groupName', { headerKey: 'endpoints.column.group', width: 200 }),
    c.date('lastLogon', { headerKey: 'endpoints.users.column.lastLogon', sortKey: 'lastLogon', width: 190 }),
    c.number('logonCount', { headerKey: 'endpoints.users.column.logonCount', width: 130 }),
  ],
};

export const computerUserPageQuery = (queries: Queries) => (request: TableRequest<ComputerUserSort>) =>
  queries.Computer_GetComputerUserList({
    ...pagedRequestBody(request),
  });

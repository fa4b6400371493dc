// The user activity list (/administration/user-activity): the audit log over the contract's
// POST Agsc/GetAuditLogs, filterable by date range and user (login id).
import type { ApiSchema } from '../../../api/contract-types';
import type { ApiQueries } from '../../../api/queries';
import { dateRangeToInstants, type TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';

export type AuditLog = ApiSchema<'AuditLog'>;
type AuditSort = NonNullable<ApiSchema<'AuditLogFilter'>['sortColumn']>;

const c = columnsOf<AuditLog, AuditSort>();

export const activityTable: TableDefinition<AuditLog, AuditSort> = {
  id: 'userActivity',
  labelKey: 'admin.activity.table',
  rowId: (entry) => String(entry.auditId),
  columns: [
    c.date('timestamp', { headerKey: 'admin.activity.timestamp', sortKey: 'timestamp', width: 190, hideable: false }),
    c.text('userName', { headerKey: 'admin.activity.userName', width: 170 }),
    c.text('userEmail', { headerKey: 'admin.activity.userEmail', sortKey: 'userEmail', width: 240 }),
    c.text('action', { headerKey: 'admin.activity.action', sortKey: 'action', width: 190 }),
    c.text('entityType', { headerKey: 'admin.activity.entityType', width: 140 }),
    c.text('entityName', { headerKey: 'admin.activity.entityName', width: 200 }),
    c.text('details', { headerKey: 'admin.activity.details', width: 280 }),
    c.custom('ipAddress', {
      headerKey: 'admin.activity.ipAddress',
      width: 150,
      defaultHidden: true,
      value: (entry) => (typeof entry.ipAddress === 'string' ? entry.ipAddress : ''),
      render: (entry) => (typeof entry.ipAddress === 'string' ? entry.ipAddress : ''),
    }),
  ],
  filters: [
    { id: 'date', kind: 'dateRange', labelKey: 'admin.activity.date' },
    { id: 'user', kind: 'text', labelKey: 'admin.activity.userEmail', maxLength: 254 },
  ],
};

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const activityPageQuery = (queries: ApiQueries) => (request: TableRequest<AuditSort>) => {
  const dateRange = dateRangeToInstants(request.filters.date);
  const user = request.filters.user;
  return queries.inspection.auditLogs({
    page: request.page,
    pageSize: request.pageSize,
    sortColumn: request.sortColumn ?? null,
    ...(request.sortDir ? { sortDir: request.sortDir } : {}),
    ...(request.search ? { search: request.search } : {}),
    ...(dateRange ? { dateRange } : {}),
    ...(user ? { userEmail: user } : {}),
  });
};

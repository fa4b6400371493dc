// The user activity list (/administration/user-activity): the audit log over the contract's
// POST Agsc/GetAuditLogs, filterable by date range and user (login id).
import { createElement } from 'react';
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { dateRangeToInstants, type TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { AuditLogFilterLimits } from '../../../domain/contract-limits';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import type { MessageKey } from '../../../i18n/message-key';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';
import { ActivityEntityName } from '../components/ActivityEntityName';
import { activityEntityName } from './activity-entity-name';

export type AuditLog = ApiSchema<'AuditLog'>;
type AuditSort = NonNullable<ApiSchema<'AuditLogFilter'>['sortColumn']>;
type AuditAction = ApiSchema<'AuditAction'>;
type AuditEntityType = ApiSchema<'AuditEntityType'>;

const ACTION_LABELS = ENUM_LABELS.AuditAction;
const ENTITY_TYPE_LABELS = ENUM_LABELS.AuditEntityType;

const optionsOf = (labels: Readonly<Record<string, MessageKey>>) =>
  Object.entries(labels).map(([value, labelKey]) => ({ value, labelKey }));

const c = columnsOf<AuditLog, AuditSort>();

export const activityTable: TableDefinition<AuditLog, AuditSort> = {
  id: 'userActivity',
  labelKey: 'admin.activity.table',
  rowId: (entry) => String(entry.auditId),
  columns: [
    c.date('timestamp', {
      headerKey: 'admin.activity.timestamp',
      sortKey: 'timestamp',
      width: 190,
      hideable: false,
    }),
    c.text('userName', { headerKey: 'admin.activity.userName', width: 170 }),
    c.text('userEmail', { headerKey: 'admin.activity.userEmail', sortKey: 'userEmail', width: 240 }),
    c.label('action', {
      headerKey: 'admin.activity.action',
      sortKey: 'action',
      width: 210,
      labels: ACTION_LABELS,
    }),
    c.label('entityType', { headerKey: 'admin.activity.entityType', width: 160, labels: ENTITY_TYPE_LABELS }),
    c.custom('entityName', {
      headerKey: 'admin.activity.entityName',
      width: 200,
      value: (entry) => entry.entityName ?? '',
      render: (entry) => createElement(ActivityEntityName, { entry }),
      exportText: (entry, t) => activityEntityName(t, entry),
    }),
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
    {
      id: 'user',
      kind: 'text',
      labelKey: 'admin.activity.userEmail',
      maxLength: AuditLogFilterLimits.userEmail.maxLength,
    },
    { id: 'action', kind: 'enum', labelKey: 'admin.activity.action', options: optionsOf(ACTION_LABELS) },
    {
      id: 'entityType',
      kind: 'enum',
      labelKey: 'admin.activity.entityType',
      options: optionsOf(ENTITY_TYPE_LABELS),
    },
  ],
};

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const activityPageQuery = (queries: Queries) => (request: TableRequest<AuditSort>) => {
  const dateRange = dateRangeToInstants(request.filters.date);
  const user = request.filters.user;
  const action = request.filters.action;
  const entityType = request.filters.entityType;
  return queries.Agsc_GetAuditLogs({
    ...pagedRequestBody(request),
    ...(dateRange ? { dateRange } : {}),
    ...(user ? { userEmail: user } : {}),
    ...(action && action in ACTION_LABELS ? { action: action as AuditAction } : {}),
    ...(entityType && entityType in ENTITY_TYPE_LABELS ? { entityType: entityType as AuditEntityType } : {}),
  });
};

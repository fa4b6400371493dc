// The change log (/administration/change-log): every change in the scope over the contract's
// ChangeHistory_ListChanges, filterable by author, entity type, entity, operation and date range
// (all in the URL); each row expands to its fields before → after.
import { createElement } from 'react';
import type { ApiSchema } from '../../../api/contract-types';
import { ChangedEntityName } from '../../../components/entity-history/ChangedEntityName';
import { ChangedFieldNames } from '../../../components/entity-history/ChangedFieldNames';
import { changeEntityName } from '../../../components/entity-history/entity-name';
import { fieldLabel } from '../../../components/entity-history/field-label';
import type { Queries } from '../../../api/query-layer';
import { dateRangeToInstants, type TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { ChangeListFilterLimits } from '../../../domain/contract-limits';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import type { MessageKey } from '../../../i18n/message-key';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type ChangeRecord = ApiSchema<'ChangeRecord'>;
export type ChangeSort = NonNullable<ApiSchema<'ChangeSortColumn'>>;
type ChangeEntityType = ApiSchema<'ChangeEntityType'>;
type ChangeOperation = ApiSchema<'ChangeOperation'>;

const optionsOf = (labels: Readonly<Record<string, MessageKey>>) =>
  Object.entries(labels).map(([value, labelKey]) => ({ value, labelKey }));

/** An author is named by login id (an email): a part of one is not sent, the field says so. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const c = columnsOf<ChangeRecord, ChangeSort>();

export const changeLogTable: TableDefinition<ChangeRecord, ChangeSort> = {
  id: 'changeLog',
  labelKey: 'history.log.table',
  rowId: (change) => String(change.changeId),
  // Two changes of one entity share its name: the change's number tells them apart.
  rowLabel: (change, t) =>
    t('history.log.rowLabel', { id: change.changeId, entity: changeEntityName(t, change) }),
  columns: [
    c.date('changedAt', { headerKey: 'history.log.time', sortKey: 'changedAt', width: 190, hideable: false }),
    c.text('authorName', { headerKey: 'history.log.author', width: 170 }),
    c.text('authorEmail', {
      headerKey: 'history.log.authorEmail',
      sortKey: 'authorEmail',
      width: 230,
      defaultHidden: true,
    }),
    c.label('authorRole', { headerKey: 'history.log.role', width: 150, labels: ENUM_LABELS.Role }),
    c.label('action', { headerKey: 'history.log.action', width: 120, labels: ENUM_LABELS.ChangeAction }),
    c.label('entityType', {
      headerKey: 'history.log.entityType',
      sortKey: 'entityType',
      width: 170,
      labels: ENUM_LABELS.ChangeEntityType,
    }),
    c.custom('entityName', {
      headerKey: 'history.log.entity',
      sortKey: 'entityName',
      width: 200,
      value: (change) => change.entityName ?? change.entityId,
      render: (change) => createElement(ChangedEntityName, { change }),
      exportText: (change, t) => changeEntityName(t, change),
    }),
    c.custom('fields', {
      headerKey: 'history.log.fields',
      width: 240,
      value: (change) => change.fields.map((field) => field.field).join(', '),
      render: (change) => createElement(ChangedFieldNames, { fields: change.fields }),
      exportText: (change, t) => change.fields.map((field) => fieldLabel(t, field.field)).join(', '),
    }),
    c.label('operation', {
      headerKey: 'history.log.operation',
      sortKey: 'operation',
      width: 230,
      labels: ENUM_LABELS.ChangeOperation,
      defaultHidden: true,
    }),
    c.text('companyName', { headerKey: 'history.log.company', width: 180, defaultHidden: true }),
    c.text('clientAddress', { headerKey: 'history.log.address', width: 150, defaultHidden: true }),
    c.text('browser', { headerKey: 'history.log.browser', width: 180, defaultHidden: true }),
  ],
  filters: [
    { id: 'date', kind: 'dateRange', labelKey: 'history.log.date' },
    {
      id: 'author',
      kind: 'text',
      labelKey: 'history.log.authorFilter',
      maxLength: ChangeListFilterLimits.authorEmail.maxLength,
      pattern: EMAIL,
      invalidKey: 'history.log.authorInvalid',
      requestFields: ['/authorEmail'],
    },
    {
      id: 'entityType',
      kind: 'enum',
      labelKey: 'history.log.entityType',
      options: optionsOf(ENUM_LABELS.ChangeEntityType),
    },
    {
      id: 'entity',
      kind: 'text',
      labelKey: 'history.log.entityFilter',
      maxLength: ChangeListFilterLimits.entityId.maxLength,
      requestFields: ['/entityId'],
    },
    {
      id: 'operation',
      kind: 'enum',
      labelKey: 'history.log.operation',
      options: optionsOf(ENUM_LABELS.ChangeOperation),
      searchable: true,
    },
  ],
};

/** The log's queryOptions for a table request: the route's loader and the table share it. */
export const changeLogPageQuery = (queries: Queries) => (request: TableRequest<ChangeSort>) => {
  const dateRange = dateRangeToInstants(request.filters.date);
  const { author, entityType, entity, operation } = request.filters;
  return queries.ChangeHistory_ListChanges({
    ...pagedRequestBody(request),
    ...(dateRange ? { dateRange } : {}),
    ...(author && EMAIL.test(author) ? { authorEmail: author } : {}),
    ...(entityType && entityType in ENUM_LABELS.ChangeEntityType
      ? { entityType: entityType as ChangeEntityType }
      : {}),
    ...(entity ? { entityId: entity } : {}),
    ...(operation && operation in ENUM_LABELS.ChangeOperation
      ? { operation: operation as ChangeOperation }
      : {}),
  });
};

// Where a hash was seen (the hash page): the computers of the scope that reported it, paged by
// the server (HashInspection/GetHashVisibilityHashDetail), each linked to its computer page, and
// filtered to one group (`?filters={"group":<groupGuid>}`; the groups come with the reply).
import type { ApiSchema } from '../../../api/contract-types';
import { isGuid } from '../../../api/guid';
import { mapQueryData, type Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type HashVisibilityComputer = ApiSchema<'HashVisibilityComputer'>;
type HashVisibilityGroup = ApiSchema<'HashVisibilityGroup'>;
type VisibilitySort = NonNullable<ApiSchema<'HashVisibilityFilter'>['sortColumn']>;
type EventAction = HashVisibilityComputer['lastAction'];

export const ACTION_LABELS = {
  blocked: ENUM_LABELS.EventAction.blocked,
  allowed: ENUM_LABELS.EventAction.allowed,
  audited: ENUM_LABELS.EventAction.audited,
} as const satisfies Record<EventAction, string>;

const c = columnsOf<HashVisibilityComputer, VisibilitySort>();

const GROUP_FILTER_ID = 'group';

export const visibilityTable: TableDefinition<HashVisibilityComputer, VisibilitySort> = {
  id: 'hashVisibility',
  labelKey: 'hashes.seen.table',
  rowId: (computer) => computer.computerGuid,
  defaultPageSize: 25,
  columns: [
    c.link('computerName', {
      headerKey: 'hashes.seen.computerName',
      sortKey: 'computerName',
      width: 200,
      hideable: false,
      href: (computer) => `/endpoints/computer/${computer.computerGuid}`,
    }),
    c.text('groupName', { headerKey: 'hashes.seen.groupName', sortKey: 'groupName', width: 180 }),
    c.text('siteName', { headerKey: 'hashes.seen.siteName', width: 160 }),
    c.text('filePath', { headerKey: 'hashes.seen.filePath', width: 320 }),
    c.date('firstSeen', { headerKey: 'hashes.column.firstSeen', sortKey: 'firstSeen', width: 180 }),
    c.date('lastSeen', { headerKey: 'hashes.column.lastSeen', sortKey: 'lastSeen', width: 180 }),
    c.number('eventCount', { headerKey: 'hashes.column.eventCount', sortKey: 'eventCount', width: 110 }),
    c.label('lastAction', { headerKey: 'hashes.seen.lastAction', width: 130, labels: ACTION_LABELS }),
  ],
  // Validated as text here (the groups are data); the page offers them by name.
  filters: [{ id: GROUP_FILTER_ID, kind: 'text', labelKey: 'hashes.seen.groupName', maxLength: 36 }],
};

/** The table with its group filter offering the groups that saw the hash (by group and site name). */
export function visibilityTableFor(
  groups: readonly HashVisibilityGroup[],
): TableDefinition<HashVisibilityComputer, VisibilitySort> {
  if (groups.length === 0) return visibilityTable;
  return {
    ...visibilityTable,
    filters: [
      {
        id: GROUP_FILTER_ID,
        kind: 'enum',
        labelKey: 'hashes.seen.groupName',
        options: groups.map((group) => ({
          value: group.groupGuid,
          label: `${group.groupName} (${group.siteName})`,
        })),
      },
    ],
  };
}

/** The computers' page for a table request: the route's loader and the table share it. */
export const visibilityPageQuery =
  (queries: Queries, sha256: string) => (request: TableRequest<VisibilitySort>) =>
    mapQueryData(
      queries.HashInspection_GetHashVisibilityHashDetail({
        sha256,
        ...pagedRequestBody(request),
        groupGuid: isGuid(request.filters[GROUP_FILTER_ID])
          ? request.filters[GROUP_FILTER_ID].toLowerCase()
          : null,
      }),
      // A page of computers for the PagedTable, with the reply's hash, groups and counts beside
      // as `visibility`: one request serves both.
      (reply) => ({ ...reply, entityData: reply.entityData.computers, visibility: reply.entityData }),
      'computers',
    );

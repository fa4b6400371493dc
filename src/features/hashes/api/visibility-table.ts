// Where a hash was seen (the hash page): the computers of the scope that reported it, paged by
// the server (HashInspection/GetHashVisibilityHashDetail), each linked to its computer page.
import type { ApiSchema } from '../../../api/contract-types';
import type { ApiQueries } from '../../../api/queries';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';

export type HashVisibilityComputer = ApiSchema<'HashVisibilityComputer'>;
type VisibilitySort = NonNullable<ApiSchema<'HashVisibilityFilter'>['sortColumn']>;
type EventAction = HashVisibilityComputer['lastAction'];

export const ACTION_LABELS = {
  blocked: 'hashes.action.blocked',
  allowed: 'hashes.action.allowed',
  audited: 'hashes.action.audited',
} as const satisfies Record<EventAction, string>;

const c = columnsOf<HashVisibilityComputer, VisibilitySort>();

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
};

/** The computers' page for a table request: the route's loader and the table share it. */
export const visibilityPageQuery =
  (queries: ApiQueries, sha256: string) => (request: TableRequest<VisibilitySort>) =>
    queries.inspection.hashVisibilityComputers({
      sha256,
      page: request.page,
      pageSize: request.pageSize,
      sortColumn: request.sortColumn ?? null,
      ...(request.sortDir ? { sortDir: request.sortDir } : {}),
      search: request.search ?? null,
      groupGuid: null,
    });

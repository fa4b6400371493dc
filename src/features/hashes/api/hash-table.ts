// The file hashes of the scope (/hash-inspection, /hash-inspection/malicious): the columns,
// filters and request of the one PagedTable over HashInspection/GetHashInformationAllHash. The
// hash class is the page's tabs (not a filter chip); the other HashListFilter fields are filters.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { hashCell } from '../components/hash-cell';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type FileHash = ApiSchema<'FileHash'>;
export type HashClass = ApiSchema<'HashClass'>;
type HashType = ApiSchema<'FileHashType'>;
type HashSort = NonNullable<ApiSchema<'HashListFilter'>['sortColumn']>;
type Severity = FileHash['severity'];

/** The tabs, in the spec's order (section 4). */
export const HASH_CLASSES = Object.keys(HASH_CLASS_BADGES) as HashClass[];

const HASH_TYPE_LABELS = {
  Executable: ENUM_LABELS.FileHashType.Executable,
  Dll: ENUM_LABELS.FileHashType.Dll,
  Script: ENUM_LABELS.FileHashType.Script,
  Installer: ENUM_LABELS.FileHashType.Installer,
  Driver: ENUM_LABELS.FileHashType.Driver,
} as const satisfies Record<HashType, string>;

const SEVERITY_LABELS = {
  Critical: ENUM_LABELS.EventSeverity.Critical,
  High: ENUM_LABELS.EventSeverity.High,
  Medium: ENUM_LABELS.EventSeverity.Medium,
  Low: ENUM_LABELS.EventSeverity.Low,
  Info: ENUM_LABELS.EventSeverity.Info,
} as const satisfies Record<Severity, string>;

const c = columnsOf<FileHash, HashSort>();

export const hashTable: TableDefinition<FileHash, HashSort> = {
  id: 'hashes',
  labelKey: 'hashes.list.table',
  rowId: (hash) => hash.sha256,
  columns: [
    c.custom('sha256', {
      headerKey: 'hashes.column.sha256',
      width: 200,
      hideable: false,
      value: (hash) => hash.sha256,
      render: (hash) => hashCell(hash.sha256),
    }),
    c.link('fileName', {
      headerKey: 'hashes.column.fileName',
      sortKey: 'fileName',
      width: 220,
      href: (hash) => `/hash-inspection/${hash.sha256}`,
    }),
    c.label('hashType', {
      headerKey: 'hashes.column.hashType',
      sortKey: 'hashType',
      width: 130,
      labels: HASH_TYPE_LABELS,
    }),
    c.badge('hashClass', {
      headerKey: 'hashes.column.hashClass',
      sortKey: 'hashClass',
      width: 140,
      badges: HASH_CLASS_BADGES,
    }),
    c.label('severity', {
      headerKey: 'hashes.column.severity',
      sortKey: 'severity',
      width: 120,
      labels: SEVERITY_LABELS,
    }),
    c.number('detectionCount', {
      headerKey: 'hashes.column.detectionCount',
      sortKey: 'detectionCount',
      width: 130,
    }),
    c.number('engineCount', { headerKey: 'hashes.column.engineCount', width: 120, defaultHidden: true }),
    c.number('computerCount', {
      headerKey: 'hashes.column.computerCount',
      sortKey: 'computerCount',
      width: 120,
    }),
    c.number('eventCount', { headerKey: 'hashes.column.eventCount', sortKey: 'eventCount', width: 110 }),
    c.date('firstSeen', { headerKey: 'hashes.column.firstSeen', sortKey: 'firstSeen', width: 180 }),
    c.date('lastSeen', { headerKey: 'hashes.column.lastSeen', sortKey: 'lastSeen', width: 180 }),
    c.date('lastDetectionRefresh', { headerKey: 'hashes.column.lastDetectionRefresh', width: 190 }),
    c.text('publisher', { headerKey: 'hashes.column.publisher', width: 200, defaultHidden: true }),
    c.text('md5', { headerKey: 'hashes.column.md5', width: 280, defaultHidden: true }),
    c.text('sha1', { headerKey: 'hashes.column.sha1', width: 330, defaultHidden: true }),
  ],
  filters: [
    {
      id: 'hashType',
      kind: 'enum',
      labelKey: 'hashes.column.hashType',
      options: Object.entries(HASH_TYPE_LABELS).map(([value, labelKey]) => ({ value, labelKey })),
    },
  ],
};

const isHashType = (value: string | undefined): value is HashType =>
  value !== undefined && value in HASH_TYPE_LABELS;

export const isHashClass = (value: unknown): value is HashClass =>
  typeof value === 'string' && value in HASH_CLASS_BADGES;

/** The list's request for a table request and the open tab (null: every class). */
function hashListBody(request: TableRequest<HashSort>, hashClass: HashClass | null) {
  const hashType = request.filters.hashType;
  return {
    ...pagedRequestBody(request),
    hashClass,
    hashType: isHashType(hashType) ? hashType : null,
  };
}

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const hashPageQuery =
  (queries: Queries, hashClass: HashClass | null) => (request: TableRequest<HashSort>) =>
    queries.HashInspection_GetHashInformationAllHash(hashListBody(request, hashClass));

/**
 * A tab's count: the same search and filters in one class, one row asked (the reply's
 * totalCount is the count). The four start with the page's request, in one wave.
 */
export const hashClassCountQuery = (
  queries: Queries,
  request: Pick<TableRequest, 'filters' | 'search'>,
  hashClass: HashClass,
) =>
  queries.HashInspection_GetHashInformationAllHash(
    hashListBody({ page: 1, pageSize: 1, search: request.search, filters: request.filters }, hashClass),
  );

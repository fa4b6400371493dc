// The server lists in the PagedTable: the partner's global records (pdp-lrp-list) or the records
// the scope uses (pdp-lrp-settings), paged, sorted, filtered and searched by the server. The
// route's loader and the table share the queryOptions factories here.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { scopeHeadersFor } from '../../../domain/scope-headers';
import type { ScopeSelection } from '../../../domain/scope-selection';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type ServerRow = ApiSchema<'Server'>;
type PointType = ApiSchema<'PointType'>;
export type ServerSort = NonNullable<ApiSchema<'ServerListFilter'>['sortColumn']>;

export type ServerListVariant = 'global' | 'scope';

const POINT_TYPES = {
  PDP: { labelKey: ENUM_LABELS.PointType.PDP, shortKey: 'servers.list.pointTypeShort.PDP', color: 'blue' },
  LRP: { labelKey: ENUM_LABELS.PointType.LRP, shortKey: 'servers.list.pointTypeShort.LRP', color: 'grape' },
} as const satisfies Record<PointType, { labelKey: string; shortKey: string; color: string }>;

const c = columnsOf<ServerRow, ServerSort>();

export const serverTable: TableDefinition<ServerRow, ServerSort> = {
  id: 'servers',
  labelKey: 'servers.list.caption',
  rowId: (server) => String(server.serverId),
  defaultPageSize: 25,
  columns: [
    c.text('serverName', {
      headerKey: 'forms.server.serverName',
      sortKey: 'serverName',
      width: 200,
      hideable: false,
    }),
    // The address is what tells servers apart: it keeps its width (the list scrolls) rather than
    // give way to "https://pdp-…" as a text column would when the columns overflow.
    c.custom('url', {
      headerKey: 'forms.server.url',
      sortKey: 'url',
      width: 280,
      value: (server) => server.url,
      render: (server) => server.url,
    }),
    c.badge('pointType', {
      headerKey: 'forms.server.pointType',
      sortKey: 'pointType',
      width: 110,
      badges: POINT_TYPES,
    }),
    c.text('zone', { headerKey: 'forms.server.zone', sortKey: 'zone', width: 150 }),
    c.number('priority', { headerKey: 'forms.server.priority', sortKey: 'priority', width: 110 }),
    c.custom('isDefault', {
      headerKey: 'forms.server.isDefault',
      sortKey: 'isDefault',
      width: 120,
      value: (server) => server.isDefault,
      render: (server) => (server.isDefault ? '✓' : ''),
    }),
    c.custom('inherited', {
      headerKey: 'servers.list.columns.inherited',
      width: 120,
      value: (server) => server.inherited,
      render: (server) => (server.inherited ? '✓' : ''),
    }),
    c.date('lastConnectionTest', { headerKey: 'servers.list.columns.lastConnectionTest', width: 200 }),
    c.text('userId', { headerKey: 'forms.server.userId', width: 160, defaultHidden: true }),
    c.text('agentUserId', { headerKey: 'forms.server.agentUserId', width: 160, defaultHidden: true }),
  ],
  filters: [
    {
      id: 'pointType',
      kind: 'enum',
      labelKey: 'forms.server.pointType',
      options: (Object.keys(POINT_TYPES) as PointType[]).map((value) => ({
        value,
        labelKey: POINT_TYPES[value].labelKey,
      })),
    },
  ],
};

const isPointType = (value: string | undefined): value is PointType => value === 'PDP' || value === 'LRP';

function listBody(request: TableRequest<ServerSort>) {
  const pointType = request.filters.pointType;
  return {
    ...pagedRequestBody(request),
    pointType: isPointType(pointType) ? pointType : null,
  };
}

/** pdp-lrp-list: the partner's global records. */
export const globalServerPageQuery = (queries: Queries) => (request: TableRequest<ServerSort>) =>
  queries.Server_GetGlobalServers(listBody(request));

/** pdp-lrp-settings: the records the scope uses. */
export const scopeServerPageQuery = (queries: Queries) => (request: TableRequest<ServerSort>) =>
  queries.Server_GetServers(listBody(request));

/** Every global record the company uses now (for its choice of global servers). */
export const inheritedServersQuery = (queries: Queries) =>
  queries.Server_GetServers({
    page: 1,
    pageSize: 1000,
    sortColumn: null,
    sortDir: 'asc',
    search: null,
    pointType: null,
  });

/** Server records belong to a partner or a company: without either in the scope there is no list. */
export function scopeHasServerOwner(selection: ScopeSelection): boolean {
  const headers = scopeHeadersFor('/restapi/Server/GetServers', selection);
  return Boolean(headers?.['x-company-guid'] || headers?.['x-partner-guid']);
}

/** The company's own records and its choice of global ones need a company in the scope. */
export function scopeHasCompany(selection: ScopeSelection): boolean {
  return Boolean(scopeHeadersFor('/restapi/Server/GetServers', selection)?.['x-company-guid']);
}

// The computer list (/endpoints/computers/{status}): its columns, filters and request, over the
// contract's Computer/GetActiveOrOffileneComputers (the computers of the scope by status, paged,
// sorted and filtered by the server). The status tabs' counts are the same request, one row long.
import type { ApiSchema } from '../../../api/contract-types';
import { isGuid } from '../../../api/guid';
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import {
  columnsOf,
  type FilterSpec,
  type TableDefinition,
} from '../../../components/paged-table/table-definition';
import type { ComputerStatus } from './computer-status';
import { ComputerState } from '../components/ComputerState';
import { computerPath } from './computer-paths';
import type { PlaceFilterOptions } from './place-filter-options';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type Computer = ApiSchema<'ComputerSummary'>;
export type ComputerSort = NonNullable<ApiSchema<'ComputerListFilter'>['sortColumn']>;
type ProtectionMode = ApiSchema<'ProtectionMode'>;

export const PROTECTION_BADGES = {
  Protected: { labelKey: ENUM_LABELS.ProtectionMode.Protected, color: 'green' },
  Lockdown: { labelKey: ENUM_LABELS.ProtectionMode.Lockdown, color: 'blue' },
  Discovery: { labelKey: ENUM_LABELS.ProtectionMode.Discovery, color: 'yellow' },
} as const satisfies Record<ProtectionMode, { labelKey: string; color: string }>;

const PROTECTION_MODES = Object.keys(PROTECTION_BADGES) as ProtectionMode[];

const c = columnsOf<Computer, ComputerSort>();

const COMPANY_COLUMN_ID = 'companyName';
/** The site and group filters hold a guid (the contract's siteGuid, groupGuid). */
const PLACE_FILTERS = { site: 'endpoints.column.site', group: 'endpoints.column.group' } as const;
const GUID_LENGTH = 36;

export const computerTable: TableDefinition<Computer, ComputerSort> = {
  id: 'computers',
  labelKey: 'endpoints.computers.table',
  rowId: (computer) => String(computer.computerId),
  columns: [
    c.link('computerName', {
      headerKey: 'endpoints.column.name',
      sortKey: 'computerName',
      width: 200,
      hideable: false,
      href: (computer) => computerPath(computer.computerGuid),
    }),
    c.text('os', { headerKey: 'endpoints.column.os', sortKey: 'os', width: 220 }),
    c.badge('protectionMode', {
      headerKey: 'endpoints.column.protectionMode',
      sortKey: 'protectionMode',
      width: 150,
      badges: PROTECTION_BADGES,
    }),
    c.custom('connection', {
      headerKey: 'endpoints.column.connection',
      width: 110,
      value: (computer) => (computer.online ? 'online' : 'offline'),
      render: (computer) => <ComputerState field="online" value={computer.online} />,
    }),
    c.custom('registration', {
      headerKey: 'endpoints.column.registration',
      width: 110,
      value: (computer) => (computer.active ? 'active' : 'inactive'),
      render: (computer) => <ComputerState field="active" value={computer.active} />,
    }),
    c.text('agentVersion', {
      headerKey: 'endpoints.column.agentVersion',
      sortKey: 'agentVersion',
      width: 130,
    }),
    c.text('policyVersion', { headerKey: 'endpoints.column.policyVersion', width: 130 }),
    c.text('lastIpv4', { headerKey: 'endpoints.column.lastIpv4', width: 130 }),
    c.text('lastIpv6', { headerKey: 'endpoints.column.lastIpv6', width: 200, defaultHidden: true }),
    c.text('groupName', { headerKey: 'endpoints.column.group', width: 180 }),
    c.text('siteName', { headerKey: 'endpoints.column.site', width: 150 }),
    c.text('companyName', { id: COMPANY_COLUMN_ID, headerKey: 'endpoints.column.company', width: 200 }),
    c.date('lastSeen', { headerKey: 'endpoints.column.lastSeen', sortKey: 'lastSeen', width: 190 }),
  ],
  filters: [
    {
      id: 'protectionMode',
      kind: 'enum',
      labelKey: 'endpoints.column.protectionMode',
      options: PROTECTION_MODES.map((mode) => ({ value: mode, labelKey: PROTECTION_BADGES[mode].labelKey })),
    },
    { id: 'os', kind: 'text', labelKey: 'endpoints.column.os' },
    { id: 'agentVersion', kind: 'text', labelKey: 'endpoints.column.agentVersion' },
    // The policy home page links here for the computers not yet on the version in force.
    {
      id: 'policyBehind',
      kind: 'enum',
      labelKey: 'endpoints.column.policyVersion',
      options: [
        { value: 'true', labelKey: 'endpoints.policyBehind.true' },
        { value: 'false', labelKey: 'endpoints.policyBehind.false' },
      ],
    },
    // Validated as text here (the places are data); the page offers the scope's sites and groups
    // by name (computerTableFor). A value that is no guid is not sent.
    ...Object.entries(PLACE_FILTERS).map(([id, labelKey]): FilterSpec => ({
      id,
      kind: 'text',
      labelKey,
      maxLength: GUID_LENGTH,
      control: false,
    })),
  ],
};

/**
 * The table as one role sees it: the company column only above the company (a company's own
 * people know their company), the site and group filters offering the scope's places by name
 * (a choice of one is no choice: the filter then shows only as a chip, set by a link).
 */
export function computerTableFor(options: {
  showCompany: boolean;
  places: PlaceFilterOptions;
}): TableDefinition<Computer, ComputerSort> {
  const placeOptions = { site: options.places.sites, group: options.places.groups };
  return {
    ...computerTable,
    columns: computerTable.columns.filter((column) => options.showCompany || column.id !== COMPANY_COLUMN_ID),
    filters: (computerTable.filters ?? []).map((filter): FilterSpec => {
      if (filter.id !== 'site' && filter.id !== 'group') return filter;
      const choices = placeOptions[filter.id];
      return {
        id: filter.id,
        kind: 'enum',
        labelKey: filter.labelKey,
        options: choices,
        searchable: true,
        ...(choices.length < 2 ? { control: false } : {}),
      };
    }),
  };
}

/** The list's queryOptions for a status and a table request: the route's loader and the table share it. */
export const computerPageQuery =
  (queries: Queries, status: ComputerStatus) => (request: TableRequest<ComputerSort>) => {
    const { protectionMode, os, agentVersion, site, group, policyBehind } = request.filters;
    return queries.Computer_GetActiveOrOffileneComputers({
      ...pagedRequestBody(request),
      status,
      ...(isProtectionMode(protectionMode) ? { protectionMode } : {}),
      ...(os ? { os } : {}),
      ...(agentVersion ? { agentVersion } : {}),
      ...(isGuid(site) ? { siteGuid: site } : {}),
      ...(isGuid(group) ? { groupGuid: group } : {}),
      ...(policyBehind === 'true' || policyBehind === 'false'
        ? { policyBehind: policyBehind === 'true' }
        : {}),
    });
  };

/** The count of a status tab: the same filters, one row (its totalCount is the count). */
export const computerCountQuery = (
  queries: Queries,
  status: ComputerStatus,
  request: TableRequest<ComputerSort>,
) => computerPageQuery(queries, status)({ ...request, page: 1, pageSize: 1, sortColumn: undefined });

export function isProtectionMode(value: string | undefined): value is ProtectionMode {
  return PROTECTION_MODES.includes(value as ProtectionMode);
}

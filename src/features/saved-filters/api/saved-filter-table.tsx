// The saved filter list (/saved-filters): its columns, the "whose" filter and its request, over
// the contract's SavedFilter/ListSavedFilters (mine and shared of the scope, paged by the server).
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { SHARING_BADGES, SharingCell, sharingOf } from '../components/SharingCell';
import { SAVED_FILTER_FILTERS, type SavedFilterSort } from './saved-filter-search';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type SavedFilter = ApiSchema<'SavedFilter'>;
type Owner = NonNullable<ApiSchema<'SavedFilterListFilter'>['owner']>;

export const MODE_LABELS = {
  individual: ENUM_LABELS.SavedFilterMode.individual,
  summary: ENUM_LABELS.SavedFilterMode.summary,
} as const satisfies Record<SavedFilter['mode'], string>;

const c = columnsOf<SavedFilter, SavedFilterSort>();

/** Where the filter was saved: the narrowest place named. */
export const scopeNameOf = (filter: SavedFilter): string =>
  filter.groupName ?? filter.siteName ?? filter.companyName;

/** The list's columns and cells (the route's search validation reads saved-filter-search.ts). */
export const savedFilterTable: TableDefinition<SavedFilter, SavedFilterSort> = {
  id: 'saved-filters',
  labelKey: 'savedFilters.table',
  rowId: (filter) => String(filter.savedFilterId),
  rowLabel: (filter) => filter.name,
  columns: [
    c.link('name', {
      headerKey: 'savedFilters.column.name',
      sortKey: 'name',
      width: 280,
      hideable: false,
      href: (filter) => `/saved-filters/${filter.savedFilterId}`,
    }),
    c.label('mode', {
      headerKey: 'savedFilters.column.mode',
      sortKey: 'mode',
      width: 170,
      labels: MODE_LABELS,
    }),
    c.text('ownerName', { headerKey: 'savedFilters.column.owner', sortKey: 'ownerName', width: 180 }),
    c.custom('scope', {
      headerKey: 'savedFilters.column.scope',
      width: 200,
      value: scopeNameOf,
      render: scopeNameOf,
    }),
    c.custom('sharing', {
      headerKey: 'savedFilters.column.shared',
      width: 160,
      value: sharingOf,
      badges: SHARING_BADGES,
      render: (filter) => <SharingCell filter={filter} />,
    }),
    c.date('updatedOn', { headerKey: 'savedFilters.column.updatedOn', sortKey: 'updatedOn', width: 190 }),
  ],
  filters: SAVED_FILTER_FILTERS,
};

const isOwner = (value: string | undefined): value is Owner => value === 'mine' || value === 'shared';

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const savedFilterPageQuery = (queries: Queries) => (request: TableRequest<SavedFilterSort>) => {
  const owner = request.filters.owner;
  return queries.SavedFilter_ListSavedFilters({
    ...pagedRequestBody(request),
    ...(isOwner(owner) ? { owner } : {}),
  });
};

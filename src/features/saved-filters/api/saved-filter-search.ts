// The saved filter list's URL (validateSearch of /saved-filters, which loads with the sign-in
// page's bundle: nothing here imports the table's cells): its sort columns and its filter.
import type { ApiSchema } from '../../../api/contract-types';
import { urlDefinitionOf, type FilterSpec } from '../../../components/paged-table/table-definition';
import { tableSearchValidator } from '../../../components/paged-table/table-search';

export type SavedFilterSort = NonNullable<ApiSchema<'SavedFilterListFilter'>['sortColumn']>;
type Owner = NonNullable<ApiSchema<'SavedFilterListFilter'>['owner']>;

const SORT_KEYS = ['name', 'mode', 'ownerName', 'updatedOn'] as const satisfies readonly SavedFilterSort[];

const OWNER_LABELS = {
  mine: 'savedFilters.filter.ownerMine',
  shared: 'savedFilters.filter.ownerShared',
} as const satisfies Record<Owner, string>;

/** "Whose": mine, or shared by others (both when absent). */
export const SAVED_FILTER_FILTERS: readonly FilterSpec[] = [
  {
    id: 'owner',
    kind: 'enum',
    labelKey: 'savedFilters.filter.owner',
    options: (Object.keys(OWNER_LABELS) as Owner[]).map((value) => ({
      value,
      labelKey: OWNER_LABELS[value],
    })),
  },
];

const urlDefinition = urlDefinitionOf('saved-filters', 'savedFilters.table', SORT_KEYS, {
  filters: SAVED_FILTER_FILTERS,
});

export const validateSavedFilterSearch = tableSearchValidator(urlDefinition);

// The event inspection's URL (validateSearch of its routes, which load with the sign-in page's
// bundle: nothing here imports the tables' cells). The table's own params, with the filter values
// the contract would refuse dropped, so a malformed link shows the rest and a notice instead of
// an error.
import { tableSearchValidator, type TableSearch } from '../../../components/paged-table/table-search';
import { urlDefinitionOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { EVENT_FILTERS, isValidFilterValue } from './event-filters';
import type { MessageKey } from '../../../i18n/message-key';

export type EventMode = 'individual' | 'summary';

/** The sort columns of each list (the contract's; summary rows have no computer, severity or user). */
export const EVENT_SORT_KEYS = {
  individual: ['reportedEventDate', 'eventType', 'severity', 'computerName', 'userName', 'fileName'],
  summary: ['fileName', 'eventType', 'count', 'reportedEventDate'],
} as const satisfies Record<EventMode, readonly string[]>;

/** What the URL of a list may hold: its sort columns and filters, no cells (the loader's request too). */
export function urlDefinition(mode: EventMode): TableDefinition<unknown> {
  return urlDefinitionOf(mode, LIST_NAMES[mode], EVENT_SORT_KEYS[mode], {
    filters: EVENT_FILTERS,
    detailInUrl: mode === 'individual',
  });
}

const LIST_NAMES = {
  individual: 'events.list.individual',
  summary: 'events.list.summary',
} as const satisfies Record<EventMode, MessageKey>;

/** What either list keeps (the `$view` route's search, before the open view narrows it). */
const anyDefinition: TableDefinition<unknown> = urlDefinitionOf(
  'events',
  LIST_NAMES.individual,
  [...new Set([...EVENT_SORT_KEYS.individual, ...EVENT_SORT_KEYS.summary])],
  { filters: EVENT_FILTERS, detailInUrl: true },
);

const validators = {
  individual: tableSearchValidator(urlDefinition('individual')),
  summary: tableSearchValidator(urlDefinition('summary')),
  any: tableSearchValidator(anyDefinition),
};

export interface EventSearch extends TableSearch {
  /** Set when the URL asked for something this page cannot show (it was left out). */
  dropped?: true;
}

const KNOWN = new Set(['page', 'pageSize', 'sort', 'dir', 'search', 'filters', 'detail']);

/** The search of a mode's list, or of either (`any`: what the route keeps before a view narrows it). */
export const validateEventSearch =
  (mode: EventMode | 'any') =>
  (raw: Record<string, unknown>): EventSearch => {
    const search: EventSearch = validators[mode](raw);
    const filters = Object.fromEntries(
      Object.entries(search.filters ?? {}).filter(([id, value]) => isValidFilterValue(id, value)),
    );
    const { dropped: _dropped, ...out } = { ...search, filters } as EventSearch;
    if (Object.keys(filters).length === 0) delete out.filters;
    if (mode !== 'summary' && out.detail !== undefined && !/^[1-9]\d{0,9}$/.test(String(out.detail)))
      delete out.detail;
    return isNarrowed(raw, out) ? { ...out, dropped: true } : out;
  };

/** True when a param of the URL was left out (a malformed value, a filter this list lacks). */
function isNarrowed(raw: Record<string, unknown>, kept: TableSearch): boolean {
  if (raw.dropped === true) return true;
  if (Object.keys(raw).some((key) => !KNOWN.has(key) && key !== 'dropped')) return true;
  const given = raw.filters;
  if (given !== undefined) {
    if (!given || typeof given !== 'object' || Array.isArray(given)) return true;
    if (Object.keys(given).length !== Object.keys(kept.filters ?? {}).length) return true;
  }
  return (raw.sort !== undefined && !kept.sort) || (raw.detail !== undefined && !kept.detail);
}

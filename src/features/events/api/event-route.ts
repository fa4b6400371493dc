// What the event inspection's routes share: the URL's search params (the table's, with the
// filter values the contract would refuse dropped, so a malformed link shows the default view
// and a notice instead of an error) and the loader's one wave of requests (the page, and the
// open event when the URL names one).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import { loadListPage, type LoadCause } from '../../../api/route-loading';
import {
  tableRequestOf,
  tableSearchValidator,
  type TableSearch,
} from '../../../components/paged-table/table-search';
import { isValidFilterValue } from './event-filters';
import { eventPageQuery, eventTable, summaryPageQuery, summaryTable, type EventMode } from './event-table';

export interface EventSearch extends TableSearch {
  /** Set when the URL asked for something this page cannot show (it was left out). */
  dropped?: true;
}

const validators = { individual: tableSearchValidator(eventTable), summary: tableSearchValidator(summaryTable) };

const KNOWN = new Set(['page', 'pageSize', 'sort', 'dir', 'search', 'filters', 'detail']);

/** The route's validateSearch for a mode. */
export const validateEventSearch =
  (mode: EventMode) =>
  (raw: Record<string, unknown>): EventSearch => {
    const search: EventSearch = validators[mode](raw);
    const filters = Object.fromEntries(
      Object.entries(search.filters ?? {}).filter(([id, value]) => isValidFilterValue(id, value)),
    );
    const { dropped: _dropped, ...out } = { ...search, filters } as EventSearch;
    if (Object.keys(filters).length === 0) delete out.filters;
    if (mode === 'individual' && out.detail !== undefined && !/^[1-9]\d{0,9}$/.test(out.detail))
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

/** Starts the list's page and, for an open event, the event itself, at once. */
export function loadEventList(
  context: { queryClient: QueryClient; queries: ApiQueries },
  mode: EventMode,
  search: EventSearch,
  cause: LoadCause,
): Promise<void> {
  const { queryClient, queries } = context;
  if (mode === 'summary')
    return loadListPage(queryClient, summaryPageQuery(queries)(tableRequestOf(summaryTable, search)), cause);
  if (search.detail) void queryClient.prefetchQuery(queries.inspection.event(Number(search.detail)));
  return loadListPage(queryClient, eventPageQuery(queries)(tableRequestOf(eventTable, search)), cause);
}

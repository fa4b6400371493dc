// A saved filter's view is the event inspection's URL: its list (mode, a route of its own) and
// its search. What is saved leaves out what belongs to the moment (the page, the open event, the
// notice of a malformed link); what is opened is checked first: a view that cannot be read opens
// the default view with the event inspection's notice (`dropped`).
import { defaultStringifySearch } from '@tanstack/react-router';
import type { ApiSchema } from '../../../api/contract-types';

export type SavedFilterMode = ApiSchema<'SavedFilterMode'>;

/** The view a saved filter keeps. */
export interface SavedView {
  mode: SavedFilterMode;
  query: string;
  columns: ApiSchema<'SavedFilterColumn'>[];
}

/** The event inspection's route of each mode (areas link through routes). */
export const VIEW_PATHS = {
  individual: '/event-inspection/all-events',
  summary: '/event-inspection/summary-events',
} as const satisfies Record<SavedFilterMode, string>;

/** The search params a view keeps: the table's state that describes what is listed, and how. */
const VIEW_PARAMS = new Set(['pageSize', 'sort', 'dir', 'search', 'filters']);

/** The query string (without "?") of the view a search object describes. */
export function viewQueryOf(search: Readonly<Record<string, unknown>>): string {
  const kept = Object.fromEntries(Object.entries(search).filter(([key]) => VIEW_PARAMS.has(key)));
  return defaultStringifySearch(kept).replace(/^\?/, '');
}

/** Whether a stored query is a view the event inspection can read (known params, filters an object). */
export function isReadableView(query: string): boolean {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return false;
  }
  for (const [key, value] of params) {
    if (!VIEW_PARAMS.has(key)) return false;
    if (key === 'filters') {
      try {
        const filters: unknown = JSON.parse(value);
        if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return false;
      } catch {
        return false;
      }
    }
  }
  return true;
}

/** The address that opens a saved filter: its view, or the default view with the notice. */
export function viewHref(filter: { mode: SavedFilterMode; query: string }): string {
  const path = VIEW_PATHS[filter.mode] ?? VIEW_PATHS.individual;
  if (!isReadableView(filter.query)) return `${VIEW_PATHS.individual}?dropped=true`;
  return filter.query ? `${path}?${filter.query}` : path;
}

// A filter value the server refused: a 400 whose field errors point at the part of the list's
// request that carries an active filter (its `requestFields`, `/<id>` by default). The table
// keeps the previous rows and names the filter, with the server's words and a way to remove it.
import { isApiError, type FieldError } from '../../api/api-error';
import type { FilterSpec } from './table-definition';
import type { TableSearch } from './table-search';

export interface RefusedFilter {
  spec: FilterSpec;
  /** The refused value as the URL holds it. */
  value: string;
  error: FieldError;
}

/** `/dateRange/endDate` is within `/dateRange`, and `/dateRange` covers its parts. */
const overlaps = (pointer: string, field: string) =>
  pointer === field || pointer.startsWith(`${field}/`) || field.startsWith(`${pointer}/`);

/** The active filters a failed page request's field errors name (none for other failures). */
export function refusedFilters(
  filters: readonly FilterSpec[],
  search: TableSearch,
  error: unknown,
): RefusedFilter[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const out: RefusedFilter[] = [];
  for (const spec of filters) {
    const value = search.filters?.[spec.id];
    if (!value) continue;
    const fields = spec.requestFields ?? [`/${spec.id}`];
    const fieldError = error.fieldErrors.find((e) => fields.some((field) => overlaps(e.field, field)));
    if (fieldError) out.push({ spec, value, error: fieldError });
  }
  return out;
}

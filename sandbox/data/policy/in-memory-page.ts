// Paging and sorting for the policy lists computed in memory (the effective rules, the electives,
// the topology): the same whitelist and 400 as the SQL lists.
import { BadSort } from '../../http/bad-sort';

export function pageInMemory<T>(
  rows: readonly T[],
  request: {
    page?: number | null;
    pageSize?: number | null;
    sortColumn?: string | null;
    sortDir?: string | null;
  },
  columns: Record<string, (row: T) => string | number>,
  fallback: string,
): { rows: T[]; totalCount: number } {
  const column = request.sortColumn ?? fallback;
  const key = columns[column];
  if (!key)
    throw new BadSort(`Cannot sort by "${column}". Sortable columns: ${Object.keys(columns).join(', ')}.`);
  const sign = request.sortDir === 'desc' ? -1 : 1;
  const sorted = rows
    .map((row, index) => ({ row, index, k: key(row) }))
    .sort((a, b) => {
      const d =
        typeof a.k === 'number' && typeof b.k === 'number'
          ? a.k - b.k
          : String(a.k).localeCompare(String(b.k));
      return d !== 0 ? d * sign : a.index - b.index;
    })
    .map((x) => x.row);
  const size = Math.min(Math.max(request.pageSize ?? 50, 1), 9999);
  const page = Math.max(request.page ?? 1, 1);
  return { rows: sorted.slice((page - 1) * size, page * size), totalCount: rows.length };
}

// SQL helpers shared by the handlers: parameters, whitelisted sorting, paging and the scope
// filter. Values always travel as parameters, never inside the SQL text.
import { BadSort } from '../http/bad-sort';
import type { Scope } from '../http/scope';

/** Collects parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export { BadSort };

/**
 * An ORDER BY clause from a whitelist: `columns` maps the contract's sortColumn values to SQL
 * expressions. An unknown column is a 400; stable tiebreakers keep pages disjoint. Only the
 * columns in `nullable` get "nulls last": without it, an index on (column, id) serves both
 * directions.
 */
export function sortClause(
  sortColumn: string | null | undefined,
  sortDir: string | null | undefined,
  columns: Record<string, string>,
  fallback: { column: string; dir: 'asc' | 'desc' },
  tiebreakers: string[],
  nullable: ReadonlySet<string> = new Set(),
): string {
  const column = sortColumn ?? fallback.column;
  const expr = columns[column];
  if (!expr)
    throw new BadSort(`Cannot sort by "${column}". Sortable columns: ${Object.keys(columns).join(', ')}.`);
  const dir = (sortDir ?? (sortColumn ? 'asc' : fallback.dir)) === 'desc' ? 'desc' : 'asc';
  const nulls = nullable.has(column) ? ' nulls last' : '';
  return `order by ${expr} ${dir}${nulls}, ${tiebreakers.map((e) => `${e} ${dir}`).join(', ')}`;
}

/** sortClause for lists whose every column may be null ("nulls last" on all of them). */
export function orderBy(
  sortColumn: string | null | undefined,
  sortDir: string | null | undefined,
  columns: Record<string, string>,
  fallback: { column: string; dir: 'asc' | 'desc' },
  tiebreaker: string,
): string {
  return sortClause(sortColumn, sortDir, columns, fallback, [tiebreaker], new Set(Object.keys(columns)));
}

export function limitOffset(params: Params, page: number | undefined, pageSize: number | undefined): string {
  const size = Math.min(Math.max(pageSize ?? 50, 1), 9999);
  const p = Math.max(page ?? 1, 1);
  return `limit ${params.add(size)} offset ${params.add((p - 1) * size)}`;
}

/**
 * The scope filter for rows that hang off the tree: pass the SQL expressions of the row's
 * company id, site id and group id (null where the row has none at that level).
 */
export function scopeWhere(
  params: Params,
  scope: Scope,
  columns: { company: string; site?: string | null; group?: string | null },
): string {
  const parts: string[] = [];
  if (scope.companyIds !== null) parts.push(idsWhere(params, columns.company, scope.companyIds));
  if (scope.siteIds !== null && columns.site) parts.push(idsWhere(params, columns.site, scope.siteIds));
  if (scope.groupIds !== null && columns.group) parts.push(idsWhere(params, columns.group, scope.groupIds));
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

/** `col = $n` for one id (so that an index on (col, ...) returns rows in its order), `= any` otherwise. */
export function idsWhere(params: Params, column: string, ids: number[]): string {
  return ids.length === 1
    ? `${column} = ${params.add(ids[0])}`
    : `${column} = any(${params.add(ids)}::int[])`;
}

/** A LIKE pattern for a user's search text, with LIKE's own metacharacters escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

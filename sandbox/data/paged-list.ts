// The one paged list: a page of rows in a whitelisted order and the total of every row, for
// each list operation of the contract (page, pageSize, sortColumn, sortDir).
import { readCached, type Queryable } from '../db/database';
import { limitOffset, sortClause, type Params } from './sql';

/** The paging and sorting members of a list request. */
export interface PageRequest {
  page?: number | null;
  pageSize?: number | null;
  sortColumn?: string | null;
  sortDir?: string | null;
}

/** A list's sortable columns (the contract's sortColumn values to SQL) and its default order. */
export interface ListSort {
  columns: Record<string, string>;
  fallback: { column: string; dir: 'asc' | 'desc' };
  /** Stable tiebreakers, so that pages are disjoint. */
  tiebreakers: string[];
  /** The columns sorted "nulls last"; 'all' for a list whose every column may be null. */
  nullable?: ReadonlySet<string> | 'all';
}

export interface PagedListSql {
  /** `select count(*)::int as n from ... where ...`, over the parameters added so far. */
  count: string | ((order: string) => string);
  /** The page's rows, given the ORDER BY and the LIMIT/OFFSET clauses. */
  rows: (order: string, limit: string) => string;
  /**
   * A column of the rows holding the total (`count(*) over ()`), left out of the rows: the count
   * query then runs only for a page past the last one.
   */
  totalColumn?: string;
  /** The exact total read another way (an aggregate), instead of the count query; null: count. */
  total?: () => Promise<number | null>;
}

export interface Page<T> {
  rows: T[];
  totalCount: number;
}

/** The ORDER BY of a list request (BadSort, a 400, for a column outside the whitelist). */
function listOrder(request: PageRequest, sort: ListSort): string {
  const nullable = sort.nullable === 'all' ? new Set(Object.keys(sort.columns)) : sort.nullable;
  return sortClause(
    request.sortColumn,
    request.sortDir,
    sort.columns,
    sort.fallback,
    sort.tiebreakers,
    nullable,
  );
}

/**
 * A page and the total. The count runs only when the page cannot tell it: a first page with
 * fewer rows than its size holds every row.
 */
export async function pagedList<T>(
  db: Queryable,
  p: Params,
  request: PageRequest,
  sort: ListSort | { order: string },
  sql: PagedListSql,
): Promise<Page<T>> {
  const order = 'order' in sort ? sort.order : listOrder(request, sort);
  const countSql = typeof sql.count === 'string' ? sql.count : sql.count(order);
  const countValues = [...p.values];
  // A kept read (issue 30): the same page asked by many sessions of one scope, or again by one,
  // is read once until a write to one of its tables. Each caller gets rows of its own to change.
  const kept = await readCached<T>(
    db,
    sql.rows(order, limitOffset(p, request.page ?? undefined, request.pageSize ?? undefined)),
    p.values,
  );
  const rows = kept.map((row) => ({ ...row }));
  const firstPage = (request.page ?? 1) <= 1;
  if (sql.totalColumn !== undefined && (rows.length > 0 || firstPage))
    return withoutTotal(rows, sql.totalColumn);
  const size = Math.min(Math.max(request.pageSize ?? 50, 1), 9999);
  if (firstPage && rows.length < size) return { rows, totalCount: rows.length };
  const total = sql.total ? await sql.total() : null;
  if (total !== null) return { rows, totalCount: total };
  const [count] = await readCached<{ n: number }>(db, countSql, countValues);
  return { rows, totalCount: count?.n ?? 0 };
}

/** The rows without their total column, and the total it carries (0 without rows). */
function withoutTotal<T>(rows: T[], column: string): Page<T> {
  const totalCount = Number((rows[0] as Record<string, unknown> | undefined)?.[column] ?? 0);
  return {
    rows: rows.map((row) => {
      const { [column]: _total, ...rest } = row as Record<string, unknown>;
      return rest as T;
    }),
    totalCount,
  };
}

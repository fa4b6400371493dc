// The writes of saved filters: the scope node a new filter is saved in, the unique name among the
// owner's filters of a node, and the insert, update and delete.
import type { Database, Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';

/** The scope node a filter lives in: its company, and its site or group (or none). */
export interface FilterNode {
  companyId: number;
  siteId: number | null;
  groupId: number | null;
}

/** A filter as stored: the body with its name trimmed and no column choice as null. */
export type StoredFilter = Omit<RequestBody<'SavedFilter_CreateSavedFilter'>, 'columns'> & {
  columns: string[] | null;
};

/** The scope node a new filter is saved in: the selected one, or the session's only site or group. */
export async function scopeNode(db: Queryable, principal: Principal, scope: Scope): Promise<FilterNode> {
  const groupId = scope.groupId ?? (scope.groupIds?.length === 1 ? scope.groupIds[0]! : null);
  let siteId = scope.siteId ?? (scope.siteIds?.length === 1 ? scope.siteIds[0]! : null);
  if (groupId !== null) {
    const [g] = await db.query<{ site_id: number }>('select site_id from groups where id = $1', [groupId]);
    siteId = g?.site_id ?? siteId;
  }
  return { companyId: scope.companyId ?? principal.companyId!, siteId, groupId };
}

/** The scope node of a stored filter. */
export async function nodeOfFilter(db: Queryable, id: number): Promise<FilterNode> {
  const [row] = await db.query<{ company_id: number; site_id: number | null; group_id: number | null }>(
    'select company_id, site_id, group_id from saved_filters where id = $1',
    [id],
  );
  return { companyId: row!.company_id, siteId: row!.site_id, groupId: row!.group_id };
}

/** Whether the owner already has another filter of this name in the scope of the filter. */
export async function nameTaken(
  db: Queryable,
  ownerId: number,
  node: FilterNode,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [hit] = await db.query(
    `select 1 from saved_filters where owner_user_id = $1 and company_id = $2 and coalesce(site_id, 0) = $3
       and coalesce(group_id, 0) = $4 and lower(name) = lower($5) and id <> $6 limit 1`,
    [ownerId, node.companyId, node.siteId ?? 0, node.groupId ?? 0, name, exceptId],
  );
  return hit !== undefined;
}

/** Saves a new filter of the owner in a node: its id. */
export function insertFilter(
  db: Database,
  ownerId: number,
  node: FilterNode,
  input: StoredFilter,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into saved_filters (owner_user_id, company_id, site_id, group_id, name, shared, mode, query, columns, created_on, updated_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $10::text[], $9, $9) returning id`,
      [
        ownerId,
        node.companyId,
        node.siteId,
        node.groupId,
        input.name,
        input.shared,
        input.mode,
        input.query,
        now,
        input.columns,
      ],
    );
    return row!.id;
  });
}

export async function updateFilter(db: Database, id: number, input: StoredFilter, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'update saved_filters set name = $2, shared = $3, mode = $4, query = $5, columns = $7::text[], updated_on = $6 where id = $1',
      [id, input.name, input.shared, input.mode, input.query, now, input.columns],
    );
  });
}

export async function deleteFilter(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from saved_filters where id = $1', [id]);
  });
}

// Handlers of the SavedFilter area (issue 15): named views of the event inspection. A filter is
// owned by the user who saved it and lives in the scope selected then (the company, and the site
// or group). It is seen by its owner, and when shared by everyone whose request scope overlaps
// it (a company-wide filter by the whole company, a site's by that site, its groups and the
// company above), read-only to them. Nothing of another company is ever seen (404).
import type { components } from '../../src/gen/openapi.gen';
import type { Queryable } from '../db/database';
import type { Principal } from '../http/principal';
import { forbidden, invalid, notFound, ok, type Lookup } from '../http/replies';
import type { Scope } from '../http/scope';
import { Params, likePattern, limitOffset, orderBy } from '../data/sql';
import { iso } from '../data/timestamps';
import type { HandlerMap, RequestBody } from '../http/types';

type SavedFilter = components['schemas']['SavedFilter'];
type SavedFilterBody = RequestBody<'SavedFilter_CreateSavedFilter'>;

const SELECT = (p: Params, principal: Principal) => `select f.id as "savedFilterId", f.name, f.shared, f.mode,
  f.query, f.columns, f.owner_user_id = ${p.add(principal.userId)} as owned, u.first_name || ' ' || u.last_name as "ownerName",
  c.guid::text as "companyGuid", c.name as "companyName", s.guid::text as "siteGuid", s.name as "siteName",
  g.guid::text as "groupGuid", g.name as "groupName", ${iso('f.created_on')} as "createdOn",
  ${iso('f.updated_on')} as "updatedOn"
  from saved_filters f join users u on u.id = f.owner_user_id join companies c on c.id = f.company_id
  left join sites s on s.id = f.site_id left join groups g on g.id = f.group_id`;

/** The filters the request may see: its own and the shared ones whose scope overlaps the request's. */
function visibleWhere(p: Params, principal: Principal, scope: Scope): string {
  const parts = [
    'not c.deleted',
    `(f.owner_user_id = ${p.add(principal.userId)} or f.shared)`,
    // The tenant: the session's own company, within what the request selected.
    `f.company_id = ${p.add(principal.companyId ?? 0)}`,
  ];
  if (scope.companyIds !== null) parts.push(`f.company_id = any(${p.add(scope.companyIds)}::int[])`);
  if (scope.siteIds !== null)
    parts.push(`(f.site_id is null or f.site_id = any(${p.add(scope.siteIds)}::int[]))`);
  if (scope.groupIds !== null) {
    const groups = p.add(scope.groupIds);
    parts.push(
      `(f.group_id is null or f.group_id = any(${groups}::int[]))`,
      `(f.site_id is null or exists (select 1 from groups gx where gx.site_id = f.site_id and gx.id = any(${groups}::int[])))`,
    );
  }
  return parts.join(' and ');
}

/** A filter the request may see (404 otherwise); `owned` says whether it may change it. */
async function visibleFilter(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  id: number,
): Promise<Lookup<SavedFilter>> {
  const p = new Params();
  const select = SELECT(p, principal);
  const where = visibleWhere(p, principal, scope);
  const [row] = await db.query<SavedFilter>(`${select} where f.id = ${p.add(id)} and ${where}`, p.values);
  return row ? { ok: true, value: row } : { ok: false, error: notFound() };
}

/** The caller's own filter (403 for another user's shared filter, 404 for one it cannot see). */
async function ownFilter(db: Queryable, principal: Principal, scope: Scope, id: number) {
  const found = await visibleFilter(db, principal, scope, id);
  if (found.ok && !found.value.owned) return { ok: false as const, error: forbidden() };
  return found;
}

/** The scope node a new filter is saved in: the selected one, or the session's only site or group. */
async function scopeNode(db: Queryable, principal: Principal, scope: Scope) {
  const groupId = scope.groupId ?? (scope.groupIds?.length === 1 ? scope.groupIds[0]! : null);
  let siteId = scope.siteId ?? (scope.siteIds?.length === 1 ? scope.siteIds[0]! : null);
  if (groupId !== null) {
    const [g] = await db.query<{ site_id: number }>('select site_id from groups where id = $1', [groupId]);
    siteId = g?.site_id ?? siteId;
  }
  return { companyId: scope.companyId ?? principal.companyId!, siteId, groupId };
}

const NAME_TAKEN = 'validation.savedFilter.name.unique';

/** Whether the owner already has another filter of this name in the scope of the filter. */
async function nameTaken(
  db: Queryable,
  ownerId: number,
  node: { companyId: number; siteId: number | null; groupId: number | null },
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

const taken = (t: (key: string) => string) =>
  invalid([{ field: '/name', messageKey: NAME_TAKEN, message: t(NAME_TAKEN) }]);

/** A write that met the unique index (a concurrent save of the same name): the same 400. */
const isNameConflict = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The stored form of a body: the name without surrounding spaces; no column choice is null. */
const stored = (body: SavedFilterBody) => ({
  ...body,
  name: body.name.trim(),
  columns: body.columns ?? null,
});

export const savedFilterHandlers: HandlerMap = {
  async SavedFilter_ListSavedFilters({ db, principal, scope, body }) {
    // The list's conditions, built on the parameters of the query they are part of.
    const where = (p: Params) => {
      const parts = [visibleWhere(p, principal, scope)];
      if (body.owner === 'mine') parts.push(`f.owner_user_id = ${p.add(principal.userId)}`);
      if (body.owner === 'shared') parts.push(`f.owner_user_id <> ${p.add(principal.userId)}`);
      if (body.search) {
        const like = p.add(likePattern(body.search));
        parts.push(`(f.name ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})`);
      }
      return parts.join(' and ');
    };
    const order = orderBy(
      body.sortColumn,
      body.sortDir,
      {
        name: 'lower(f.name)',
        ownerName: "lower(u.first_name || ' ' || u.last_name)",
        mode: 'f.mode',
        updatedOn: 'f.updated_on',
      },
      { column: 'name', dir: 'asc' },
      'f.id',
    );
    const counting = new Params();
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from saved_filters f join users u on u.id = f.owner_user_id
         join companies c on c.id = f.company_id where ${where(counting)}`,
      counting.values,
    );
    const p = new Params();
    const rows = await db.query<SavedFilter>(
      `${SELECT(p, principal)} where ${where(p)} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async SavedFilter_GetSavedFilter({ db, principal, scope, query }) {
    const found = await visibleFilter(db, principal, scope, query.savedFilterId);
    return found.ok ? ok(found.value) : found.error;
  },

  async SavedFilter_CreateSavedFilter({ db, principal, scope, body, now, t }) {
    const input = stored(body);
    const node = await scopeNode(db, principal, scope);
    if (await nameTaken(db, principal.userId, node, input.name, 0)) return taken(t);
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into saved_filters (owner_user_id, company_id, site_id, group_id, name, shared, mode, query, columns, created_on, updated_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $10::text[], $9, $9) returning id`,
          [
            principal.userId,
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
    } catch (error) {
      if (isNameConflict(error)) return taken(t);
      throw error;
    }
    const saved = await visibleFilter(db, principal, scope, id);
    return saved.ok ? ok(saved.value, { message: 'Saved filter saved.' }) : saved.error;
  },

  async SavedFilter_UpdateSavedFilter({ db, principal, scope, query, body, now, t }) {
    const found = await ownFilter(db, principal, scope, query.savedFilterId);
    if (!found.ok) return found.error;
    const input = stored(body);
    const [row] = await db.query<{ company_id: number; site_id: number | null; group_id: number | null }>(
      'select company_id, site_id, group_id from saved_filters where id = $1',
      [query.savedFilterId],
    );
    const node = { companyId: row!.company_id, siteId: row!.site_id, groupId: row!.group_id };
    if (await nameTaken(db, principal.userId, node, input.name, query.savedFilterId)) return taken(t);
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          'update saved_filters set name = $2, shared = $3, mode = $4, query = $5, columns = $7::text[], updated_on = $6 where id = $1',
          [query.savedFilterId, input.name, input.shared, input.mode, input.query, now, input.columns],
        );
      });
    } catch (error) {
      if (isNameConflict(error)) return taken(t);
      throw error;
    }
    const saved = await visibleFilter(db, principal, scope, query.savedFilterId);
    return saved.ok ? ok(saved.value, { message: 'Saved filter saved.' }) : saved.error;
  },

  async SavedFilter_DeleteSavedFilter({ db, principal, scope, body }) {
    const found = await ownFilter(db, principal, scope, body.savedFilterId);
    if (!found.ok) return found.error;
    await db.transaction(async (tx) => {
      await tx.query('delete from saved_filters where id = $1', [body.savedFilterId]);
    });
    return ok(found.value, { message: 'Saved filter deleted.' });
  },
};

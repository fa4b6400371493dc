// Sites and groups of the Tenants area: the lists within a scope and the lookups by id within
// the session's bounds (another tenant's is 403, an unknown one 404).
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { forbidden, notFound, type Lookup } from '../../http/replies';
import { sessionBounds, type Scope } from '../../http/scope';
import { groupScopeWhere, siteScopeWhere } from '../scope-filters';
import { Params } from '../sql';

type S = components['schemas'];

const SITE_SELECT = (
  p: Params,
  scope: Scope,
) => `select s.id as "siteId", s.guid::text as key, s.name as value,
  s.main_id as "mainId", s.company_id as "companyId",
  (select count(*)::int from groups g where g.site_id = s.id and ${groupScopeWhere(p, scope)}) as "groupCount",
  (select count(*)::int from computers k join groups g on g.id = k.group_id
     where g.site_id = s.id and not k.deleted and ${groupScopeWhere(p, scope)}) as "computerCount"
  from sites s join companies c on c.id = s.company_id and not c.deleted`;

const GROUP_SELECT = `select g.id as "groupId", g.guid::text as key, g.name as value, g.site_id as "siteId",
  s.guid::text as "siteGuid", g.main_id as mainid, g.agms,
  (select count(*)::int from computers k where k.group_id = g.id and not k.deleted) as "computerCount"
  from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id and not c.deleted`;

/** The sites the scope sees, narrowed by `extra` (SQL on `s`). */
export function listSites(db: Queryable, scope: Scope, extra: (p: Params) => string = () => 'true') {
  const p = new Params();
  return db.query<S['Site']>(
    `${SITE_SELECT(p, scope)} where ${siteScopeWhere(p, scope)} and ${extra(p)} order by s.id`,
    p.values,
  );
}

/** The groups the scope sees, narrowed by `extra` (SQL on `g`). */
export function listGroups(db: Queryable, scope: Scope, extra: (p: Params) => string = () => 'true') {
  const p = new Params();
  return db.query<S['Group']>(
    `${GROUP_SELECT} where ${groupScopeWhere(p, scope)} and ${extra(p)} order by g.id`,
    p.values,
  );
}

/** A live site by id or main id within the session's bounds. */
export async function siteInBoundsBy(
  db: Queryable,
  principal: Principal,
  by: { id: number } | { mainId: number },
): Promise<Lookup<S['Site']>> {
  const [where, value] = 'id' in by ? ['s.id = $1', by.id] : ['s.main_id = $1', by.mainId];
  const [hit] = await db.query<{ id: number }>(
    `select s.id from sites s join companies c on c.id = s.company_id and not c.deleted where ${where}`,
    [value],
  );
  if (!hit) return { ok: false, error: notFound() };
  const bounds = await sessionBounds(db, principal);
  const p = new Params();
  const [row] = await db.query<S['Site']>(
    `${SITE_SELECT(p, bounds)} where s.id = ${p.add(hit.id)} and ${siteScopeWhere(p, bounds)}`,
    p.values,
  );
  return row ? { ok: true, value: row } : { ok: false, error: forbidden() };
}

/** A live group by id within the session's bounds. */
export async function groupInBounds(
  db: Queryable,
  principal: Principal,
  groupId: number,
): Promise<Lookup<S['Group']>> {
  const [hit] = await db.query<{ id: number }>(
    `select g.id from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id and not c.deleted
     where g.id = $1`,
    [groupId],
  );
  if (!hit) return { ok: false, error: notFound() };
  const bounds = await sessionBounds(db, principal);
  const p = new Params();
  const [row] = await db.query<S['Group']>(
    `${GROUP_SELECT} where g.id = ${p.add(hit.id)} and ${groupScopeWhere(p, bounds)}`,
    p.values,
  );
  return row ? { ok: true, value: row } : { ok: false, error: forbidden() };
}

// The SQL filters of what a scope may see, per table (companies, sites, groups, computers,
// events), and the checks of a node a request names: shared by every area's handlers.
import { readCached, type Queryable } from '../db/database';
import type { Principal } from '../http/principal';
import { forbidden, notFound, type Lookup } from '../http/replies';
import { sessionBounds, type Scope } from '../http/scope';
import { Params, idsWhere, scopeWhere } from './sql';

/** Scope filter of companies (alias `c`, live companies only). */
export function companyScopeWhere(p: Params, scope: Scope, c = 'c'): string {
  const parts = [`not ${c}.deleted`];
  if (scope.companyIds !== null) parts.push(`${c}.id = any(${p.add(scope.companyIds)}::int[])`);
  return parts.join(' and ');
}

/** Scope filter of sites (alias `s`): company, assigned sites, sites of assigned groups. */
export function siteScopeWhere(p: Params, scope: Scope, s = 's'): string {
  const parts: string[] = [];
  if (scope.companyIds !== null) parts.push(`${s}.company_id = any(${p.add(scope.companyIds)}::int[])`);
  if (scope.siteIds !== null) parts.push(`${s}.id = any(${p.add(scope.siteIds)}::int[])`);
  if (scope.groupIds !== null)
    parts.push(
      `exists (select 1 from groups gx where gx.site_id = ${s}.id and gx.id = any(${p.add(scope.groupIds)}::int[]))`,
    );
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

/** Scope filter of groups (alias `g`, its site `s`). */
export function groupScopeWhere(p: Params, scope: Scope, g = 'g', s = 's'): string {
  const parts: string[] = [];
  if (scope.companyIds !== null) parts.push(`${s}.company_id = any(${p.add(scope.companyIds)}::int[])`);
  if (scope.siteIds !== null) parts.push(`${g}.site_id = any(${p.add(scope.siteIds)}::int[])`);
  if (scope.groupIds !== null) parts.push(`${g}.id = any(${p.add(scope.groupIds)}::int[])`);
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

/**
 * The computers the scope may see (live ones of live companies), on the computers table alone
 * (it carries its site and company), so that a page can be cut before any join.
 */
export function computerScopeWhere(p: Params, scope: Scope): string {
  return `not c.deleted and c.company_id <> all(array(select id from companies where deleted)) and ${scopeWhere(p, scope, { company: 'c.company_id', site: 'c.site_id', group: 'c.group_id' })}`;
}

/** Companies deleted from the console: their events and hashes leave an unrestricted scope too. */
export async function deletedCompanies(db: Queryable, scope: Scope): Promise<number[]> {
  if (scope.companyIds !== null) return [];
  const rows = await readCached<{ id: number }>(db, 'select id from companies where deleted');
  return rows.map((r) => r.id);
}

/** The scope filter of the events table (or of any table with company_id, site_id, group_id). */
export function eventScopeWhere(p: Params, scope: Scope, deleted: number[], alias = 'e'): string {
  const parts: string[] = [];
  if (scope.companyIds !== null) parts.push(idsWhere(p, `${alias}.company_id`, scope.companyIds));
  else if (deleted.length > 0) parts.push(`${alias}.company_id <> all(${p.add(deleted)}::int[])`);
  if (scope.siteIds !== null) parts.push(idsWhere(p, `${alias}.site_id`, scope.siteIds));
  if (scope.groupIds !== null) parts.push(idsWhere(p, `${alias}.group_id`, scope.groupIds));
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

/**
 * A company, site or group named in a request, within the scope: its id, or 'forbidden' when it
 * does not exist or lies outside (like a scope header, the reply names nothing of it).
 */
export async function nodeInScope(
  db: Queryable,
  scope: Scope,
  kind: 'company' | 'site' | 'group',
  guid: string,
): Promise<{ id: number; companyId: number; siteId: number | null } | 'forbidden'> {
  const sql = {
    company:
      'select co.id, co.id as company_id, null::int as site_id, null::int as group_id from companies co where co.guid = $1 and not co.deleted',
    site: `select s.id, s.company_id, s.id as site_id, null::int as group_id from sites s join companies co on co.id = s.company_id
           where s.guid = $1 and not co.deleted`,
    group: `select g.id, s.company_id, g.site_id, g.id as group_id from groups g join sites s on s.id = g.site_id
            join companies co on co.id = s.company_id where g.guid = $1 and not co.deleted`,
  }[kind];
  const [row] = await db.query<{
    id: number;
    company_id: number;
    site_id: number | null;
    group_id: number | null;
  }>(sql, [guid]);
  if (!row) return 'forbidden';
  if (scope.companyIds !== null && !scope.companyIds.includes(row.company_id)) return 'forbidden';
  if (scope.siteIds !== null && row.site_id !== null && !scope.siteIds.includes(row.site_id))
    return 'forbidden';
  if (scope.groupIds !== null) {
    if (row.group_id !== null && !scope.groupIds.includes(row.group_id)) return 'forbidden';
    if (row.group_id === null && row.site_id !== null) {
      const [hit] = await db.query(
        'select 1 from groups where site_id = $1 and id = any($2::int[]) limit 1',
        [row.site_id, scope.groupIds],
      );
      if (!hit) return 'forbidden';
    }
  }
  return { id: row.id, companyId: row.company_id, siteId: row.site_id };
}

/**
 * A site named by guid within the session's bounds (whatever the headers select): its id and
 * those bounds, 404 when no live site has that guid, 403 when the session may not see it.
 */
export async function siteInBounds(
  db: Queryable,
  principal: Principal,
  siteGuid: string,
): Promise<Lookup<{ siteId: number; bounds: Scope }>> {
  const [site] = await db.query<{ id: number }>(
    'select s.id from sites s join companies c on c.id = s.company_id and not c.deleted where s.guid = $1',
    [siteGuid],
  );
  if (!site) return { ok: false, error: notFound() };
  const bounds = await sessionBounds(db, principal);
  const p = new Params();
  const [visible] = await db.query(
    `select 1 from sites s where s.id = ${p.add(site.id)} and ${siteScopeWhere(p, bounds)}`,
    p.values,
  );
  if (!visible) return { ok: false, error: forbidden() };
  return { ok: true, value: { siteId: site.id, bounds } };
}

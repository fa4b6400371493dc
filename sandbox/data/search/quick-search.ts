// The command palette's search (issue 34): a few hits of each kind, each kind within the
// request's scope (and so the session's tenant). Which kinds a role finds is the handler's
// business (src/domain/search-kinds.ts); here only what a scope may see.
import type { components } from '../../../src/gen/openapi.gen';
import { SEARCH_HITS_PER_KIND } from '../../../src/domain/search-kinds';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import { COMPUTER_FROM } from '../computer-rows';
import { savedFilterPage } from '../saved-filters/visible-filters';
import { companyScopeWhere, computerScopeWhere, deletedCompanies, eventScopeWhere } from '../scope-filters';
import { Params, likePattern, scopeWhere } from '../sql';
import { managedUsersWhere } from '../tenant-ownership';

type SearchHit = components['schemas']['SearchHit'];
const LIMIT = SEARCH_HITS_PER_KIND;

/** Two parts of a second line, the missing ones left out. */
const joined = (...parts: Array<string | null>) => parts.filter(Boolean).join(' · ') || null;

/** Computers by part of their name or of their last IPv4 or IPv6 address. */
export async function findComputers(db: Queryable, scope: Scope, text: string): Promise<SearchHit[]> {
  const p = new Params();
  const like = p.add(likePattern(text));
  const rows = await db.query<{ guid: string; name: string; group_name: string; ipv4: string | null }>(
    `select c.guid::text as guid, c.name, g.name as group_name, c.ipv4 from ${COMPUTER_FROM}
     where ${computerScopeWhere(p, scope)} and (c.name ilike ${like} or c.ipv4 ilike ${like} or c.ipv6 ilike ${like})
     order by lower(c.name), c.id limit ${LIMIT}`,
    p.values,
  );
  return rows.map((r) => ({
    kind: 'computer',
    key: r.guid,
    label: r.name,
    detail: joined(r.group_name, r.ipv4),
  }));
}

/** Files whose SHA-256, MD5 or SHA-1 starts with the text, seen by a computer of the scope. */
export async function findHashes(db: Queryable, scope: Scope, prefix: string): Promise<SearchHit[]> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const start = p.add(`${prefix.toLowerCase()}%`);
  const seen = [scopeWhere(p, scope, { company: 't.company_id', site: 't.site_id', group: 't.group_id' })];
  if (deleted.length > 0) seen.push(`t.company_id <> all(${p.add(deleted)}::int[])`);
  const rows = await db.query<{ sha256: string; file_name: string }>(
    `select h.sha256, h.file_name from file_hashes h
     where (h.sha256 like ${start} or h.md5 like ${start} or h.sha1 like ${start})
       and exists (select 1 from hash_group_stats t where t.hash_id = h.id and ${seen.join(' and ')})
     order by lower(h.file_name), h.id limit ${LIMIT}`,
    p.values,
  );
  return rows.map((r) => ({ kind: 'hash', key: r.sha256, label: r.file_name, detail: r.sha256 }));
}

/** The event with this id, when the scope sees it. */
export async function findEvent(db: Queryable, scope: Scope, id: number): Promise<SearchHit[]> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const rows = await db.query<{ id: string; file_name: string; computer_name: string }>(
    `select e.id::text as id, v.file_name, c.name as computer_name from events e
       join event_variants v on v.id = e.variant_id join computers c on c.id = e.computer_id
     where e.id = ${p.add(id)} and ${eventScopeWhere(p, scope, deleted)}`,
    p.values,
  );
  return rows.map((r) => ({ kind: 'event', key: r.id, label: r.file_name, detail: r.computer_name }));
}

/** Companies of the scope by part of their name or short name. */
export async function findCompanies(db: Queryable, scope: Scope, text: string): Promise<SearchHit[]> {
  const p = new Params();
  const like = p.add(likePattern(text));
  const rows = await db.query<{ guid: string; name: string; short_name: string }>(
    `select c.guid::text as guid, c.name, c.short_name from companies c
     where ${companyScopeWhere(p, scope)} and (c.name ilike ${like} or c.short_name ilike ${like})
     order by lower(c.name), c.id limit ${LIMIT}`,
    p.values,
  );
  return rows.map((r) => ({ kind: 'company', key: r.guid, label: r.name, detail: r.short_name }));
}

/** Users the session manages (the users page's), by part of their name or address. */
export async function findUsers(db: Queryable, principal: Principal, text: string): Promise<SearchHit[]> {
  const p = new Params();
  const like = p.add(likePattern(text));
  const rows = await db.query<{ id: number; name: string; email: string }>(
    `select u.id, u.first_name || ' ' || u.last_name as name, u.email
     from users u left join companies c on c.id = u.company_id
     where (u.company_id is null or not c.deleted) and ${managedUsersWhere(p, principal)}
       and ((u.first_name || ' ' || u.last_name) ilike ${like} or u.email ilike ${like})
     order by lower(u.last_name), lower(u.first_name), u.id limit ${LIMIT}`,
    p.values,
  );
  return rows.map((r) => ({ kind: 'user', key: String(r.id), label: r.name, detail: r.email }));
}

/** Saved filters the request may see (its own and the shared ones), by part of their name. */
export async function findSavedFilters(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  text: string,
): Promise<SearchHit[]> {
  const page = await savedFilterPage(db, principal, scope, {
    page: 1,
    pageSize: LIMIT,
    sortColumn: 'name',
    sortDir: 'asc',
    search: text,
    owner: null,
  });
  return page.rows.map((f) => ({
    kind: 'savedFilter',
    key: String(f.savedFilterId),
    label: f.name,
    detail: f.ownerName,
  }));
}

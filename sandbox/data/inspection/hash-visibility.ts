// A hash's visibility: the groups of the scope whose computers saw it, and a page of those
// computers (their last path and action).
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';
import { pagedList, type ListSort } from '../paged-list';
import { deletedCompanies, eventScopeWhere } from '../scope-filters';
import { Params, likePattern } from '../sql';
import { iso, isoSeconds } from '../timestamps';
import { EVENT_PATH } from './event-filter';
import type { HashRef } from './hashes';

type S = components['schemas'];

const VISIBILITY_SORT: ListSort = {
  columns: {
    computerName: 'lower(c.name)',
    groupName: 'lower(g.name)',
    firstSeen: 'x.first_seen',
    lastSeen: 'x.last_seen',
    eventCount: 'x.n',
  },
  fallback: { column: 'lastSeen', dir: 'desc' },
  tiebreakers: ['c.id'],
};

/** The visibility and the total of computers matching the request; null when no group saw the hash. */
export async function hashVisibility(
  db: Queryable,
  scope: Scope,
  hash: HashRef,
  body: RequestBody<'HashInspection_GetHashVisibilityHashDetail'>,
): Promise<{ visibility: S['HashVisibility']; totalCount: number } | null> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const where = `e.hash_id = ${p.add(hash.id)} and ${eventScopeWhere(p, scope, deleted)}`;
  const perComputer = `select e.computer_id, count(*)::int as n, min(e.reported_at) as first_seen, max(e.reported_at) as last_seen,
      (array_agg(e.action order by e.reported_at desc, e.id desc))[1] as last_action,
      (array_agg(${EVENT_PATH} order by e.reported_at desc, e.id desc))[1] as path
    from events e join event_variants v on v.id = e.variant_id where ${where} group by e.computer_id`;
  const groups = await db.query<S['HashVisibilityGroup'] & { first: Date; last: Date }>(
    `select g.guid::text as "groupGuid", g.name as "groupName", s.guid::text as "siteGuid", s.name as "siteName",
       count(*)::int as "computerCount", ${iso('min(x.first_seen)')} as "firstSeen", ${iso('max(x.last_seen)')} as "lastSeen",
       min(x.first_seen) as first, max(x.last_seen) as last
     from (${perComputer}) x join computers c on c.id = x.computer_id and not c.deleted
       join groups g on g.id = c.group_id join sites s on s.id = g.site_id
     group by g.id, s.id order by count(*) desc, lower(g.name), g.id`,
    p.values,
  );
  if (groups.length === 0) return null;
  const computerParts: string[] = [];
  const q = new Params();
  q.values.push(...p.values);
  if (body.groupGuid) computerParts.push(`g.guid = ${q.add(body.groupGuid)}::uuid`);
  const search = body.search?.trim();
  if (search) {
    const s = q.add(likePattern(search));
    computerParts.push(`(c.name ilike ${s} or x.path ilike ${s})`);
  }
  const computerWhere = computerParts.join(' and ') || 'true';
  const computers = await pagedList<S['HashVisibilityComputer']>(db, q, body, VISIBILITY_SORT, {
    count: `select count(*)::int as n from (${perComputer}) x join computers c on c.id = x.computer_id and not c.deleted
      join groups g on g.id = c.group_id where ${computerWhere}`,
    rows: (
      order,
      limit,
    ) => `select c.guid::text as "computerGuid", c.name as "computerName", g.guid::text as "groupGuid", g.name as "groupName",
        s.name as "siteName", x.path as "filePath", ${iso('x.first_seen')} as "firstSeen", ${iso('x.last_seen')} as "lastSeen",
        x.n as "eventCount", x.last_action as "lastAction", count(*) over ()::int as total
      from (${perComputer}) x join computers c on c.id = x.computer_id and not c.deleted
        join groups g on g.id = c.group_id join sites s on s.id = g.site_id
      where ${computerWhere} ${order} ${limit}`,
    totalColumn: 'total',
  });
  const first = groups.reduce((m, g) => (g.first < m ? g.first : m), groups[0]!.first);
  const last = groups.reduce((m, g) => (g.last > m ? g.last : m), groups[0]!.last);
  return {
    visibility: {
      sha256: hash.sha256,
      fileName: hash.file_name,
      hashClass: hash.hash_class,
      computerCount: groups.reduce((sum, g) => sum + g.computerCount, 0),
      groupCount: groups.length,
      firstSeen: isoSeconds(first),
      lastSeen: isoSeconds(last),
      groups: groups.map(({ first: _f, last: _l, ...g }) => g),
      computers: computers.rows,
    },
    totalCount: computers.totalCount,
  };
}

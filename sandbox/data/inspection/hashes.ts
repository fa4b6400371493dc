// File hashes: the list with its lookup results (totals of file_hashes when unrestricted, the
// precomputed statistics of the scope's companies or groups otherwise: hash-stats.ts), and one
// hash's information page.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { OkBody, RequestBody } from '../../http/types';
import { hashStatsSql } from '../hash-stats';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { deletedCompanies, eventScopeWhere } from '../scope-filters';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';
import { EVENT_PATH } from './event-filter';

type S = components['schemas'];

/** The last detection refresh: daily at 03:00 UTC while the hash is under a year old (from first seen). */
function lastRefreshSql(now: string): string {
  const r = `date_bin('1 day', least(${now}::timestamptz, h.first_seen + interval '1 year' - interval '1 microsecond'), timestamptz '2000-01-01T03:00:00Z')`;
  return `case when ${r} < h.first_seen then null else ${r} end`;
}

/** FileHash columns of a hash `h` and its statistics `s` (cc, ec, ls). */
function fileHashColumns(now: string): string {
  return `h.sha256, h.md5, h.sha1, h.file_name as "fileName", h.hash_type as "hashType", h.hash_class as "hashClass",
    h.severity, h.detection_count as "detectionCount", h.engine_count as "engineCount", s.cc as "computerCount",
    s.ec as "eventCount", ${iso('h.first_seen')} as "firstSeen", ${iso('s.ls')} as "lastSeen",
    ${iso(lastRefreshSql(now))} as "lastDetectionRefresh", h.publisher`;
}

const HASH_SORT: ListSort = {
  columns: {
    fileName: 'lower(h.file_name)',
    hashType: 'h.hash_type',
    hashClass: 'h.hash_class',
    severity:
      "case h.severity when 'Info' then 0 when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 else 4 end",
    detectionCount: 'h.detection_count',
    computerCount: 's.cc',
    eventCount: 's.ec',
    firstSeen: 'h.first_seen',
    lastSeen: 's.ls',
  },
  fallback: { column: 'lastSeen', dir: 'desc' },
  tiebreakers: ['h.id'],
};

export interface HashRef {
  id: number;
  sha256: string;
  file_name: string;
  hash_class: S['HashClass'];
}

export async function hashBySha(db: Queryable, sha256: string): Promise<HashRef | null> {
  const [row] = await db.query<HashRef>(
    'select id, sha256, file_name, hash_class from file_hashes where sha256 = $1',
    [sha256],
  );
  return row ?? null;
}

/** A page of the hash list. */
export async function hashPage(
  db: Queryable,
  scope: Scope,
  body: RequestBody<'HashInspection_GetHashInformationAllHash'>,
  now: Date,
): Promise<Page<S['FileHash']>> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  // The class is the statistics' own filter (an index range of the precomputed rows).
  const stats = hashStatsSql(p, scope, deleted, body.hashClass ? [body.hashClass] : undefined);
  const parts: string[] = [];
  if (body.hashType) parts.push(`h.hash_type = ${p.add(body.hashType)}`);
  const search = body.search?.trim();
  if (search) {
    const s = p.add(likePattern(search));
    parts.push(
      `(h.file_name ilike ${s} or h.sha256 ilike ${s} or h.md5 ilike ${s} or h.sha1 ilike ${s} or h.publisher ilike ${s})`,
    );
  }
  const where = parts.join(' and ') || 'true';
  // The page is sorted and cut first (on the statistics' indexes in the default order); only
  // its rows are formatted. The total is counted apart and kept (the statistics change only
  // with a new seed), on the statistics alone when no filter needs the hash's own columns.
  return pagedList<S['FileHash']>(db, p, body, HASH_SORT, {
    count:
      parts.length === 0
        ? `select count(*)::int as n from (${stats}) s`
        : `select count(*)::int as n from (${stats}) s join file_hashes h on h.id = s.hash_id where ${where}`,
    rows: (order, limit) => {
      const page = `select s.*, h.id from (${stats}) s join file_hashes h on h.id = s.hash_id where ${where} ${order}
        ${limit}`;
      return `select ${fileHashColumns(p.add(now.toISOString()))} from (${page}) s join file_hashes h on h.id = s.id ${order}`;
    },
  });
}

type HashPage = OkBody<'HashInspection_GetHashInformationPage'>['entityData'];

/** One hash's information page within the scope; null when the scope saw none of its events. */
export async function hashInformation(
  db: Queryable,
  scope: Scope,
  hash: HashRef,
  now: Date,
): Promise<HashPage | null> {
  const deleted = await deletedCompanies(db, scope);
  const w = new Params();
  const where = `e.hash_id = ${w.add(hash.id)} and ${eventScopeWhere(w, scope, deleted)}`;
  const p = new Params();
  p.values.push(...w.values);
  const h = '$1';
  const n = p.add(now.toISOString());
  const [head] = await db.query<
    S['FileHash'] & {
      eligible: boolean;
      nextRefresh: string | null;
      blocked: number;
      allowed: number;
      audited: number;
    }
  >(
    `select ${fileHashColumns(n)},
       ${n}::timestamptz < h.first_seen + interval '1 year' as eligible,
       case when date_bin('1 day', ${n}::timestamptz, timestamptz '2000-01-01T03:00:00Z') + interval '1 day' < h.first_seen + interval '1 year'
         then ${iso(`date_bin('1 day', ${n}::timestamptz, timestamptz '2000-01-01T03:00:00Z') + interval '1 day'`)} end as "nextRefresh",
       s.blocked, s.allowed, s.audited
     from (select count(distinct e.computer_id)::int as cc, count(*)::int as ec, max(e.reported_at) as ls,
             count(*) filter (where e.action = 'blocked')::int as blocked, count(*) filter (where e.action = 'allowed')::int as allowed,
             count(*) filter (where e.action = 'audited')::int as audited
           from events e where ${where}) s
     join file_hashes h on h.id = ${h}
     where s.ec > 0`,
    p.values,
  );
  if (!head) return null;
  const { eligible, nextRefresh, blocked, allowed, audited, ...fileHash } = head;
  // Paths: group by variant and account first, so that the path is built once per group.
  const paths = await db.query<{ path: string }>(
    `select replace(v.file_path, '{user}', coalesce(nullif(split_part(x.user_name, '\\', 2), ''), 'Public')) as path
     from (select e.variant_id, e.user_name, max(e.reported_at) as last from events e where ${where}
           group by e.variant_id, e.user_name) x join event_variants v on v.id = x.variant_id
     group by 1 order by max(x.last) desc, 1 limit 20`,
    w.values,
  );
  // The 10 computers with the most events, then the last event of each.
  const computers = await db.query<S['HashComputer']>(
    `select c.guid::text as "computerGuid", c.name as "computerName", g.name as "groupName", l.path as "filePath",
       x.n as "eventCount", l.action as "lastAction", ${iso('x.last_seen')} as "lastSeen"
     from (select e.computer_id, count(*)::int as n, max(e.reported_at) as last_seen
           from events e join computers k on k.id = e.computer_id and not k.deleted
           where ${where} group by e.computer_id order by count(*) desc, max(e.reported_at) desc, e.computer_id limit 10) x
     join computers c on c.id = x.computer_id join groups g on g.id = c.group_id
     cross join lateral (select e.action, ${EVENT_PATH} as path from events e join event_variants v on v.id = e.variant_id
           where e.computer_id = x.computer_id and e.hash_id = $1 order by e.reported_at desc, e.id desc limit 1) l
     order by x.n desc, x.last_seen desc, c.id`,
    w.values,
  );
  const byType = await db.query<S['HashEventTypeCount']>(
    `select e.event_type as "eventType", count(*)::int as count from events e where ${where}
     group by e.event_type order by count(*) desc, e.event_type`,
    w.values,
  );
  return {
    hash: fileHash,
    detectionRefresh: {
      eligible,
      lastRefresh: fileHash.lastDetectionRefresh,
      nextRefresh: eligible ? nextRefresh : null,
    },
    filePaths: paths.map((r) => r.path),
    computers,
    events: { total: fileHash.eventCount, blocked, allowed, audited, byEventType: byType },
  };
}

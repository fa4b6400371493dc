// The filter of the event list (scope, range, fields, "filter out", search) on the events table
// alone, and the exact total of the unrestricted list from the hourly aggregate.
import type { components } from '../../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { deletedCompanies, eventScopeWhere } from '../scope-filters';
import { folderLikePattern } from '../../../src/domain/policy/rule-match';
import { Params, likePattern } from '../sql';

type S = components['schemas'];

export type EventRequest = S['PagedRequest'] & S['EventInspectionFilter'];

/** The Windows user folder of an event's account, for the {user} placeholder of paths and trees. */
const USER_FOLDER = `coalesce(nullif(split_part(e.user_name, '\\', 2), ''), 'Public')`;
/** An event's path (its variant `v`'s, with the user folder in place of {user}). */
export const EVENT_PATH = `replace(v.file_path, '{user}', ${USER_FOLDER})`;

export interface EventFilter {
  p: Params;
  where: string;
  /** Only columns of the hourly aggregate are filtered (besides the date range). */
  rollup: boolean;
}

/**
 * The search of the event list (fileName, filePath, sha256, computerName, userName) as a filter
 * on the events table alone: the variants and computers that match are looked up first. A path
 * is a variant's path with the user folder in place of {user}: a search without a backslash
 * matches it within the variant's path or within the user (or "Public" for events without one);
 * a search with a backslash may span both and is checked on the path itself.
 */
async function searchWhere(db: Queryable, p: Params, search: string): Promise<string> {
  const pattern = likePattern(search);
  const variants = await db.query<{ id: number; hash_id: number }>(
    `select v.id, v.hash_id from event_variants v join file_hashes h on h.id = v.hash_id
     where v.file_name ilike $1 or replace(v.file_path, '{user}', chr(1)) ilike $1 or h.sha256 ilike $1`,
    [pattern],
  );
  const computers = await db.query<{ id: number }>('select id from computers where name ilike $1', [pattern]);
  const users = await db.query<{ user_name: string }>(
    'select user_name from event_user_names where user_name ilike $1',
    [pattern],
  );
  // Each alternative can use an index of its own (hash, computer, user name).
  const parts = [
    `(e.hash_id = any(${p.add([...new Set(variants.map((r) => r.hash_id))])}::int[]) and e.variant_id = any(${p.add(variants.map((r) => r.id))}::int[]))`,
    `e.computer_id = any(${p.add(computers.map((r) => r.id))}::int[])`,
    `e.user_name = any(${p.add(users.map((r) => r.user_name))}::text[])`,
  ];
  const spanning = search.includes('\\');
  if (spanning || 'public'.includes(search.toLowerCase())) {
    const withUser = await db.query<{ id: number }>(
      "select id from event_variants where file_path like '%{user}%'",
    );
    const ids = p.add(withUser.map((r) => r.id));
    parts.push(
      spanning
        ? `(e.variant_id = any(${ids}::int[]) and (select ${EVENT_PATH} from event_variants v where v.id = e.variant_id) ilike ${p.add(pattern)})`
        : `(e.user_name is null and e.variant_id = any(${ids}::int[]))`,
    );
  }
  return `(${parts.join(' or ')})`;
}

/**
 * A folder rule's pattern on the event's path (src/domain/policy/rule-match.ts): variants with a
 * fixed path are matched once; those with {user} on each event's own path. The variants' files go
 * into the condition too (an event's file is its variant's), so that an index on the file finds
 * the candidates instead of a scan of the scope's events; a {user} variant whose fixed start
 * cannot begin a matching path is left out (its events never match).
 */
async function pathPatternWhere(db: Queryable, p: Params, pattern: string): Promise<string> {
  const like = folderLikePattern(pattern);
  const fixed = await db.query<{ id: number; hash_id: number }>(
    `select id, hash_id from event_variants where position('{user}' in file_path) = 0
     and lower(file_path) like $1 escape '!'`,
    [like],
  );
  const withUser = (
    await readCached<{ id: number; hash_id: number; head: string }>(
      db,
      `select id, hash_id, lower(split_part(file_path, '{user}', 1)) as head from event_variants
       where position('{user}' in file_path) > 0`,
    )
  ).filter((v) => mayStartWith(v.head, like));
  const files = p.add([...new Set([...fixed, ...withUser].map((v) => v.hash_id))]);
  return `e.hash_id = any(${files}::int[]) and (e.variant_id = any(${p.add(fixed.map((v) => v.id))}::int[])
    or (e.variant_id = any(${p.add(withUser.map((v) => v.id))}::int[])
        and (select lower(${EVENT_PATH}) from event_variants v where v.id = e.variant_id) like ${p.add(like)} escape '!'))`;
}

/**
 * Whether a path starting with `head` may match the LIKE pattern (`!` its escape): the pattern's
 * literal start and the head agree as far as both go.
 */
function mayStartWith(head: string, like: string): boolean {
  let literal = '';
  for (let i = 0; i < like.length; i++) {
    const c = like[i]!;
    if (c === '%' || c === '_') break;
    if (c === '!') i++;
    literal += like[i] ?? '';
  }
  const n = Math.min(head.length, literal.length);
  return head.slice(0, n) === literal.slice(0, n);
}

/** The filter of an event list request, its parameters in `p`. */
export async function eventFilter(db: Queryable, scope: Scope, body: EventRequest): Promise<EventFilter> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const parts = [eventScopeWhere(p, scope, deleted)];
  if (body.dateRange) {
    parts.push(`e.reported_at >= ${p.add(body.dateRange.startDate)}::timestamptz`);
    parts.push(`e.reported_at <= ${p.add(body.dateRange.endDate)}::timestamptz`);
  }
  if (body.computerGuid)
    parts.push(`e.computer_id = (select id from computers where guid = ${p.add(body.computerGuid)}::uuid)`);
  // A group outside the scope matches nothing: the scope's condition above still applies.
  if (body.groupGuid)
    parts.push(`e.group_id = (select id from groups where guid = ${p.add(body.groupGuid)}::uuid)`);
  // A rule impact's node (the scope's condition above still applies).
  if (body.partnerGuid) {
    // Looked up first, as the publisher's files below: a list of ids is an index condition.
    const companies = await db.query<{ id: number }>(
      'select c.id from companies c join partners pa on pa.id = c.partner_id where pa.guid = $1::uuid',
      [body.partnerGuid],
    );
    parts.push(`e.company_id = any(${p.add(companies.map((r) => r.id))}::int[])`);
  }
  if (body.companyGuid)
    parts.push(`e.company_id = (select id from companies where guid = ${p.add(body.companyGuid)}::uuid)`);
  if (body.siteGuid)
    parts.push(`e.site_id = (select id from sites where guid = ${p.add(body.siteGuid)}::uuid)`);
  if (body.sha256)
    parts.push(`e.hash_id = (select id from file_hashes where sha256 = ${p.add(body.sha256)})`);
  if (body.publisher) {
    const files = await db.query<{ id: number }>(
      'select id from file_hashes where lower(publisher) = lower($1)',
      [body.publisher.trim()],
    );
    parts.push(`e.hash_id = any(${p.add(files.map((r) => r.id))}::int[])`);
  }
  if (body.pathPattern) parts.push(`(${await pathPatternWhere(db, p, body.pathPattern)})`);
  // An alert's events (the scope's condition above still applies).
  if (typeof body.alarmId === 'number')
    parts.push(`e.id in (select id from alarm_events where alarm_id = ${p.add(body.alarmId)})`);
  if (body.hashClass) parts.push(`e.hash_class = ${p.add(body.hashClass)}`);
  if (body.eventType) parts.push(`e.event_type = ${p.add(body.eventType)}`);
  if (body.actionTaken) parts.push(`e.action = ${p.add(body.actionTaken)}`);
  // "Filter out": a value unknown in the database (a computer, a file) excludes nothing.
  const not = body.exclude;
  if (not?.computerGuid)
    parts.push(
      `e.computer_id is distinct from (select id from computers where guid = ${p.add(not.computerGuid)}::uuid)`,
    );
  if (not?.groupGuid)
    parts.push(
      `e.group_id is distinct from (select id from groups where guid = ${p.add(not.groupGuid)}::uuid)`,
    );
  if (not?.sha256)
    parts.push(`e.hash_id is distinct from (select id from file_hashes where sha256 = ${p.add(not.sha256)})`);
  if (not?.hashClass) parts.push(`e.hash_class <> ${p.add(not.hashClass)}`);
  if (not?.eventType) parts.push(`e.event_type <> ${p.add(not.eventType)}`);
  if (not?.actionTaken) parts.push(`e.action <> ${p.add(not.actionTaken)}`);
  const search = body.search?.trim();
  if (search) parts.push(await searchWhere(db, p, search));
  return {
    p,
    where: parts.join(' and '),
    rollup:
      scope.companyIds === null &&
      scope.siteIds === null &&
      scope.groupIds === null &&
      deleted.length === 0 &&
      !search &&
      !body.computerGuid &&
      !body.groupGuid &&
      !body.sha256 &&
      !body.partnerGuid &&
      !body.companyGuid &&
      !body.siteGuid &&
      !body.publisher &&
      !body.pathPattern &&
      typeof body.alarmId !== 'number' &&
      !Object.values(body.exclude ?? {}).some(Boolean),
  };
}

/**
 * The exact number of events of the unrestricted list: whole hours from the hourly aggregate,
 * the partial hours at the edges of the range from the events themselves.
 */
export async function countUnrestricted(db: Queryable, body: EventRequest): Promise<number> {
  const p = new Params();
  const filters: string[] = [];
  const eventFilters: string[] = [];
  for (const [column, value] of [
    ['hash_class', body.hashClass],
    ['event_type', body.eventType],
    ['action', body.actionTaken],
  ] as const) {
    if (!value) continue;
    const ph = p.add(value);
    filters.push(`${column} = ${ph}`);
    eventFilters.push(`e.${column} = ${ph}`);
  }
  if (!body.dateRange) {
    const [row] = await readCached<{ n: number }>(
      db,
      `select coalesce(sum(n), 0)::int as n from event_hour_counts where ${filters.join(' and ') || 'true'}`,
      p.values,
    );
    return row?.n ?? 0;
  }
  const start = Date.parse(body.dateRange.startDate);
  const endExclusive = Date.parse(body.dateRange.endDate) + 1; // the range includes its end
  const firstHour = Math.ceil(start / 3_600_000) * 3_600_000;
  const lastHourEnd = Math.floor(endExclusive / 3_600_000) * 3_600_000;
  const s = p.add(new Date(start).toISOString());
  const endX = p.add(body.dateRange.endDate);
  if (firstHour >= lastHourEnd) {
    const [row] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from events e where e.reported_at >= ${s}::timestamptz and e.reported_at <= ${endX}::timestamptz
       and ${eventFilters.join(' and ') || 'true'}`,
      p.values,
    );
    return row?.n ?? 0;
  }
  const fh = p.add(new Date(firstHour).toISOString());
  const lh = p.add(new Date(lastHourEnd).toISOString());
  const [row] = await readCached<{ n: number }>(
    db,
    `select (select coalesce(sum(n), 0) from event_hour_counts
              where hour >= ${fh}::timestamptz and hour < ${lh}::timestamptz and ${filters.join(' and ') || 'true'})
          + (select count(*) from events e
              where ((e.reported_at >= ${s}::timestamptz and e.reported_at < ${fh}::timestamptz)
                  or (e.reported_at >= ${lh}::timestamptz and e.reported_at <= ${endX}::timestamptz))
                and ${eventFilters.join(' and ') || 'true'}) as n`,
    p.values,
  );
  return Number(row?.n ?? 0);
}

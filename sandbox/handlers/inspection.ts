// Handlers of the Inspection area: security events (individual or folded by file and type),
// file hashes with their lookup results and visibility, and the audit log.
//
// Events carry their company, site and group, so every list filters and sorts on the events
// table and its indexes. The unrestricted event list (AGMSAdmin without a selection) counts
// through event_hour_counts, the hourly aggregate, so that its exact total does not read a
// million rows; the hash lists read the totals of file_hashes when unrestricted and the
// precomputed statistics of the scope's companies or groups otherwise (http/hash-stats.ts).
import type { components } from '../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../db/database';
import { hashStatsSql } from '../data/hash-stats';
import { invalid, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import { deletedCompanies, eventScopeWhere } from '../data/scope-filters';
import { eventProcessTree } from '../data/process-tree';
import { iso, isoSeconds } from '../data/timestamps';
import type { ProcessNode as StoredNode } from '../seed/inspection/process-trees';
import { Params, likePattern, limitOffset, sortClause } from '../data/sql';
import type { HandlerMap } from '../http/types';

type S = components['schemas'];

/** The Windows user folder of an event's account, for the {user} placeholder of paths and trees. */
const USER_FOLDER = `coalesce(nullif(split_part(e.user_name, '\\', 2), ''), 'Public')`;
const EVENT_PATH = `replace(v.file_path, '{user}', ${USER_FOLDER})`;

const badRange = (t: (key: string) => string, field: string) =>
  invalid([{ field, messageKey: 'validation.common.invalid', message: t('validation.common.invalid') }]);

// ---------------------------------------------------------------- events

type EventBody = S['PagedRequest'] & S['EventInspectionFilter'];

interface EventFilter {
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

async function eventFilter(
  db: Queryable,
  p: Params,
  scope: Scope,
  deleted: number[],
  body: EventBody,
): Promise<EventFilter> {
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
  if (body.sha256)
    parts.push(`e.hash_id = (select id from file_hashes where sha256 = ${p.add(body.sha256)})`);
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
      typeof body.alarmId !== 'number' &&
      !Object.values(body.exclude ?? {}).some(Boolean),
  };
}

/**
 * The exact number of events of the unrestricted list: whole hours from the hourly aggregate,
 * the partial hours at the edges of the range from the events themselves.
 */
async function countUnrestricted(db: Queryable, body: EventBody): Promise<number> {
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

const SEVERITY_RANK = `case e.severity when 'Info' then 0 when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 else 4 end`;

const EVENT_SORT: Record<string, string> = {
  reportedEventDate: 'e.reported_at',
  computerName: 'lower(c.name)',
  fileName: 'lower(v.file_name)',
  eventType: 'e.event_type',
  severity: SEVERITY_RANK,
  userName: "lower(coalesce(e.user_name, ''))",
};

const SUMMARY_SORT: Record<string, string> = {
  reportedEventDate: 'x.last_seen',
  fileName: 'lower(h.file_name)',
  eventType: 'x.event_type',
  count: 'x.n',
};

// An event page is read as plain columns and shaped here: formatting dates, guids and the {user}
// placeholder in PGlite's SQL cost about a third of the page's time.
const EVENT_ROW_COLUMNS = `e.id::int as id, e.reported_at, e.event_type, e.action, e.severity, c.guid::text as computer_guid,
  c.name as computer_name, g.name as group_name, co.name as company_name, e.user_name, v.file_name, v.file_path, h.sha256, h.publisher,
  e.hash_class, v.policy_name, v.process_tree::text as process_tree`;

interface EventRow {
  id: number;
  reported_at: Date;
  event_type: S['SecurityEvent']['eventType'];
  action: S['SecurityEvent']['action'];
  severity: S['SecurityEvent']['severity'];
  computer_guid: string;
  computer_name: string;
  group_name: string;
  company_name: string;
  user_name: string | null;
  file_name: string;
  file_path: string;
  sha256: string;
  publisher: string | null;
  hash_class: S['SecurityEvent']['hashClass'];
  policy_name: string | null;
  process_tree: string | null;
}

/** The Windows user folder of an account (DOMAIN\\user), as USER_FOLDER computes it in SQL. */
function userFolder(userName: string | null): string {
  return userName?.split('\\')[1] || 'Public';
}

function securityEvent(r: EventRow): S['SecurityEvent'] {
  const folder = userFolder(r.user_name);
  const filePath = r.file_path.replaceAll('{user}', folder);
  return {
    eventId: r.id,
    eventGuid: `f3c1a9d2-7b4e-4a1f-9c6d-${String(r.id).padStart(12, '0')}`,
    reportedEventDate: isoSeconds(new Date(r.reported_at)),
    eventType: r.event_type,
    action: r.action,
    severity: r.severity,
    computerGuid: r.computer_guid,
    computerName: r.computer_name,
    groupName: r.group_name,
    companyName: r.company_name,
    userName: r.user_name,
    fileName: r.file_name,
    filePath,
    sha256: r.sha256,
    publisher: r.publisher,
    hashClass: r.hash_class,
    policyName: r.policy_name,
    // The folder goes into JSON text: escaped as a JSON string's content.
    processTree:
      r.process_tree === null
        ? null
        : eventProcessTree(
            JSON.parse(
              r.process_tree.replaceAll('{user}', JSON.stringify(folder).slice(1, -1)),
            ) as StoredNode,
            { userName: r.user_name, sha256: r.sha256, filePath, action: r.action },
          ),
  };
}

// ---------------------------------------------------------------- hashes

/** The last detection refresh: daily at 03:00 UTC while the hash is under a year old (from first seen). */
function lastRefreshSql(now: string): string {
  const r = `date_bin('1 day', least(${now}::timestamptz, h.first_seen + interval '1 year' - interval '1 microsecond'), timestamptz '2000-01-01T03:00:00Z')`;
  return `case when ${r} < h.first_seen then null else ${r} end`;
}

function fileHashColumns(now: string): string {
  return `h.sha256, h.md5, h.sha1, h.file_name as "fileName", h.hash_type as "hashType", h.hash_class as "hashClass",
    h.severity, h.detection_count as "detectionCount", h.engine_count as "engineCount", s.cc as "computerCount",
    s.ec as "eventCount", ${iso('h.first_seen')} as "firstSeen", ${iso('s.ls')} as "lastSeen",
    ${iso(lastRefreshSql(now))} as "lastDetectionRefresh", h.publisher`;
}

const HASH_SORT: Record<string, string> = {
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
};

interface HashRef {
  id: number;
  sha256: string;
  file_name: string;
  hash_class: S['HashClass'];
}

async function hashBySha(db: Queryable, sha256: string): Promise<HashRef | null> {
  const [row] = await db.query<HashRef>(
    'select id, sha256, file_name, hash_class from file_hashes where sha256 = $1',
    [sha256],
  );
  return row ?? null;
}

const VISIBILITY_SORT: Record<string, string> = {
  computerName: 'lower(c.name)',
  groupName: 'lower(g.name)',
  firstSeen: 'x.first_seen',
  lastSeen: 'x.last_seen',
  eventCount: 'x.n',
};

// ---------------------------------------------------------------- audit log

const AUDIT_SORT: Record<string, string> = {
  timestamp: 'a.logged_at',
  userEmail: 'lower(a.user_email)',
  action: 'a.action',
};

// ---------------------------------------------------------------- handlers

export const inspectionHandlers: HandlerMap = {
  async Event_GetEventInspectionPageData({ db, scope, body, t }) {
    if (body.dateRange && Date.parse(body.dateRange.endDate) < Date.parse(body.dateRange.startDate))
      return badRange(t, '/dateRange/endDate');
    const deleted = await deletedCompanies(db, scope);

    if (body.mode === 'summary') {
      const p = new Params();
      const f = await eventFilter(db, p, scope, deleted, body);
      const order = sortClause(
        body.sortColumn,
        body.sortDir,
        SUMMARY_SORT,
        { column: 'reportedEventDate', dir: 'desc' },
        ['h.id', 'x.event_type'],
      );
      const countParams = p.values.length;
      const groups = `select e.hash_id, e.event_type, count(*)::int as n, count(distinct e.computer_id)::int as cc,
          min(e.reported_at) as first_seen, max(e.reported_at) as last_seen
        from events e where ${f.where} group by e.hash_id, e.event_type`;
      // The page is sorted and cut first; only its rows are formatted.
      const rows = await db.query<S['EventSummary'] & { total: number }>(
        `select h.file_name as "fileName", h.sha256, x.event_type as "eventType", h.hash_class as "hashClass", x.n as count,
           x.cc as "computerCount", ${iso('x.first_seen')} as "firstSeen", ${iso('x.last_seen')} as "lastSeen", x.total
         from (select x.*, count(*) over ()::int as total from (${groups}) x join file_hashes h on h.id = x.hash_id
               ${order} ${limitOffset(p, body.page, body.pageSize)}) x
         join file_hashes h on h.id = x.hash_id
         ${order}`,
        p.values,
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && body.page > 1) {
        const [row] = await readCached<{ n: number }>(
          db,
          `select count(*)::int as n from (select 1 from events e where ${f.where} group by e.hash_id, e.event_type) x`,
          p.values.slice(0, countParams),
        );
        total = row?.n ?? 0;
      }
      return ok(
        rows.map(({ total: _total, ...r }) => r),
        { totalCount: total },
      );
    }

    const p = new Params();
    const f = await eventFilter(db, p, scope, deleted, body);
    const order = sortClause(
      body.sortColumn,
      body.sortDir,
      EVENT_SORT,
      { column: 'reportedEventDate', dir: 'desc' },
      ['e.id'],
    );
    const countParams = p.values.length;
    // The page is found on the events table (and its indexes) alone; its rows are then joined.
    const sortJoins = [
      /c\./.test(order) ? 'join computers c on c.id = e.computer_id' : '',
      /v\./.test(order) ? 'join event_variants v on v.id = e.variant_id' : '',
    ].join(' ');
    const rows = (
      await db.query<EventRow>(
        `select ${EVENT_ROW_COLUMNS}
       from (select e.id from events e ${sortJoins} where ${f.where} ${order} ${limitOffset(p, body.page, body.pageSize)}) x
       join events e on e.id = x.id join event_variants v on v.id = e.variant_id join file_hashes h on h.id = e.hash_id
       join computers c on c.id = e.computer_id join groups g on g.id = e.group_id join companies co on co.id = e.company_id
       ${order}`,
        p.values,
      )
    ).map(securityEvent);
    let total: number;
    if (f.rollup) total = await countUnrestricted(db, body);
    else if (body.page === 1 && rows.length < body.pageSize) total = rows.length;
    else {
      const [row] = await readCached<{ n: number }>(
        db,
        `select count(*)::int as n from events e where ${f.where}`,
        p.values.slice(0, countParams),
      );
      total = row?.n ?? 0;
    }
    return ok(rows, { totalCount: total });
  },

  async Event_GetEventDetail({ db, scope, query }) {
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const [row] = await db.query<EventRow>(
      `select ${EVENT_ROW_COLUMNS}
       from events e join event_variants v on v.id = e.variant_id join file_hashes h on h.id = e.hash_id
       join computers c on c.id = e.computer_id join groups g on g.id = e.group_id join companies co on co.id = e.company_id
       where e.id = ${p.add(query.eventId)} and ${eventScopeWhere(p, scope, deleted)}`,
      p.values,
    );
    return row ? ok(securityEvent(row)) : notFound();
  },

  async HashInspection_GetHashInformationAllHash({ db, scope, body, now }) {
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
    const order = sortClause(body.sortColumn, body.sortDir, HASH_SORT, { column: 'lastSeen', dir: 'desc' }, [
      'h.id',
    ]);
    const countParams = p.values.length;
    // The page is sorted and cut first (on the statistics' indexes in the default order); only
    // its rows are formatted. The total is counted apart and kept (the statistics change only
    // with a new seed), on the statistics alone when no filter needs the hash's own columns.
    const page = `select s.*, h.id from (${stats}) s join file_hashes h on h.id = s.hash_id where ${where} ${order}
      ${limitOffset(p, body.page, body.pageSize)}`;
    const n = p.add(now.toISOString());
    const rows = await db.query<S['FileHash']>(
      `select ${fileHashColumns(n)} from (${page}) s join file_hashes h on h.id = s.id ${order}`,
      p.values,
    );
    let total: number;
    if (body.page === 1 && rows.length < body.pageSize) total = rows.length;
    else {
      const [row] = await readCached<{ n: number }>(
        db,
        parts.length === 0
          ? `select count(*)::int as n from (${stats}) s`
          : `select count(*)::int as n from (${stats}) s join file_hashes h on h.id = s.hash_id where ${where}`,
        p.values.slice(0, countParams),
      );
      total = row?.n ?? 0;
    }
    return ok(rows, { totalCount: total });
  },

  async HashInspection_GetHashInformationPage({ db, scope, body, now }) {
    const hash = await hashBySha(db, body.sha256);
    if (!hash) return notFound();
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
    if (!head) return notFound();
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
    return ok({
      hash: fileHash,
      detectionRefresh: {
        eligible,
        lastRefresh: fileHash.lastDetectionRefresh,
        nextRefresh: eligible ? nextRefresh : null,
      },
      filePaths: paths.map((r) => r.path),
      computers,
      events: { total: fileHash.eventCount, blocked, allowed, audited, byEventType: byType },
    });
  },

  async HashInspection_GetHashVisibilityHashDetail({ db, scope, body }) {
    const hash = await hashBySha(db, body.sha256);
    if (!hash) return notFound();
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
    if (groups.length === 0) return notFound();
    const computerParts: string[] = [];
    const q = new Params();
    q.values.push(...p.values);
    if (body.groupGuid) computerParts.push(`g.guid = ${q.add(body.groupGuid)}::uuid`);
    const search = body.search?.trim();
    if (search) {
      const s = q.add(likePattern(search));
      computerParts.push(`(c.name ilike ${s} or x.path ilike ${s})`);
    }
    const order = sortClause(
      body.sortColumn,
      body.sortDir,
      VISIBILITY_SORT,
      { column: 'lastSeen', dir: 'desc' },
      ['c.id'],
    );
    const computers = await db.query<S['HashVisibilityComputer'] & { total: number }>(
      `select c.guid::text as "computerGuid", c.name as "computerName", g.guid::text as "groupGuid", g.name as "groupName",
         s.name as "siteName", x.path as "filePath", ${iso('x.first_seen')} as "firstSeen", ${iso('x.last_seen')} as "lastSeen",
         x.n as "eventCount", x.last_action as "lastAction", count(*) over ()::int as total
       from (${perComputer}) x join computers c on c.id = x.computer_id and not c.deleted
         join groups g on g.id = c.group_id join sites s on s.id = g.site_id
       where ${computerParts.join(' and ') || 'true'} ${order} ${limitOffset(q, body.page, body.pageSize)}`,
      q.values,
    );
    let total = computers[0]?.total ?? 0;
    if (computers.length === 0 && body.page > 1) {
      const [row] = await readCached<{ n: number }>(
        db,
        `select count(*)::int as n from (${perComputer}) x join computers c on c.id = x.computer_id and not c.deleted
           join groups g on g.id = c.group_id where ${computerParts.join(' and ') || 'true'}`,
        q.values.slice(0, q.values.length - 2),
      );
      total = row?.n ?? 0;
    }
    const first = groups.reduce((m, g) => (g.first < m ? g.first : m), groups[0]!.first);
    const last = groups.reduce((m, g) => (g.last > m ? g.last : m), groups[0]!.last);
    const entityData: S['HashVisibility'] = {
      sha256: hash.sha256,
      fileName: hash.file_name,
      hashClass: hash.hash_class,
      computerCount: groups.reduce((sum, g) => sum + g.computerCount, 0),
      groupCount: groups.length,
      firstSeen: isoSeconds(first),
      lastSeen: isoSeconds(last),
      groups: groups.map(({ first: _f, last: _l, ...g }) => g),
      computers: computers.map(({ total: _t, ...c }) => c),
    };
    return {
      status: 200,
      body: {
        isSuccess: true,
        message: null,
        entityData,
        totalCount: total,
        entityDataCount: computers.length,
      },
    };
  },

  async Agsc_GetAuditLogs({ db, scope, body, t }) {
    if (body.dateRange && Date.parse(body.dateRange.endDate) < Date.parse(body.dateRange.startDate))
      return badRange(t, '/dateRange/endDate');
    const p = new Params();
    const parts: string[] = [];
    // A company's log, a partner's log (its own entries and its companies'), or everything.
    if (scope.companyId !== null) parts.push(`a.company_id = ${p.add(scope.companyId)}`);
    else if (scope.partnerId !== null) parts.push(`a.partner_id = ${p.add(scope.partnerId)}`);
    if (body.dateRange) {
      parts.push(`a.logged_at >= ${p.add(body.dateRange.startDate)}::timestamptz`);
      parts.push(`a.logged_at <= ${p.add(body.dateRange.endDate)}::timestamptz`);
    }
    if (body.userEmail) parts.push(`lower(a.user_email) = lower(${p.add(body.userEmail)})`);
    if (body.action) parts.push(`a.action = ${p.add(body.action)}`);
    if (body.entityType) parts.push(`a.entity_type = ${p.add(body.entityType)}`);
    const search = body.search?.trim();
    if (search) {
      const s = p.add(likePattern(search));
      parts.push(`(a.user_name ilike ${s} or a.entity_name ilike ${s} or a.details ilike ${s})`);
    }
    const where = parts.join(' and ') || 'true';
    const order = sortClause(
      body.sortColumn,
      body.sortDir,
      AUDIT_SORT,
      { column: 'timestamp', dir: 'desc' },
      ['a.logged_at', 'a.id'],
    );
    const countParams = p.values.length;
    const rows = await db.query<S['AuditLog']>(
      `select a.id as "auditId", ${iso('a.logged_at')} as timestamp, a.user_email as "userEmail", a.user_name as "userName",
         a.action, a.entity_type as "entityType", a.entity_name as "entityName", a.details, a.ip_address as "ipAddress"
       from audit_logs a where ${where} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    const [row] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from audit_logs a where ${where}`,
      p.values.slice(0, countParams),
    );
    return ok(rows, { totalCount: row?.n ?? 0 });
  },
};

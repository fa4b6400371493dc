// Handlers of the Dashboard area: asset counts of companies, sites and groups, the top-5
// widgets, the overview tiles and the time series of the charts. Everything is aggregated on
// request from computers, events (through their company/date index) and alerts, within the
// scope the session and headers allow. "Blocks" are events whose action is blocked.
import type { components } from '../../src/gen/openapi.gen';
import { WEEK, dashboardWindow, type TimeWindow } from '../../src/domain/dashboard-window';
import { readCached, type Queryable } from '../db/database';
import { COMPUTER_FROM, COMPUTER_SUMMARY, computerOrder } from '../data/computer-rows';
import { hashStatsSql } from '../data/hash-stats';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import { computerScopeWhere, deletedCompanies, eventScopeWhere, nodeInScope } from '../data/scope-filters';
import { Params, likePattern, limitOffset, orderBy } from '../data/sql';
import { iso, isoSeconds } from '../data/timestamps';
import type { HandlerMap } from '../http/types';

type S = components['schemas'];

const TOP = 5;
const MAX_POINTS = 2400;

/**
 * The window of the figures asked without one (the overview's blocks, the top 5 computers and
 * groups): the console's "last 7 days", the same instants its links open (src/lib).
 */
const weekOf = (now: Date): TimeWindow => dashboardWindow(WEEK, now.getTime());

// ---------------------------------------------------------------- asset counts

/** Computer counts of the scope per key (an SQL expression over COMPUTER_FROM). */
function countsBy(p: Params, scope: Scope, key: string): string {
  return `select ${key} as key, count(*)::int as total, count(*) filter (where c.online)::int as online,
      count(*) filter (where c.protection_mode = 'Protected')::int as protected,
      count(*) filter (where c.protection_mode = 'Lockdown')::int as lockdown,
      count(*) filter (where c.protection_mode = 'Discovery')::int as discovery
    from ${COMPUTER_FROM} where ${computerScopeWhere(p, scope)} group by ${key}`;
}

const COUNTS_JSON = `json_build_object('computerCount', coalesce(k.total, 0), 'onlineCount', coalesce(k.online, 0),
  'offlineCount', coalesce(k.total, 0) - coalesce(k.online, 0), 'protectedCount', coalesce(k.protected, 0),
  'lockdownCount', coalesce(k.lockdown, 0), 'discoveryCount', coalesce(k.discovery, 0))`;

/** Sites of a company the scope may see (site roles: theirs; group roles: those with their groups). */
function siteVisible(p: Params, scope: Scope, alias: string): string {
  const parts: string[] = [];
  if (scope.siteIds !== null) parts.push(`${alias}.id = any(${p.add(scope.siteIds)}::int[])`);
  if (scope.groupIds !== null)
    parts.push(
      `exists (select 1 from groups vg where vg.site_id = ${alias}.id and vg.id = any(${p.add(scope.groupIds)}::int[]))`,
    );
  return parts.join(' and ') || 'true';
}

function groupVisible(p: Params, scope: Scope, alias: string): string {
  return scope.groupIds !== null ? `${alias}.id = any(${p.add(scope.groupIds)}::int[])` : 'true';
}

// ---------------------------------------------------------------- events and alerts

/**
 * Events of the scope in a window, both ends included (as the event list's date range reads
 * it), with the scope's deleted companies left out (as the list leaves them out).
 */
function eventsWithin(
  p: Params,
  scope: Scope,
  deleted: number[],
  window: Pick<TimeWindow, 'startDate' | 'endDate'>,
) {
  return `${eventScopeWhere(p, scope, deleted)} and e.reported_at >= ${p.add(window.startDate)}::timestamptz
    and e.reported_at <= ${p.add(window.endDate)}::timestamptz`;
}

/** Blocks of the scope in a window. */
const blocksWhere = (
  p: Params,
  scope: Scope,
  deleted: number[],
  window: Pick<TimeWindow, 'startDate' | 'endDate'>,
) => `${eventsWithin(p, scope, deleted, window)} and e.action = 'blocked'`;

/**
 * The computers with the most blocks in a window, most first (the latest block, then the id,
 * breaking ties): the top 5 computers of the week and the top computers' blocks of a range are
 * one ranking. Deleted computers have no page to open and are left out.
 */
function topBlockedSql(
  p: Params,
  scope: Scope,
  deleted: number[],
  window: Pick<TimeWindow, 'startDate' | 'endDate'>,
) {
  return `select x.computer_id, x.n, x.last from (select e.computer_id, count(*)::int as n, max(e.reported_at) as last from events e
      where ${blocksWhere(p, scope, deleted, window)} group by e.computer_id) x
    join computers c on c.id = x.computer_id and not c.deleted
    order by x.n desc, x.last desc, x.computer_id limit ${TOP}`;
}

const ALARM_FROM = `alarms a left join computers c on c.id = a.computer_id left join groups g on g.id = c.group_id
  left join companies co on co.id = a.company_id`;

/** Alerts of the scope (as the alert console shows them): the global ones only when unrestricted. */
function alarmWhere(p: Params, scope: Scope): string {
  const parts = ['(co.id is null or not co.deleted)'];
  if (scope.companyIds === null && scope.siteIds === null && scope.groupIds === null) return parts[0]!;
  parts.push(
    scope.companyIds === null
      ? 'a.company_id is not null'
      : `a.company_id = any(${p.add(scope.companyIds)}::int[])`,
  );
  if (scope.siteIds !== null) parts.push(`g.site_id = any(${p.add(scope.siteIds)}::int[])`);
  if (scope.groupIds !== null) parts.push(`c.group_id = any(${p.add(scope.groupIds)}::int[])`);
  return parts.join(' and ');
}

// ---------------------------------------------------------------- time series

type Bucket = S['TimeBucket'];

interface Range {
  start: Date;
  end: Date;
  bucket: Bucket;
  width: number;
  /** Bucket starts (epoch ms) from the bucket of start to the bucket of end. */
  keys: number[];
}

function rangeOf(
  body: S['DashboardRangeRequest'],
  t: (key: string) => string,
): Range | ReturnType<typeof invalid> {
  const start = new Date(body.startDate);
  const end = new Date(body.endDate);
  const error = (field: string) =>
    invalid([{ field, messageKey: 'validation.common.invalid', message: t('validation.common.invalid') }]);
  if (end.getTime() < start.getTime()) return error('/endDate');
  const bucket = body.bucket ?? 'day';
  const width = bucket === 'hour' ? 3_600_000 : 86_400_000;
  const first = Math.floor(start.getTime() / width) * width;
  if ((end.getTime() - first) / width >= MAX_POINTS) return error('/bucket');
  const keys: number[] = [];
  for (let k = first; k <= end.getTime(); k += width) keys.push(k);
  return { start, end, bucket, width, keys };
}

const isRange = (r: Range | ReturnType<typeof invalid>): r is Range => 'keys' in r;

const binSql = (range: Range, column: string) =>
  `(extract(epoch from date_bin(interval '1 ${range.bucket}', ${column}, timestamptz '2000-01-01T00:00:00Z')) * 1000)::float8`;

/** Fills the buckets of a range from (key, bin, n) rows, one series per key. */
function series<K extends string | number>(range: Range, rows: Array<{ key: K; bin: number; n: number }>) {
  const byKey = new Map<K, Map<number, number>>();
  for (const r of rows) {
    const m = byKey.get(r.key) ?? new Map<number, number>();
    m.set(r.bin, (m.get(r.bin) ?? 0) + r.n);
    byKey.set(r.key, m);
  }
  return (key: K) => {
    const m = byKey.get(key) ?? new Map<number, number>();
    const points = range.keys.map((k) => ({ timestamp: isoSeconds(k), count: m.get(k) ?? 0 }));
    return { total: points.reduce((s, x) => s + x.count, 0), points };
  };
}

/** The range a reply covers; its end no later than now (a window ends with its current bucket). */
const rangeEnvelope = (range: Range, now: Date) => ({
  bucket: range.bucket,
  startDate: isoSeconds(range.start.getTime()),
  endDate: isoSeconds(Math.min(range.end.getTime(), now.getTime())),
});

/** Events of the scope in the range [start, end]. */
const eventsInRange = (p: Params, scope: Scope, deleted: number[], range: Range): string =>
  eventsWithin(p, scope, deleted, { startDate: range.start.toISOString(), endDate: range.end.toISOString() });

// ---------------------------------------------------------------- overview

interface Level {
  level: S['ScopeLevel'];
  guid: string;
  name: string;
}

async function levelOf(db: Queryable, scope: Scope): Promise<Level | null> {
  const groupId = scope.groupId ?? (scope.groupIds?.length === 1 ? scope.groupIds[0]! : null);
  if (groupId !== null) {
    const [g] = await db.query<{ guid: string; name: string }>(
      'select guid::text as guid, name from groups where id = $1',
      [groupId],
    );
    if (g) return { level: 'group', ...g };
  }
  const siteId = scope.siteId ?? (scope.siteIds?.length === 1 ? scope.siteIds[0]! : null);
  if (siteId !== null) {
    const [s] = await db.query<{ guid: string; name: string }>(
      'select guid::text as guid, name from sites where id = $1',
      [siteId],
    );
    if (s) return { level: 'site', ...s };
  }
  if (scope.companyId !== null) {
    const [c] = await db.query<{ guid: string; name: string }>(
      'select guid::text as guid, name from companies where id = $1',
      [scope.companyId],
    );
    if (c) return { level: 'company', ...c };
  }
  if (scope.partnerId !== null) {
    const [p] = await db.query<{ guid: string; name: string }>(
      'select guid::text as guid, name from partners where id = $1',
      [scope.partnerId],
    );
    if (p) return { level: 'partner', ...p };
  }
  return null;
}

/** The guid of a company named by id (null when there is none: refused like another tenant's). */
async function companyGuidOf(db: Queryable, companyId: number): Promise<string | null> {
  const [row] = await db.query<{ guid: string }>('select guid::text as guid from companies where id = $1', [
    companyId,
  ]);
  return row?.guid ?? null;
}

// ---------------------------------------------------------------- handlers

export const dashboardHandlers: HandlerMap = {
  async Dashboard_GetCompanyAssets({ db, scope }) {
    const p = new Params();
    const k = countsBy(p, scope, 's.company_id');
    const companies = scope.companyIds !== null ? `and co.id = any(${p.add(scope.companyIds)}::int[])` : '';
    const rows = await db.query<S['CompanyAsset']>(
      `select co.id as "companyId", co.guid::text as "companyGuid", co.name as "companyName", pa.id as "partnerId",
         pa.name as "partnerName", co.license_status as "licenseStatus",
         (select count(*)::int from sites vs where vs.company_id = co.id and ${siteVisible(p, scope, 'vs')}) as "siteCount",
         ${COUNTS_JSON} as counts
       from companies co join partners pa on pa.id = co.partner_id left join (${k}) k on k.key = co.id
       where not co.deleted ${companies}
       order by lower(co.name), co.id`,
      p.values,
    );
    return ok(rows);
  },

  async Dashboard_GetSiteAssets({ db, scope, query, t }) {
    // The company by guid or by id (the asset pages' path carries the id), exactly one.
    if ((query.companyGuid === undefined) === (query.companyId === undefined))
      return invalid([
        {
          field: '/companyGuid',
          messageKey: 'validation.common.invalid',
          message: t('validation.common.invalid'),
        },
      ]);
    const guid = query.companyGuid ?? (await companyGuidOf(db, query.companyId!));
    const company = guid === null ? 'forbidden' : await nodeInScope(db, scope, 'company', guid);
    if (company === 'forbidden') return forbidden();
    const p = new Params();
    const k = countsBy(p, scope, 'g.site_id');
    const rows = await db.query<S['SiteAsset']>(
      `select si.id as "siteId", si.guid::text as "siteGuid", si.name as "siteName", si.main_id as "mainId",
         co.guid::text as "companyGuid", co.name as "companyName",
         (select count(*)::int from groups vg2 where vg2.site_id = si.id and ${groupVisible(p, scope, 'vg2')}) as "groupCount",
         ${COUNTS_JSON} as counts
       from sites si join companies co on co.id = si.company_id left join (${k}) k on k.key = si.id
       where si.company_id = ${p.add(company.id)} and ${siteVisible(p, scope, 'si')}
       order by lower(si.name), si.id`,
      p.values,
    );
    return ok(rows);
  },

  async Dashboard_GetGroupAssets({ db, scope, query }) {
    const site = await nodeInScope(db, scope, 'site', query.siteGuid);
    if (site === 'forbidden') return forbidden();
    const p = new Params();
    const k = countsBy(p, scope, 'c.group_id');
    const rows = await db.query<S['GroupAsset']>(
      `select gr.id as "groupId", gr.guid::text as "groupGuid", gr.name as "groupName", gr.main_id as "mainId", gr.agms,
         si.guid::text as "siteGuid", si.name as "siteName", ${COUNTS_JSON} as counts
       from groups gr join sites si on si.id = gr.site_id left join (${k}) k on k.key = gr.id
       where gr.site_id = ${p.add(site.id)} and ${groupVisible(p, scope, 'gr')}
       order by lower(gr.name), gr.id`,
      p.values,
    );
    return ok(rows);
  },

  async Dashboard_GetTopComputers({ db, scope, now }) {
    if (scope.companyIds === null && scope.siteIds === null && scope.groupIds === null) {
      // Over every tenant the list means nothing: the widget shows the server's message.
      return {
        status: 200,
        body: {
          isSuccess: false,
          message: 'Select a partner or a company to see its top computers.',
          entityData: null,
          totalCount: 0,
          entityDataCount: 0,
        },
      };
    }
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const rows = await db.query<Omit<S['TopComputer'], 'rank'>>(
      `select c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", g.guid::text as "groupGuid",
         g.name as "groupName", s.name as "siteName", c.protection_mode as "protectionMode", c.online,
         x.n as "blockCount", ${iso('x.last')} as "lastBlockedOn"
       from (${topBlockedSql(p, scope, deleted, weekOf(now))}) x
       join computers c on c.id = x.computer_id join groups g on g.id = c.group_id join sites s on s.id = g.site_id
       order by x.n desc, x.last desc, c.id`,
      p.values,
    );
    return ok(rows.map((r, i) => ({ rank: i + 1, ...r })));
  },

  async Dashboard_GetTopFiveGroups({ db, scope, now }) {
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const rows = await db.query<Omit<S['TopGroup'], 'rank'>>(
      `select g.guid::text as "groupGuid", g.name as "groupName", s.guid::text as "siteGuid", s.name as "siteName",
         s.company_id as "companyId",
         (select count(*)::int from computers k where k.group_id = g.id and not k.deleted) as "computerCount",
         x.cc as "blockedComputerCount", x.n as "blockCount"
       from (select e.group_id, count(*)::int as n, count(distinct e.computer_id)::int as cc
             from events e where ${blocksWhere(p, scope, deleted, weekOf(now))} group by e.group_id) x
       join groups g on g.id = x.group_id join sites s on s.id = g.site_id
       order by x.n desc, lower(g.name), g.id limit ${TOP}`,
      p.values,
    );
    return ok(rows.map((r, i) => ({ rank: i + 1, ...r })));
  },

  async Dashboard_GetCompanyOverviewInformation({ db, scope, now }) {
    const level = await levelOf(db, scope);
    if (!level) return notFound();
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const [counts] = await db.query<{
      total: number;
      online: number;
      protected: number;
      lockdown: number;
      discovery: number;
    }>(
      `select count(*)::int as total, count(*) filter (where c.online)::int as online,
         count(*) filter (where c.protection_mode = 'Protected')::int as protected,
         count(*) filter (where c.protection_mode = 'Lockdown')::int as lockdown,
         count(*) filter (where c.protection_mode = 'Discovery')::int as discovery
       from ${COMPUTER_FROM} where ${computerScopeWhere(p, scope)}`,
      p.values,
    );
    const q = new Params();
    const [alerts] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from ${ALARM_FROM} where a.status = 'Unresolved' and ${alarmWhere(q, scope)}`,
      q.values,
    );
    const b = new Params();
    const [blocks] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from events e where ${blocksWhere(b, scope, deleted, weekOf(now))}`,
      b.values,
    );
    let license: { status: S['LicenseStatus']; expires: string | null; seats: number | null } | null = null;
    if (level.level !== 'partner' && scope.companyId !== null) {
      const [row] = await db.query<{
        status: S['LicenseStatus'];
        expires: string | null;
        seats: number | null;
      }>(
        `select co.license_status as status, ${iso('l.expires_on')} as expires, l.licensed_computers as seats
         from companies co left join company_licenses l on l.company_id = co.id where co.id = $1`,
        [scope.companyId],
      );
      license = row ?? null;
    }
    const total = counts?.total ?? 0;
    return ok({
      scopeLevel: level.level,
      scopeGuid: level.guid,
      scopeName: level.name,
      computerCount: total,
      onlineCount: counts?.online ?? 0,
      offlineCount: total - (counts?.online ?? 0),
      protectedCount: counts?.protected ?? 0,
      lockdownCount: counts?.lockdown ?? 0,
      discoveryCount: counts?.discovery ?? 0,
      unresolvedAlertCount: alerts?.n ?? 0,
      blocksLast7Days: blocks?.n ?? 0,
      licenseStatus: license?.status ?? null,
      licenseExpiresOn: license?.expires ?? null,
      licensedComputers: license?.seats ?? null,
    });
  },

  async Dashboard_GetKnownThreads({ db, scope }) {
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const rows = await db.query<Omit<S['KnownThreat'], 'rank'>>(
      `select h.file_name as "fileName", h.sha256, h.hash_class as "hashClass", s.ec as detections, s.cc as "computerCount",
         ${iso('s.ls')} as "lastSeen"
       from (${hashStatsSql(p, scope, deleted, ['malicious', 'suspicious'])}) s join file_hashes h on h.id = s.hash_id
       order by s.ec desc, s.ls desc, h.id limit ${TOP}`,
      p.values,
    );
    return ok(rows.map((r, i) => ({ rank: i + 1, ...r })));
  },

  async Dashboard_GetEventTrends({ db, scope, body, t, now }) {
    const range = rangeOf(body, t);
    if (!isRange(range)) return range;
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const rows = await db.query<{ key: S['EventAction']; bin: number; n: number }>(
      `select e.action as key, ${binSql(range, 'e.reported_at')} as bin, count(*)::int as n
       from events e where ${eventsInRange(p, scope, deleted, range)} group by 1, 2`,
      p.values,
    );
    const of = series(range, rows);
    const actions: S['EventAction'][] = ['blocked', 'allowed', 'audited'];
    return ok({ ...rangeEnvelope(range, now), series: actions.map((action) => ({ action, ...of(action) })) });
  },

  async Dashboard_GetTopComputerBlocks({ db, scope, body, t }) {
    const range = rangeOf(body, t);
    if (!isRange(range)) return range;
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const window = { startDate: range.start.toISOString(), endDate: range.end.toISOString() };
    const top = await db.query<{ id: number; computerGuid: string; computerName: string; groupName: string }>(
      `select c.id, c.guid::text as "computerGuid", c.name as "computerName", g.name as "groupName"
       from (${topBlockedSql(p, scope, deleted, window)}) x
       join computers c on c.id = x.computer_id join groups g on g.id = c.group_id
       order by x.n desc, x.last desc, c.id`,
      p.values,
    );
    let of: ReturnType<typeof series<number>> = series<number>(range, []);
    if (top.length > 0) {
      const q = new Params();
      const rows = await db.query<{ key: number; bin: number; n: number }>(
        `select e.computer_id as key, ${binSql(range, 'e.reported_at')} as bin, count(*)::int as n
         from events e where ${blocksWhere(q, scope, deleted, window)}
           and e.computer_id = any(${q.add(top.map((c) => c.id))}::int[]) group by 1, 2`,
        q.values,
      );
      of = series(range, rows);
    }
    return ok(top.map(({ id, ...c }, i) => ({ rank: i + 1, ...c, ...of(id) })));
  },

  async Dashboard_GetBlocksOverTime({ db, scope, body, t, now }) {
    const range = rangeOf(body, t);
    if (!isRange(range)) return range;
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const rows = await db.query<{ key: number; bin: number; n: number }>(
      `select 0 as key, ${binSql(range, 'e.reported_at')} as bin, count(*)::int as n
       from events e where ${eventsInRange(p, scope, deleted, range)} and e.action = 'blocked' group by 2`,
      p.values,
    );
    return ok({ ...rangeEnvelope(range, now), ...series(range, rows)(0) });
  },

  async Dashboard_GetAlertSummary({ db, scope, body, t, now }) {
    const range = rangeOf(body, t);
    if (!isRange(range)) return range;
    const p = new Params();
    const where = `${alarmWhere(p, scope)} and a.triggered_on >= ${p.add(range.start.toISOString())}::timestamptz
      and a.triggered_on <= ${p.add(range.end.toISOString())}::timestamptz`;
    const rows = await db.query<{
      status: S['AlertStatus'];
      severity: S['AlarmSeverity'];
      bin: number;
      n: number;
    }>(
      `select a.status, a.severity, ${binSql(range, 'a.triggered_on')} as bin, count(*)::int as n
       from ${ALARM_FROM} where ${where} group by 1, 2, 3`,
      p.values,
    );
    const statuses: S['AlertStatus'][] = ['Unresolved', 'InReview', 'Resolved'];
    const severities: S['AlarmSeverity'][] = ['Critical', 'High', 'Medium', 'Low'];
    const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + r.n, 0);
    const all = series(
      range,
      rows.map((r) => ({ key: 0, bin: r.bin, n: r.n })),
    )(0);
    return ok({
      startDate: rangeEnvelope(range, now).startDate,
      endDate: rangeEnvelope(range, now).endDate,
      total: all.total,
      byStatus: statuses.map((status) => ({ status, count: sum((r) => r.status === status) })),
      bySeverity: severities.map((severity) => ({ severity, count: sum((r) => r.severity === severity) })),
      points: all.points,
    });
  },

  async Dashboard_GetNumberOfBlocksByTime({ db, scope, body, t, now }) {
    const range = rangeOf(body, t);
    if (!isRange(range)) return range;
    const deleted = await deletedCompanies(db, scope);
    const p = new Params();
    const rows = await db.query<{ key: S['EventType']; bin: number; n: number }>(
      `select e.event_type as key, ${binSql(range, 'e.reported_at')} as bin, count(*)::int as n
       from events e where ${eventsInRange(p, scope, deleted, range)} and e.action = 'blocked' group by 1, 2`,
      p.values,
    );
    const of = series(range, rows);
    const types = [...new Set(rows.map((r) => r.key))];
    const list = types
      .map((eventType) => ({ eventType, ...of(eventType) }))
      .sort((a, b) => b.total - a.total || a.eventType.localeCompare(b.eventType));
    return ok({ ...rangeEnvelope(range, now), total: list.reduce((s, x) => s + x.total, 0), series: list });
  },

  async Dashboard_GetGroupAssetsWithComputer({ db, scope, body }) {
    const site = await nodeInScope(db, scope, 'site', body.siteGuid);
    if (site === 'forbidden') return forbidden();
    const p = new Params();
    const parts = [`gr.site_id = ${p.add(site.id)}`, groupVisible(p, scope, 'gr')];
    if (body.groupGuid) parts.push(`gr.guid = ${p.add(body.groupGuid)}::uuid`);
    const search = body.search?.trim();
    if (search) parts.push(`gr.name ilike ${p.add(likePattern(search))}`);
    const k = countsBy(p, scope, 'c.group_id');
    const order = orderBy(
      body.sortColumn,
      body.sortDir,
      {
        groupName: 'lower(gr.name)',
        computerCount: 'coalesce(k.total, 0)',
        onlineCount: 'coalesce(k.online, 0)',
        offlineCount: 'coalesce(k.total, 0) - coalesce(k.online, 0)',
      },
      { column: 'groupName', dir: 'asc' },
      'gr.id',
    );
    const from = `groups gr join sites si on si.id = gr.site_id left join (${k}) k on k.key = gr.id`;
    const where = parts.join(' and ');
    const countParams = p.values.length;
    const groups = await db.query<Omit<S['GroupAssetWithComputers'], 'computers'>>(
      `select gr.id as "groupId", gr.guid::text as "groupGuid", gr.name as "groupName", gr.main_id as "mainId", gr.agms,
         si.guid::text as "siteGuid", si.name as "siteName", ${COUNTS_JSON} as counts
       from ${from} where ${where} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from ${from} where ${where}`,
      p.values.slice(0, countParams),
    );
    const perGroup = body.computersPerGroup ?? 10;
    const computers = new Map<number, S['AssetComputer'][]>();
    if (perGroup > 0 && groups.length > 0) {
      const q = new Params();
      const rows = await db.query<S['AssetComputer'] & { groupId: number }>(
        `select x."groupId", x."computerId", x."computerGuid", x."computerName", x.os, x."protectionMode", x.online, x."lastSeen"
         from (select c.group_id as "groupId", c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", c.os,
                 c.protection_mode as "protectionMode", c.online, ${iso('c.last_seen')} as "lastSeen",
                 row_number() over (partition by c.group_id order by lower(c.name), c.id) as rn
               from ${COMPUTER_FROM} where ${computerScopeWhere(q, scope)}
                 and c.group_id = any(${q.add(groups.map((g) => g.groupId))}::int[])) x
         where x.rn <= ${q.add(perGroup)} order by x."groupId", x.rn`,
        q.values,
      );
      for (const { groupId, ...c } of rows) computers.set(groupId, [...(computers.get(groupId) ?? []), c]);
    }
    return ok(
      groups.map((g) => ({ ...g, computers: computers.get(g.groupId) ?? [] })),
      { totalCount: count?.n ?? 0 },
    );
  },

  async Dashboard_GetComputerBrowseAsset({ db, scope, body }) {
    const site = await nodeInScope(db, scope, 'site', body.siteGuid);
    if (site === 'forbidden') return forbidden();
    const p = new Params();
    const parts = [computerScopeWhere(p, scope), `g.site_id = ${p.add(site.id)}`];
    if (body.groupGuid) {
      const group = await nodeInScope(db, scope, 'group', body.groupGuid);
      if (group === 'forbidden') return forbidden();
      parts.push(`c.group_id = ${p.add(group.id)}`);
    }
    if (body.protectionMode) parts.push(`c.protection_mode = ${p.add(body.protectionMode)}`);
    if (body.online !== null && body.online !== undefined)
      parts.push(body.online ? 'c.online' : 'not c.online');
    const search = body.search?.trim();
    if (search) {
      const s = p.add(likePattern(search));
      parts.push(`(c.name ilike ${s} or c.ipv4 ilike ${s} or c.os ilike ${s})`);
    }
    const where = parts.join(' and ');
    const countParams = p.values.length;
    const rows = await db.query<S['ComputerSummary']>(
      `select ${COMPUTER_SUMMARY} from ${COMPUTER_FROM} where ${where} ${computerOrder(body.sortColumn, body.sortDir)}
       ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from ${COMPUTER_FROM} where ${where}`,
      p.values.slice(0, countParams),
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },
};

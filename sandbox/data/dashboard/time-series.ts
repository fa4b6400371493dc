// The dashboard's charts over a range: events by action, the top computers' blocks, blocks,
// alerts by status and severity, and blocks by event type.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { OkBody } from '../../http/types';
import { deletedCompanies } from '../scope-filters';
import { Params } from '../sql';
import { ALARM_FROM, alarmWhere, blocksWhere, eventsWithin, topBlockedSql } from './dashboard-filters';
import { binSql, rangeEnvelope, series, windowOf, type Range } from './time-range';

type S = components['schemas'];

/** Events of the scope in the range [start, end]. */
const eventsInRange = (p: Params, scope: Scope, deleted: number[], range: Range): string =>
  eventsWithin(p, scope, deleted, windowOf(range));

export async function eventTrends(
  db: Queryable,
  scope: Scope,
  range: Range,
  now: Date,
): Promise<OkBody<'Dashboard_GetEventTrends'>['entityData']> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const rows = await db.query<{ key: S['EventAction']; bin: number; n: number }>(
    `select e.action as key, ${binSql(range, 'e.reported_at')} as bin, count(*)::int as n
     from events e where ${eventsInRange(p, scope, deleted, range)} group by 1, 2`,
    p.values,
  );
  const of = series(range, rows);
  const actions: S['EventAction'][] = ['blocked', 'allowed', 'audited'];
  return { ...rangeEnvelope(range, now), series: actions.map((action) => ({ action, ...of(action) })) };
}

export async function topComputerBlocks(
  db: Queryable,
  scope: Scope,
  range: Range,
): Promise<OkBody<'Dashboard_GetTopComputerBlocks'>['entityData']> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const window = windowOf(range);
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
  return top.map(({ id, ...c }, i) => ({ rank: i + 1, ...c, ...of(id) }));
}

export async function blocksOverTime(
  db: Queryable,
  scope: Scope,
  range: Range,
  now: Date,
): Promise<OkBody<'Dashboard_GetBlocksOverTime'>['entityData']> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const rows = await db.query<{ key: number; bin: number; n: number }>(
    `select 0 as key, ${binSql(range, 'e.reported_at')} as bin, count(*)::int as n
     from events e where ${eventsInRange(p, scope, deleted, range)} and e.action = 'blocked' group by 2`,
    p.values,
  );
  return { ...rangeEnvelope(range, now), ...series(range, rows)(0) };
}

export async function alertSummary(
  db: Queryable,
  scope: Scope,
  range: Range,
  now: Date,
): Promise<OkBody<'Dashboard_GetAlertSummary'>['entityData']> {
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
  return {
    startDate: rangeEnvelope(range, now).startDate,
    endDate: rangeEnvelope(range, now).endDate,
    total: all.total,
    byStatus: statuses.map((status) => ({ status, count: sum((r) => r.status === status) })),
    bySeverity: severities.map((severity) => ({ severity, count: sum((r) => r.severity === severity) })),
    points: all.points,
  };
}

export async function blocksByEventType(
  db: Queryable,
  scope: Scope,
  range: Range,
  now: Date,
): Promise<OkBody<'Dashboard_GetNumberOfBlocksByTime'>['entityData']> {
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
  return { ...rangeEnvelope(range, now), total: list.reduce((s, x) => s + x.total, 0), series: list };
}

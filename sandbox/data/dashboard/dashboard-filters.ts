// The filters the dashboard's figures share: events and blocks of the scope in a window, the
// ranking of computers by blocks, and the alerts of the scope. "Blocks" are events whose action
// is blocked.
import { WEEK, dashboardWindow, type TimeWindow } from '../../../src/domain/dashboard-window';
import type { Scope } from '../../http/scope';
import { alarmTenantParts } from '../alarm/alarm-scope';
import { eventScopeWhere } from '../scope-filters';
import type { Params } from '../sql';

export type Window = Pick<TimeWindow, 'startDate' | 'endDate'>;

/** How many rows a top list has. */
export const TOP = 5;

/**
 * The window of the figures asked without one (the overview's blocks, the top 5 computers and
 * groups): the console's "last 7 days", the same instants its links open (src/lib).
 */
export const weekOf = (now: Date): TimeWindow => dashboardWindow(WEEK, now.getTime());

/**
 * Events of the scope in a window, both ends included (as the event list's date range reads
 * it), with the scope's deleted companies left out (as the list leaves them out).
 */
export function eventsWithin(p: Params, scope: Scope, deleted: number[], window: Window) {
  return `${eventScopeWhere(p, scope, deleted)} and e.reported_at >= ${p.add(window.startDate)}::timestamptz
    and e.reported_at <= ${p.add(window.endDate)}::timestamptz`;
}

/** Blocks of the scope in a window. */
export const blocksWhere = (p: Params, scope: Scope, deleted: number[], window: Window) =>
  `${eventsWithin(p, scope, deleted, window)} and e.action = 'blocked'`;

/**
 * The computers with the most blocks in a window, most first (the latest block, then the id,
 * breaking ties): the top 5 computers of the week and the top computers' blocks of a range are
 * one ranking. Deleted computers have no page to open and are left out.
 */
export function topBlockedSql(p: Params, scope: Scope, deleted: number[], window: Window) {
  return `select x.computer_id, x.n, x.last from (select e.computer_id, count(*)::int as n, max(e.reported_at) as last from events e
      where ${blocksWhere(p, scope, deleted, window)} group by e.computer_id) x
    join computers c on c.id = x.computer_id and not c.deleted
    order by x.n desc, x.last desc, x.computer_id limit ${TOP}`;
}

export const ALARM_FROM = `alarms a left join computers c on c.id = a.computer_id left join groups g on g.id = c.group_id
  left join companies co on co.id = a.company_id`;

/** Alerts of the scope (as the alert console shows them): the global ones only when unrestricted. */
export function alarmWhere(p: Params, scope: Scope): string {
  return ['(co.id is null or not co.deleted)', ...alarmTenantParts(p, scope)].join(' and ');
}

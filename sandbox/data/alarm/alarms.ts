// Alerts: which the scope sees, the alert console's page, alerts with their latest events, and
// status changes.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { deletedCompanies } from '../scope-filters';
import { alarmTenantParts } from './alarm-scope';
import { alarmTitleSql } from './alarm-titles';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';

type S = components['schemas'];

const ALARM_FROM = `alarms a
  join alarm_categories cat on cat.id = a.category_id
  left join computers c on c.id = a.computer_id
  left join groups g on g.id = c.group_id
  left join sites s on s.id = g.site_id
  left join companies co on co.id = a.company_id`;

const ALARM_COLUMNS = `a.id as "alarmId", a.guid::text as "alarmGuid", a.title, a.status, a.severity, a.category_id as "categoryId",
  cat.name as category, cat.kind, a.condition_id as "conditionId", a.condition_name as "conditionName",
  c.guid::text as "computerGuid", g.guid::text as "groupGuid", s.guid::text as "siteGuid", co.id as "companyId", c.name as "computerName", g.name as "groupName", co.name as "companyName",
  ${iso('a.triggered_on')} as "triggeredOn", ${iso('a.updated_on')} as "updatedOn", a.resolved_by as "resolvedBy", a.event_count as count`;

/**
 * Alerts the scope may see: those of its companies (and their sites and groups); the global
 * System and LiveSite alerts only for an unrestricted scope (AGMSAdmin without a selection).
 */
async function alarmScopeWhere(db: Queryable, p: Params, scope: Scope): Promise<string> {
  const parts: string[] = [];
  // The scope's companies are live ones; an unrestricted scope leaves out the deleted companies
  // (by id, so that the page can be cut on the alerts' own indexes).
  if (scope.companyIds === null) {
    const deleted = await deletedCompanies(db, scope);
    if (deleted.length > 0)
      parts.push(`(a.company_id is null or a.company_id <> all(${p.add(deleted)}::int[]))`);
  }
  parts.push(...alarmTenantParts(p, scope));
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

const SEVERITY_RANK = `case a.severity when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 else 4 end`;
const STATUS_RANK = `case a.status when 'Unresolved' then 1 when 'InReview' then 2 else 3 end`;

const ALARM_SORT: ListSort = {
  columns: {
    title: 'lower(a.title)',
    status: STATUS_RANK,
    severity: SEVERITY_RANK,
    category: 'lower(cat.name)',
    computerName: 'lower(c.name)',
    groupName: 'lower(g.name)',
    companyName: 'lower(co.name)',
    triggeredOn: 'a.triggered_on',
    updatedOn: 'a.updated_on',
    count: 'a.event_count',
  },
  fallback: { column: 'triggeredOn', dir: 'desc' },
  tiebreakers: ['a.id'],
  // Columns of the alert itself are never null: without "nulls last", the (status, date) and
  // (date) indexes give the newest-first page without sorting every alert. System and LiveSite
  // alerts have no computer or company.
  nullable: new Set(['computerName', 'groupName', 'companyName']),
};

/**
 * The sort of a request: titles as the user's language reads them; the console names its order
 * of categories (their names in the user's language); the rows follow it, the categories it does
 * not name after them by name.
 */
function alarmSort(categoryOrder: number[] | null | undefined, title: string): ListSort {
  const sort: ListSort =
    title === 'a.title'
      ? ALARM_SORT
      : { ...ALARM_SORT, columns: { ...ALARM_SORT.columns, title: `lower(${title})` } };
  if (!categoryOrder?.length) return sort;
  // One expression (the direction applies to all of it): the place, then the name. The ids are
  // the contract's int32s, written into the SQL: the count reads the same parameters without it.
  const ids = categoryOrder.map((id) => Math.trunc(Number(id))).join(',');
  const category = `lpad(coalesce(array_position(array[${ids}]::int[], a.category_id), 9999)::text, 4, '0') || lower(cat.name)`;
  return { ...sort, columns: { ...sort.columns, category } };
}

/** A page of the alert console. */
export async function alarmPage(
  db: Queryable,
  scope: Scope,
  body: RequestBody<'Alarm_ListAlarms'>,
): Promise<Page<S['Alarm']>> {
  const p = new Params();
  const where = [await alarmScopeWhere(db, p, scope)];
  const title = alarmTitleSql(body.language);
  if (body.status !== 'all') where.push(`a.status = ${p.add(body.status)}`);
  // The console's question "which of these raised alerts would the list show?"; [] matches none.
  if (body.alarmIds) where.push(`a.id = any(${p.add(body.alarmIds)}::int[])`);
  if (body.severity) where.push(`a.severity = ${p.add(body.severity)}`);
  if (body.categoryId !== null && body.categoryId !== undefined)
    where.push(`a.category_id = ${p.add(body.categoryId)}`);
  if (body.kind) where.push(`cat.kind = ${p.add(body.kind)}`);
  if (body.dateRange) {
    where.push(
      `a.triggered_on >= ${p.add(body.dateRange.startDate)}::timestamptz and a.triggered_on <= ${p.add(body.dateRange.endDate)}::timestamptz`,
    );
  }
  // The name filters match a part of the name, as the search does.
  if (body.computer) where.push(`c.name ilike ${p.add(likePattern(body.computer))}`);
  if (body.group) where.push(`g.name ilike ${p.add(likePattern(body.group))}`);
  if (body.company) where.push(`co.name ilike ${p.add(likePattern(body.company))}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(`(${title} ilike ${like} or a.condition_name ilike ${like} or c.name ilike ${like})`);
  }
  const whereSql = where.join(' and ');
  // The count and the page read the alerts alone, joining only what the filter or the sort
  // needs; only the page's rows are then joined and formatted.
  const pageFrom = (order: string) => {
    const needs = `${whereSql} ${order}`;
    const needsGroup = /\bg\./.test(needs);
    const needsComputer = needsGroup || /\bc\./.test(needs);
    return `alarms a
      ${/\bcat\./.test(needs) ? 'join alarm_categories cat on cat.id = a.category_id' : ''}
      ${needsComputer ? 'left join computers c on c.id = a.computer_id' : ''}
      ${needsGroup ? 'left join groups g on g.id = c.group_id' : ''}
      ${/\bco\./.test(needs) ? 'left join companies co on co.id = a.company_id' : ''}`;
  };
  return pagedList<S['Alarm']>(db, p, body, alarmSort(body.categoryOrder, title), {
    count: (order) => `select count(*)::int as n from ${pageFrom(order)} where ${whereSql}`,
    rows: (order, limit) => `select ${ALARM_COLUMNS}
      from (select a.id from ${pageFrom(order)} where ${whereSql} ${order} ${limit}) x
      join ${ALARM_FROM.replace('alarms a', 'alarms a on a.id = x.id')}
      ${order}`,
  });
}

/** The alerts named that the scope sees, in the order named, each with its latest 50 events. */
export async function alarmsWithDetail(
  db: Queryable,
  scope: Scope,
  alarmIds: number[],
): Promise<S['AlarmWithDetail'][]> {
  const p = new Params();
  const alarms = await db.query<S['Alarm'] & { conditionDescription: string }>(
    `select ${ALARM_COLUMNS}, a.condition_description as "conditionDescription" from ${ALARM_FROM}
     where a.id = any(${p.add(alarmIds)}::int[]) and ${await alarmScopeWhere(db, p, scope)}`,
    p.values,
  );
  const events = alarms.length
    ? await db.query<S['AlarmEvent'] & { alarmId: number }>(
        `select e.alarm_id as "alarmId", e.id::int as "eventId", e.event_type as "eventType", ${iso('e.event_time')} as "eventTime",
           c.guid::text as "computerGuid", c.name as "computerName", e.user_name as "userName", e.file_name as "fileName",
           e.file_path as "filePath", e.sha256, e.publisher, e.parent_process as "parentProcess", e.message
         from (select *, row_number() over (partition by alarm_id order by event_time desc, id desc) as n
               from alarm_events where alarm_id = any($1::int[])) e
         join alarms a on a.id = e.alarm_id left join computers c on c.id = a.computer_id
         where e.n <= 50 order by e.event_time desc, e.id desc`,
        [alarms.map((a) => a.alarmId)],
      )
    : [];
  const byId = new Map(alarms.map((a) => [a.alarmId, a]));
  return alarmIds
    .map((id) => byId.get(id))
    .filter((a): a is NonNullable<typeof a> => a !== undefined)
    .map((a) => ({
      ...a,
      events: events.filter((e) => e.alarmId === a.alarmId).map(({ alarmId: _alarm, ...e }) => e),
    }));
}

/**
 * Sets the status of the alerts named that the scope sees: the ids changed, or null when the
 * scope sees none of them.
 */
export function updateAlarmStatuses(
  db: Database,
  scope: Scope,
  change: RequestBody<'Alarm_UpdateAlarmStatuses'> & { resolvedBy: string; now: Date },
): Promise<Set<number> | null> {
  return db.transaction(async (tx) => {
    const p = new Params();
    const visible = await tx.query<{ id: number }>(
      `select a.id from ${ALARM_FROM} where a.id = any(${p.add(change.alarmIds)}::int[]) and ${await alarmScopeWhere(tx, p, scope)}`,
      p.values,
    );
    if (visible.length === 0) return null;
    const updated = await tx.query<{ id: number }>(
      `update alarms set status = $2, updated_on = $3, resolved_by = case when $2 = 'Resolved' then $4 else null end
       where id = any($1::int[]) returning id`,
      [visible.map((row) => row.id), change.status, change.now, change.resolvedBy],
    );
    return new Set(updated.map((row) => row.id));
  });
}

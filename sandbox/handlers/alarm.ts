// Handlers of the Alarm area: the alert console (every role, within its scope), alert details,
// status changes, and the alert conditions. Who may configure which kind of condition is the
// access table's rule (src/domain/operation-access.ts), asked with the kind once it is known.
import { GLOBAL_ALARM_KINDS, isGlobalAlarmKind as isGlobalKind } from '../../src/domain/operation-conditions';
import type { components } from '../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../db/database';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import { deletedCompanies } from '../data/scope-filters';
import { Params, likePattern, limitOffset, sortClause } from '../data/sql';
import { iso } from '../data/timestamps';
import type { HandlerMap } from '../http/types';

type S = components['schemas'];
type Kind = S['AlarmConditionKind'];

/** Whether the access table lets the caller configure conditions of a kind in this call. */
type MayConfigure = (facts: { alarmKind: Kind }) => boolean;

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
  if (scope.companyIds === null && scope.siteIds === null && scope.groupIds === null)
    return parts.length > 0 ? parts.join(' and ') : 'true';
  parts.push(
    scope.companyIds === null
      ? 'a.company_id is not null'
      : `a.company_id = any(${p.add(scope.companyIds)}::int[])`,
  );
  if (scope.siteIds !== null) parts.push(`g.site_id = any(${p.add(scope.siteIds)}::int[])`);
  if (scope.groupIds !== null) parts.push(`c.group_id = any(${p.add(scope.groupIds)}::int[])`);
  return parts.join(' and ');
}

const SEVERITY_RANK = `case a.severity when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 else 4 end`;
const STATUS_RANK = `case a.status when 'Unresolved' then 1 when 'InReview' then 2 else 3 end`;

const ALARM_SORT: Record<string, string> = {
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
};
/** Sorts on columns an alert may lack (System and LiveSite alerts have no computer or company). */
const NULLABLE_SORTS = new Set(['computerName', 'groupName', 'companyName']);

const CONDITION_SELECT = `select k.id as "conditionId", k.name, k.description, k.category_id as "categoryId", cat.name as category, cat.kind,
  k.enabled, k.threshold, k.window_minutes as "windowMinutes", k.severity, k.notify_emails as "notifyEmails",
  co.guid::text as "companyGuid", ${iso('k.updated_on')} as "updatedOn"
  from alarm_conditions k join alarm_categories cat on cat.id = k.category_id left join companies co on co.id = k.company_id`;

async function conditionById(db: Queryable, id: number): Promise<S['AlarmCondition'] | null> {
  const [row] = await db.query<S['AlarmCondition']>(`${CONDITION_SELECT} where k.id = $1`, [id]);
  return row ?? null;
}

interface ConditionRow {
  id: number;
  company_id: number | null;
  kind: Kind;
}

/**
 * An existing condition the caller may configure: 404 when it does not exist or belongs to
 * another company than the selected one; 403 when the role may not configure its kind.
 */
async function accessibleCondition(
  db: Queryable,
  mayConfigure: MayConfigure,
  scope: Scope,
  id: number,
): Promise<ConditionRow | 403 | 404> {
  const [row] = await db.query<ConditionRow>(
    'select k.id, k.company_id, cat.kind from alarm_conditions k join alarm_categories cat on cat.id = k.category_id where k.id = $1',
    [id],
  );
  if (!row) return 404;
  if (!mayConfigure({ alarmKind: row.kind })) return 403;
  if (row.company_id !== null && row.company_id !== scope.companyId) return 404;
  return row;
}

export const alarmHandlers: HandlerMap = {
  async Alarm_ListAlarms({ db, scope, body }) {
    const p = new Params();
    const where = [await alarmScopeWhere(db, p, scope)];
    if (body.status !== 'all') where.push(`a.status = ${p.add(body.status)}`);
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
      where.push(`(a.title ilike ${like} or a.condition_name ilike ${like} or c.name ilike ${like})`);
    }
    const whereSql = where.join(' and ');
    // Columns of the alert itself are never null: without "nulls last", the (status, date) and
    // (date) indexes give the newest-first page without sorting every alert.
    // The console names its order of categories (their names in the user's language): the rows
    // follow it, the categories it does not name after them by name.
    const sorts = body.categoryOrder?.length
      ? {
          ...ALARM_SORT,
          // One expression (the direction applies to all of it): the place, then the name. The ids
          // are the contract's int32s, written into the SQL: the count reads the same parameters
          // without the sort.
          category: `lpad(coalesce(array_position(array[${body.categoryOrder.map((id) => Math.trunc(Number(id))).join(',')}]::int[], a.category_id), 9999)::text, 4, '0') || lower(cat.name)`,
        }
      : ALARM_SORT;
    const order = sortClause(
      body.sortColumn,
      body.sortDir,
      sorts,
      { column: 'triggeredOn', dir: 'desc' },
      ['a.id'],
      NULLABLE_SORTS,
    );
    // The count and the page read the alerts alone, joining only what the filter or the sort
    // needs; only the page's rows are then joined and formatted.
    const needs = `${whereSql} ${order}`;
    const needsGroup = /\bg\./.test(needs);
    const needsComputer = needsGroup || /\bc\./.test(needs);
    const pageFrom = `alarms a
      ${/\bcat\./.test(needs) ? 'join alarm_categories cat on cat.id = a.category_id' : ''}
      ${needsComputer ? 'left join computers c on c.id = a.computer_id' : ''}
      ${needsGroup ? 'left join groups g on g.id = c.group_id' : ''}
      ${/\bco\./.test(needs) ? 'left join companies co on co.id = a.company_id' : ''}`;
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from ${pageFrom} where ${whereSql}`,
      p.values,
    );
    const rows = await db.query<S['Alarm']>(
      `select ${ALARM_COLUMNS}
       from (select a.id from ${pageFrom} where ${whereSql} ${order} ${limitOffset(p, body.page, body.pageSize)}) x
       join ${ALARM_FROM.replace('alarms a', 'alarms a on a.id = x.id')}
       ${order}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async Alarm_GetAlarmsWithDetail({ db, scope, body }) {
    const p = new Params();
    const alarms = await db.query<S['Alarm'] & { conditionDescription: string }>(
      `select ${ALARM_COLUMNS}, a.condition_description as "conditionDescription" from ${ALARM_FROM}
       where a.id = any(${p.add(body.alarmIds)}::int[]) and ${await alarmScopeWhere(db, p, scope)}`,
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
    const detail: S['AlarmWithDetail'][] = body.alarmIds
      .map((id) => byId.get(id))
      .filter((a): a is NonNullable<typeof a> => a !== undefined)
      .map((a) => ({
        ...a,
        events: events.filter((e) => e.alarmId === a.alarmId).map(({ alarmId: _alarm, ...e }) => e),
      }));
    return ok(detail);
  },

  // Partial refusal: the alerts the scope has change; the others (deleted meanwhile, another
  // tenant's) are named in refusedAlarmIds. None in the scope at all is a 404.
  async Alarm_UpdateAlarmStatuses({ db, principal, scope, body, now }) {
    const changed = await db.transaction(async (tx) => {
      const p = new Params();
      const visible = await tx.query<{ id: number }>(
        `select a.id from ${ALARM_FROM} where a.id = any(${p.add(body.alarmIds)}::int[]) and ${await alarmScopeWhere(tx, p, scope)}`,
        p.values,
      );
      if (visible.length === 0) return null;
      const updated = await tx.query<{ id: number }>(
        `update alarms set status = $2, updated_on = $3, resolved_by = case when $2 = 'Resolved' then $4 else null end
         where id = any($1::int[]) returning id`,
        [visible.map((row) => row.id), body.status, now, principal.name],
      );
      return new Set(updated.map((row) => row.id));
    });
    if (changed === null) return notFound();
    return ok({
      status: body.status,
      alarmIds: body.alarmIds.filter((id) => changed.has(id)),
      updatedCount: changed.size,
      refusedAlarmIds: body.alarmIds.filter((id) => !changed.has(id)),
    });
  },

  async Alarm_GetAlarmConditionCategories({ db, query, permits }) {
    const kind = query.kind;
    if (kind && !permits({ alarmKind: kind })) return forbidden();
    const p = new Params();
    const where: string[] = [];
    if (kind) where.push(`kind = ${p.add(kind)}`);
    // Without a kind, the categories of the kinds the caller may not ask for are left out.
    const refused = GLOBAL_ALARM_KINDS.filter((global) => !permits({ alarmKind: global }));
    if (refused.length > 0) where.push(`kind <> all(${p.add(refused)}::text[])`);
    const rows = await db.query<S['AlarmConditionCategory']>(
      `select id as "categoryId", name, kind from alarm_categories ${where.length ? `where ${where.join(' and ')}` : ''} order by id`,
      p.values,
    );
    return ok(rows);
  },

  async Alarm_GetCompanyConditions({ db, scope }) {
    if (scope.companyId === null) return notFound();
    const rows = await db.query<S['AlarmCondition']>(
      `${CONDITION_SELECT} where k.company_id = $1 and cat.kind in ('Security', 'DeploymentHealth') order by k.id`,
      [scope.companyId],
    );
    return ok(rows);
  },

  async Alarm_GetAlarmConditions({ db, scope, query, permits }) {
    if (!permits({ alarmKind: query.kind })) return forbidden();
    if (isGlobalKind(query.kind)) {
      return ok(
        await db.query<S['AlarmCondition']>(
          `${CONDITION_SELECT} where k.company_id is null and cat.kind = $1 order by k.id`,
          [query.kind],
        ),
      );
    }
    if (scope.companyId === null) return notFound();
    return ok(
      await db.query<S['AlarmCondition']>(
        `${CONDITION_SELECT} where k.company_id = $1 and cat.kind = $2 order by k.id`,
        [scope.companyId, query.kind],
      ),
    );
  },

  async Alarm_UpdateCondition({ db, scope, body, now, t, permits }) {
    const [category] = await db.query<{ kind: Kind }>('select kind from alarm_categories where id = $1', [
      body.categoryId,
    ]);
    if (!category) {
      return invalid([
        {
          field: '/categoryId',
          messageKey: 'validation.common.invalid',
          message: t('validation.common.invalid'),
        },
      ]);
    }
    if (!permits({ alarmKind: category.kind })) return forbidden();
    const global = isGlobalKind(category.kind);
    const values = [
      body.name,
      body.description ?? null,
      body.categoryId,
      body.enabled,
      body.threshold,
      body.windowMinutes,
      body.severity,
      body.notifyEmails,
      now,
    ];
    let id: number;
    if (body.conditionId === null || body.conditionId === undefined) {
      if (!global && scope.companyId === null) return notFound();
      id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into alarm_conditions (name, description, category_id, enabled, threshold, window_minutes, severity, notify_emails, updated_on, company_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [...values, global ? null : scope.companyId],
        );
        return row!.id;
      });
    } else {
      const existing = await accessibleCondition(db, permits, scope, body.conditionId);
      if (existing === 403) return forbidden();
      if (existing === 404) return notFound();
      if (isGlobalKind(existing.kind) !== global) {
        return invalid([
          {
            field: '/categoryId',
            messageKey: 'validation.common.invalid',
            message: t('validation.common.invalid'),
          },
        ]);
      }
      id = existing.id;
      await db.transaction(async (tx) => {
        await tx.query(
          `update alarm_conditions set name = $1, description = $2, category_id = $3, enabled = $4, threshold = $5, window_minutes = $6,
             severity = $7, notify_emails = $8, updated_on = $9 where id = $10`,
          [...values, id],
        );
      });
    }
    return ok((await conditionById(db, id))!, { message: 'The condition was saved successfully.' });
  },

  async Alarm_UpdateConditionStatus({ db, scope, body, now, permits }) {
    const existing = await accessibleCondition(db, permits, scope, body.conditionId);
    if (existing === 403) return forbidden();
    if (existing === 404) return notFound();
    await db.transaction(async (tx) => {
      await tx.query('update alarm_conditions set enabled = $2, updated_on = $3 where id = $1', [
        existing.id,
        body.enabled,
        now,
      ]);
    });
    return ok((await conditionById(db, existing.id))!);
  },

  async Alarm_RemoveCondition({ db, scope, query, permits }) {
    const existing = await accessibleCondition(db, permits, scope, query.conditionId);
    if (existing === 403) return forbidden();
    if (existing === 404) return notFound();
    await db.transaction(async (tx) => {
      await tx.query('delete from alarm_conditions where id = $1', [existing.id]);
    });
    return ok({ conditionId: existing.id }, { message: 'The condition was removed successfully.' });
  },
};

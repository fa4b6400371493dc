// Handlers of the Alarm area: the alert console (every role, within its scope), alert details,
// status changes, and the alert conditions. Who may configure which kind of condition is the
// access table's rule (src/domain/operation-access.ts), asked with the kind once it is known.
// The SQL is sandbox/data/alarm's.
import { GLOBAL_ALARM_KINDS, isGlobalAlarmKind as isGlobalKind } from '../../src/domain/operation-conditions';
import type { components } from '../../src/gen/openapi.gen';
import type { Queryable } from '../db/database';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import type { HandlerMap } from '../http/types';
import { alarmPage, alarmsWithDetail, updateAlarmStatuses } from '../data/alarm/alarms';
import {
  categoryKind,
  companyConditions,
  conditionById,
  conditionCategories,
  conditionRow,
  conditionsOfKind,
  insertCondition,
  removeCondition,
  setConditionEnabled,
  updateCondition,
  type ConditionRow,
} from '../data/alarm/conditions';

type Kind = components['schemas']['AlarmConditionKind'];

/** Whether the access table lets the caller configure conditions of a kind in this call. */
type MayConfigure = (facts: { alarmKind: Kind }) => boolean;

const categoryError = (t: (key: string) => string) =>
  invalid([
    {
      field: '/categoryId',
      messageKey: 'validation.common.invalid',
      message: t('validation.common.invalid'),
    },
  ]);

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
  const row = await conditionRow(db, id);
  if (!row) return 404;
  if (!mayConfigure({ alarmKind: row.kind })) return 403;
  if (row.company_id !== null && row.company_id !== scope.companyId) return 404;
  return row;
}

export const alarmHandlers: HandlerMap = {
  async Alarm_ListAlarms({ db, scope, body }) {
    const page = await alarmPage(db, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Alarm_GetAlarmsWithDetail({ db, scope, body }) {
    return ok(await alarmsWithDetail(db, scope, body.alarmIds));
  },

  // Partial refusal: the alerts the scope has change; the others (deleted meanwhile, another
  // tenant's) are named in refusedAlarmIds. None in the scope at all is a 404.
  async Alarm_UpdateAlarmStatuses({ db, principal, scope, body, now }) {
    const changed = await updateAlarmStatuses(db, scope, { ...body, resolvedBy: principal.name, now });
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
    // Without a kind, the categories of the kinds the caller may not ask for are left out.
    const refused = GLOBAL_ALARM_KINDS.filter((global) => !permits({ alarmKind: global }));
    return ok(await conditionCategories(db, kind, refused));
  },

  async Alarm_GetCompanyConditions({ db, scope }) {
    if (scope.companyId === null) return notFound();
    return ok(await companyConditions(db, scope.companyId));
  },

  async Alarm_GetAlarmConditions({ db, scope, query, permits }) {
    if (!permits({ alarmKind: query.kind })) return forbidden();
    if (isGlobalKind(query.kind)) return ok(await conditionsOfKind(db, query.kind, null));
    if (scope.companyId === null) return notFound();
    return ok(await conditionsOfKind(db, query.kind, scope.companyId));
  },

  async Alarm_UpdateCondition({ db, scope, body, now, t, permits }) {
    const kind = await categoryKind(db, body.categoryId);
    if (!kind) return categoryError(t);
    if (!permits({ alarmKind: kind })) return forbidden();
    const global = isGlobalKind(kind);
    let id: number;
    if (body.conditionId === null || body.conditionId === undefined) {
      if (!global && scope.companyId === null) return notFound();
      id = await insertCondition(db, body, global ? null : scope.companyId, now);
    } else {
      const existing = await accessibleCondition(db, permits, scope, body.conditionId);
      if (existing === 403) return forbidden();
      if (existing === 404) return notFound();
      if (isGlobalKind(existing.kind) !== global) return categoryError(t);
      id = existing.id;
      await updateCondition(db, id, body, now);
    }
    return ok((await conditionById(db, id))!, { message: 'The condition was saved successfully.' });
  },

  async Alarm_UpdateConditionStatus({ db, scope, body, now, permits }) {
    const existing = await accessibleCondition(db, permits, scope, body.conditionId);
    if (existing === 403) return forbidden();
    if (existing === 404) return notFound();
    await setConditionEnabled(db, existing.id, body.enabled, now);
    return ok((await conditionById(db, existing.id))!);
  },

  async Alarm_RemoveCondition({ db, scope, query, permits }) {
    const existing = await accessibleCondition(db, permits, scope, query.conditionId);
    if (existing === 403) return forbidden();
    if (existing === 404) return notFound();
    await removeCondition(db, existing.id);
    return ok({ conditionId: existing.id }, { message: 'The condition was removed successfully.' });
  },
};

// The alerts the new events raise, by the seed's own derivation (securityAlarms) over the days the
// events fell on: a group that already has its alert takes the new events in (its count stays the
// number of its events), a group that reaches its threshold now raises a new Unresolved alert.
import type { Queryable } from '../db/database';
import { insertRows } from '../seed/context';
import type { Random } from '../seed/random';
import { securityAlarms } from '../seed/alarm/security-alarms';
import { currentConditions } from './conditions';
import { ALARM_EVENT_COLUMNS } from '../seed/table-columns';

const DAY = 86_400_000;

export interface AlarmChange {
  alarmId: number;
  companyId: number | null;
  computerId: number | null;
  created: boolean;
}

export async function raiseAlarms(
  tx: Queryable,
  rng: Random,
  now: Date,
  firstEventId: number,
  earliest: Date,
): Promise<AlarmChange[]> {
  const conds = await currentConditions(tx);
  const japanese = new Set(
    (await tx.query<{ id: number }>(`select id from companies where country = 'Japan' and not deleted`)).map(
      (c) => c.id,
    ),
  );
  const dayStart = new Date(Math.floor(earliest.getTime() / DAY) * DAY);
  const plans = (await securityAlarms(tx, now, conds, japanese, dayStart)).filter((p) =>
    p.events.some((e) => e[0] >= firstEventId),
  );
  const changes: AlarmChange[] = [];
  let [{ next } = { next: 1 }] = await tx.query<{ next: number }>(
    'select coalesce(max(id), 0)::int + 1 as next from alarms',
  );
  for (const plan of plans) {
    const ids = plan.events.map((e) => e[0]);
    const [existing] = await tx.query<{ id: number }>(
      `select a.id from alarms a join alarm_events ae on ae.alarm_id = a.id
       where a.condition_id = $1 and ae.id = any($2::bigint[]) order by a.id limit 1`,
      [plan.cond.id, ids],
    );
    const alarmId = existing?.id ?? next++;
    if (!existing) {
      await tx.query(
        `insert into alarms (id, guid, title, status, severity, condition_id, condition_name, condition_description,
           category_id, company_id, computer_id, triggered_on, updated_on, resolved_by, event_count)
         values ($1, $2, $3, 'Unresolved', $4, $5, $6, $7, $8, $9, $10, $11, $12, null, $13)`,
        [
          alarmId,
          rng.uuid(),
          plan.title,
          plan.cond.severity,
          plan.cond.id,
          plan.cond.name,
          plan.cond.description,
          plan.cond.category,
          plan.companyId,
          plan.computerId,
          plan.triggered,
          plan.last,
          plan.events.length,
        ],
      );
    }
    const rows = plan.events
      .filter((e) => !existing || e[0] >= firstEventId)
      .map((e) => [e[0], alarmId, ...e.slice(1)]);
    await insertRows(tx, 'alarm_events', ALARM_EVENT_COLUMNS, rows);
    if (existing)
      await tx.query(
        `update alarms set event_count = (select count(*)::int from alarm_events where alarm_id = $1) where id = $1`,
        [alarmId],
      );
    changes.push({ alarmId, companyId: plan.companyId, computerId: plan.computerId, created: !existing });
  }
  return changes;
}

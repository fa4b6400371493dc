// System and live-site alerts of the global conditions: each condition's own measurements (a
// disk condition files disk alerts, never a backup failure), a few times over the last 45 days,
// each with the observations that raised it.
import type { Random } from '../random';
import type { Cond } from './conditions';
import type { AlarmEventRow, PlannedAlarm } from './planned-alarm';

/** What each global condition reports, by condition id. */
export const SYSTEM_TITLES: Record<number, string[]> = {
  101: ['Management server disk at 91 %', 'Management server disk at 87 %'],
  102: ['Management server CPU at 97 % for 35 minutes'],
  103: ['Database connection pool exhausted'],
  104: ['LRP-CHI-01 backlog at 142 000 events', 'LRP-AMS-01 backlog at 108 500 events'],
  105: ['LRP-IAD-01 has not forwarded for 18 minutes'],
  106: ['PDP-CHI-01 certificate expires in 21 days'],
  107: ['Nightly backup failed: disk full'],
  111: ['Console sign-in page unavailable for 7 minutes'],
  112: ['Console response time 6.2 s (p95)'],
  113: ['API error rate 3.4 % over 10 minutes', 'API error rate 2.6 % over 10 minutes'],
  114: ['412 failed sign-ins in 15 minutes'],
};

export function systemAlarms(
  rng: Random,
  now: Date,
  conds: Cond[],
  nextId: () => number,
  perCondition: number,
): PlannedAlarm[] {
  const planned: PlannedAlarm[] = [];
  for (const cond of conds) {
    const titles = SYSTEM_TITLES[cond.id];
    if (cond.companyId !== null || !cond.enabled || !titles) continue;
    for (let k = 0; k < perCondition; k++) {
      const triggered = rng.dateBefore(new Date(now.getTime() - 10 * 60_000), 45);
      const n = rng.int(1, 4);
      const title = rng.pick(titles);
      const events: AlarmEventRow[] = Array.from({ length: n }, (_, i) => [
        nextId(),
        'ServerMetric',
        new Date(triggered.getTime() + i * 5 * 60_000),
        null,
        null,
        null,
        null,
        null,
        null,
        title,
      ]);
      planned.push({
        cond,
        companyId: null,
        computerId: null,
        computerGuid: null,
        title,
        triggered,
        last: events[n - 1]![2],
        events,
      });
    }
  }
  return planned;
}

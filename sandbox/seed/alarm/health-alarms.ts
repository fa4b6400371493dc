// Deployment health alerts derived from the computers' state, as the product's checks raise
// them: an agent not seen for over 24 hours, a policy a week behind the company's newest, an
// agent older than the current release. What they fold in are the checks' observations (no
// security event: the console offers no event inspection for them); the count is their number.
import type { Random } from '../random';
import type { Cond } from './conditions';
import type { AlarmEventRow, PlannedAlarm } from './planned-alarm';
import type { ComputerRow } from './vocabulary';

const DAY = 86_400_000;
const ALERT_DAYS = 45;
export const CURRENT_AGENT = [8, 4, 2];

/** A policy version (yyyy.mm.dd.n) as the time of its day, or null. */
function policyDay(version: string): number | null {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})/.exec(version);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

function olderAgent(version: string): boolean {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < CURRENT_AGENT.length; i++) {
    if ((parts[i] ?? 0) !== CURRENT_AGENT[i]) return (parts[i] ?? 0) < CURRENT_AGENT[i]!;
  }
  return false;
}

/** Observation ids: apart from every event id (pool, examples and incidents). */
export function observationIds(start = 8_000_000) {
  let next = start;
  return () => next++;
}

export function healthAlarms(
  rng: Random,
  now: Date,
  conds: Cond[],
  computersOf: Map<number, ComputerRow[]>,
  japaneseCompanies: Set<number>,
  nextId: () => number,
  /** Computers a named alert of a condition already covers: `${conditionId}|${computerGuid}`. */
  covered: Set<string>,
): PlannedAlarm[] {
  const since = now.getTime() - ALERT_DAYS * DAY;
  const planned: PlannedAlarm[] = [];
  for (const cond of conds) {
    if (cond.companyId === null || !cond.enabled) continue;
    const computers = computersOf.get(cond.companyId) ?? [];
    const ja = japaneseCompanies.has(cond.companyId);
    const newestPolicy = Math.max(...computers.map((c) => policyDay(c.policy_version) ?? 0));
    for (const c of computers) {
      if (covered.has(`${cond.id}|${c.guid}`)) continue;
      const observation = (id: number, type: string, time: Date, text: string): AlarmEventRow => [
        id,
        type,
        time,
        null,
        null,
        null,
        null,
        null,
        null,
        text,
      ];
      let title: string;
      let events: AlarmEventRow[];
      if (cond.rule === 'agentOffline') {
        const seen = c.last_seen === null ? null : new Date(c.last_seen).getTime();
        if (c.online || seen === null || seen + DAY > now.getTime() || seen + DAY < since) continue;
        title = ja ? `${c.name} が 24 時間以上オフライン` : `${c.name} offline for more than 24 hours`;
        const at = new Date(seen + DAY);
        events = [
          observation(
            nextId(),
            'AgentHeartbeatMissed',
            at,
            `No heartbeat from ${c.name} since ${new Date(seen).toISOString().slice(0, 19)}Z.`,
          ),
        ];
      } else if (cond.rule === 'policyOutdated') {
        const day = policyDay(c.policy_version);
        if (day === null || newestPolicy - day < 7 * DAY || day + 7 * DAY < since) continue;
        title = `Policy ${c.policy_version} is older than 7 days`;
        const at = new Date(Math.min(now.getTime() - 60_000, day + 7 * DAY + rng.int(0, 23) * 3_600_000));
        events = [
          observation(nextId(), 'PolicyCheck', at, `${c.name} still runs policy ${c.policy_version}.`),
        ];
      } else if (cond.rule === 'agentOutdated') {
        if (!olderAgent(c.agent_version)) continue;
        title = `Agent ${c.agent_version} is outdated`;
        // One daily check a day since it was first seen outdated (up to ten).
        const checks = rng.int(1, 10);
        const lastCheck = Math.floor((now.getTime() - 60_000) / DAY) * DAY + 2 * 3_600_000;
        const latest = lastCheck > now.getTime() ? lastCheck - DAY : lastCheck;
        events = Array.from({ length: checks }, (_, k) =>
          observation(
            nextId(),
            'AgentVersionCheck',
            new Date(latest - k * DAY),
            `${c.name} runs agent ${c.agent_version}.`,
          ),
        );
      } else {
        continue;
      }
      const times = events.map((e) => e[2].getTime());
      planned.push({
        cond,
        companyId: cond.companyId,
        computerId: c.id,
        computerGuid: c.guid,
        title,
        triggered: new Date(Math.min(...times)),
        last: new Date(Math.max(...times)),
        events,
      });
    }
  }
  return planned;
}

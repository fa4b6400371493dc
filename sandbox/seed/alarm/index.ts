// Seed data of the Alarm area: condition categories, about 40 conditions (global System and
// LiveSite ones, Security and DeploymentHealth ones of the named companies), and the alerts the
// conditions raise, derived as the product would: security alerts from the seeded events (an
// alert's events are events of the inspection), deployment health alerts from the computers'
// state, system alerts from the management servers' measurements. Each alert's count is the
// number of what it folds in. The named alerts of the contract's examples keep their ids,
// statuses and resolvers on the alert their condition raised on their computer.
import type { SeedModule } from '../seed-module';
import { insertRows, type SeedContext } from '../context';
import { exampleClock } from '../example-time';
import { CATEGORIES } from './categories';
import { seedConditions, type Cond } from './conditions';
import { healthAlarms, observationIds } from './health-alarms';
import { NAMED_ALARMS } from './named-alarms';
import { NAMED_EVENTS } from './named-events';
import type { AlarmEventRow, PlannedAlarm } from './planned-alarm';
import { securityAlarms } from './security-alarms';
import { systemAlarms } from './system-alarms';
import type { ComputerRow, Severity } from './vocabulary';
import { ALARM_EVENT_COLUMNS } from '../table-columns';

const DAY = 86_400_000;

interface Placed {
  id: number;
  plan: PlannedAlarm;
  status: string;
  severity: Severity;
  resolvedBy: string | null;
  updated: Date;
}

export const seedAlarm: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  const rng = ctx.random('alarm');
  const at = exampleClock(ctx.now);
  const large = ctx.scale === 'large';
  const now = ctx.now;

  await insertRows(
    db,
    'alarm_categories',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['kind', 'text'],
    ],
    CATEGORIES,
  );

  const companies = await db.query<{ id: number; name: string; email: string | null; japanese: boolean }>(
    `select id, name, email, country = 'Japan' as japanese from companies where not deleted order by id`,
  );
  const japanese = new Set(companies.filter((c) => c.japanese).map((c) => c.id));
  const computers = await db.query<ComputerRow>(
    `select c.id, c.guid::text as guid, c.name, s.company_id, c.agent_version, c.policy_version, c.logged_on_user, c.domain,
       c.online, c.last_seen
     from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id where not c.deleted order by c.id`,
  );
  const users = await db.query<{ company_id: number; name: string }>(
    `select company_id, first_name || ' ' || last_name as name from users where company_id is not null
       and role in ('CompanyAdmin', 'SiteAdmin', 'GroupAdmin') order by id`,
  );
  const byGuid = new Map(computers.map((c) => [c.guid, c]));
  const computersOf = new Map<number, ComputerRow[]>();
  for (const c of computers) computersOf.set(c.company_id, [...(computersOf.get(c.company_id) ?? []), c]);
  const usersOf = new Map<number, string[]>();
  for (const u of users) usersOf.set(u.company_id, [...(usersOf.get(u.company_id) ?? []), u.name]);

  const conds = await seedConditions(db, rng, at, companies, large);
  const condById = new Map(conds.map((c) => [c.id, c]));
  const nextObservation = observationIds();

  // The named alerts: deployment health ones as written (with their observations), security
  // ones on the alert their condition raised on their computer nearest their time.
  const security = await securityAlarms(db, now, conds, japanese);
  const placed: Placed[] = [];
  const covered = new Set<string>();
  const taken = new Set<PlannedAlarm>();
  for (const [
    id,
    ,
    status,
    severity,
    condition,
    guid,
    triggered,
    updated,
    resolvedBy,
    count,
  ] of NAMED_ALARMS) {
    const cond = condById.get(condition)!;
    const computer = byGuid.get(guid)!;
    covered.add(`${condition}|${guid}`);
    if (cond.category >= 20) {
      const named = NAMED_EVENTS.filter((e) => e[0] === id);
      const events: AlarmEventRow[] = named.length
        ? named.map((e) => [e[1], e[2], at(e[3]), e[4], e[5], e[6], e[7], e[8], e[9], e[10]])
        : Array.from({ length: count }, (_, k) => [
            nextObservation(),
            cond.rule === 'agentOutdated' ? 'AgentVersionCheck' : 'PolicyCheck',
            new Date(Math.min(at(updated).getTime(), at(triggered).getTime() + k * DAY)),
            null,
            null,
            null,
            null,
            null,
            null,
            cond.rule === 'agentOutdated'
              ? `${computer.name} runs agent ${computer.agent_version}.`
              : `${computer.name} still runs policy ${computer.policy_version}.`,
          ]);
      const title = NAMED_ALARMS.find((a) => a[0] === id)![1];
      const times = events.map((e) => e[2].getTime());
      placed.push({
        id,
        plan: {
          cond,
          companyId: 1001,
          computerId: computer.id,
          computerGuid: guid,
          title,
          triggered: new Date(Math.min(...times)),
          last: new Date(Math.max(...times)),
          events,
        },
        status,
        severity,
        resolvedBy,
        updated: new Date(Math.max(at(updated).getTime(), ...times)),
      });
      continue;
    }
    // The alert of the same file (named in the example's title) nearest the example's time.
    const wanted = at(triggered).getTime();
    const title = NAMED_ALARMS.find((a) => a[0] === id)![1];
    const sameFile = (p: PlannedAlarm) => (title.includes(p.events[0]![4] ?? '\0') ? 0 : 1);
    const candidates = security.filter(
      (p) => !taken.has(p) && p.cond.id === condition && p.computerGuid === guid,
    );
    const plan = candidates.sort(
      (a, b) =>
        sameFile(a) - sameFile(b) ||
        Math.abs(a.triggered.getTime() - wanted) - Math.abs(b.triggered.getTime() - wanted),
    )[0];
    if (!plan) continue;
    taken.add(plan);
    placed.push({ id, plan, status, severity, resolvedBy, updated: statusTime(status, plan.last) });
  }

  function statusTime(status: string, last: Date): Date {
    if (status === 'Unresolved') return last;
    const moved = last.getTime() + rng.int(5, 72 * 60) * 60_000;
    return new Date(Math.max(last.getTime(), Math.min(now.getTime() - 60_000, moved)));
  }

  // Every other alert the conditions raised, oldest first.
  const others = [
    ...security.filter((p) => !taken.has(p)),
    ...healthAlarms(rng, now, conds, computersOf, japanese, nextObservation, covered),
    ...systemAlarms(rng, now, conds, nextObservation, large ? 30 : 3),
  ].sort(
    (a, b) =>
      a.triggered.getTime() - b.triggered.getTime() ||
      a.cond.id - b.cond.id ||
      (a.computerId ?? 0) - (b.computerId ?? 0) ||
      a.title.localeCompare(b.title),
  );
  let alarmId = 60113;
  for (const plan of others) {
    // Recent alerts are more often still open.
    const ageDays = (now.getTime() - plan.last.getTime()) / DAY;
    const status = rng.weighted([
      ['Unresolved', ageDays < 7 ? 55 : 25],
      ['InReview', 20],
      ['Resolved', ageDays < 7 ? 25 : 55],
    ] as const);
    const companyId = plan.companyId;
    placed.push({
      id: alarmId++,
      plan,
      status,
      severity: plan.cond.severity,
      resolvedBy:
        status === 'Resolved'
          ? rng.pick(companyId === null ? ['Global Admin'] : (usersOf.get(companyId) ?? ['Olivia Harper']))
          : null,
      updated: statusTime(status, plan.last),
    });
  }

  await insertAlarms(ctx, placed, rng);
};

async function insertAlarms(ctx: SeedContext, placed: Placed[], rng: ReturnType<SeedContext['random']>) {
  const alarms: unknown[][] = [];
  const events: unknown[][] = [];
  for (const { id, plan, status, severity, resolvedBy, updated } of placed) {
    const c: Cond = plan.cond;
    alarms.push([
      id,
      id >= 60113 ? rng.uuid() : `b52d8e14-7f3a-4c9b-8e21-0000000${id}`,
      plan.title,
      status,
      severity,
      c.id,
      c.name,
      c.description,
      c.category,
      plan.companyId,
      plan.computerId,
      plan.triggered,
      updated,
      resolvedBy,
      plan.events.length,
    ]);
    for (const e of plan.events) events.push([e[0], id, ...e.slice(1)]);
  }
  await insertRows(
    ctx.db,
    'alarms',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['title', 'text'],
      ['status', 'text'],
      ['severity', 'text'],
      ['condition_id', 'int'],
      ['condition_name', 'text'],
      ['condition_description', 'text'],
      ['category_id', 'int'],
      ['company_id', 'int'],
      ['computer_id', 'int'],
      ['triggered_on', 'timestamptz'],
      ['updated_on', 'timestamptz'],
      ['resolved_by', 'text'],
      ['event_count', 'int'],
    ],
    alarms,
  );
  await insertRows(ctx.db, 'alarm_events', ALARM_EVENT_COLUMNS, events);
}

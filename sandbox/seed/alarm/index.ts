// Seed data of the Alarm area: condition categories, about 40 conditions (global System and
// LiveSite ones, Security and DeploymentHealth ones of the named companies), alerts in all
// three states on real computers of their company, and the events folded into each alert.
// The named rows of the contract's examples come first with the same ids and values.
import type { SeedModule } from '../index';
import { insertRows, type SeedContext } from '../context';
import { exampleClock } from '../example-time';
import { alertEvents } from './alert-events';
import { CATEGORIES } from './categories';
import { seedConditions } from './conditions';
import { generateAlarms } from './generated-alarms';
import { NAMED_ALARMS } from './named-alarms';
import { NAMED_EVENTS } from './named-events';
import type { ComputerRow } from './vocabulary';

export const seedAlarm: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  const rng = ctx.random('alarm');
  const at = exampleClock(ctx.now);
  const large = ctx.scale === 'large';

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
  const computers = await db.query<ComputerRow>(
    `select c.id, c.guid::text as guid, c.name, s.company_id, c.agent_version, c.policy_version, c.logged_on_user, c.domain
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

  // Alerts and their events
  const alarms: unknown[][] = [];
  const events: unknown[][] = [];
  const condById = new Map(conds.map((c) => [c.id, c]));
  for (const [
    id,
    title,
    status,
    severity,
    condition,
    guid,
    triggered,
    updated,
    resolvedBy,
    count,
  ] of NAMED_ALARMS) {
    const c = condById.get(condition)!;
    const computer = byGuid.get(guid)!;
    alarms.push([
      id,
      `b52d8e14-7f3a-4c9b-8e21-0000000${id}`,
      title,
      status,
      severity,
      condition,
      c.name,
      c.description,
      c.category,
      1001,
      computer.id,
      at(triggered),
      at(updated),
      resolvedBy,
      count,
    ]);
  }
  for (const [
    alarm,
    eventId,
    type,
    time,
    user,
    file,
    path,
    sha,
    publisher,
    parent,
    message,
  ] of NAMED_EVENTS) {
    events.push([eventId, alarm, type, at(time), user, file, path, sha, publisher, parent, message]);
  }
  const addEvents = alertEvents(rng, events);
  const rngE = ctx.random('alarm-events');
  for (const [id, title, , , condition, guid, triggered, updated, , count] of NAMED_ALARMS) {
    if (NAMED_EVENTS.some((e) => e[0] === id)) continue;
    addEvents(
      id,
      condById.get(condition)!.category,
      byGuid.get(guid)!,
      title,
      at(triggered),
      at(updated),
      count,
      rngE,
    );
  }
  generateAlarms(ctx, rng, rngE, alarms, addEvents, conds, companies, computersOf, usersOf);
  await insertRows(
    db,
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
  await insertRows(
    db,
    'alarm_events',
    [
      ['id', 'bigint'],
      ['alarm_id', 'int'],
      ['event_type', 'text'],
      ['event_time', 'timestamptz'],
      ['user_name', 'text'],
      ['file_name', 'text'],
      ['file_path', 'text'],
      ['sha256', 'text'],
      ['publisher', 'text'],
      ['parent_process', 'text'],
      ['message', 'text'],
    ],
    events,
  );
};

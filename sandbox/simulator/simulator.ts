// The living world: advance(to) plays the agents from the last simulated moment to `to` and writes
// what they report in one transaction, with everything the seed derives from events kept in step
// (hash totals and scope statistics, user names, hourly counts, unique block counts, alerts).
// Nothing it writes is later than `to`, the server's clock. A seeded random source makes runs repeat.
import type { Database, Queryable } from '../db/database';
import { aggregateHashes } from '../seed/inspection/aggregates';
import { insertRows } from '../seed/context';
import { EVENT_COLUMNS } from '../seed/table-columns';
import { Random } from '../seed/random';
import { agentEvents, type EventTemplate, type Ids, type NewHash, type SimulatedEvent } from './agent-events';
import { raiseAlarms, type AlarmChange } from './alarms';

const HOUR = 3_600_000;
/** How many recent events the agents' habits are taken from. */
const TEMPLATE_COUNT = 3000;
/** A computer's chance per hour of going off- or online on its own. */
const TOGGLE_PER_HOUR = 0.01;
/** The most a catch-up plays (a sandbox restarted a day later does not back-fill the day). */
const MAX_CATCH_UP = HOUR;

export interface SimulatedChanges {
  from: Date;
  to: Date;
  events: number;
  /** Companies whose events, hashes or dashboards changed. */
  companies: number[];
  hashes: number[];
  alarms: AlarmChange[];
  computers: Array<{ id: number; companyId: number; online: boolean }>;
}

const noVacuum = async () => {};

export class Simulator {
  private constructor(
    private readonly db: Database,
    private readonly rng: Random,
    private readonly perHour: number,
    private last: Date,
  ) {}

  /** Starts at the newest event of the world (or `to` minus an hour at most). */
  static async create(
    db: Database,
    /** perHour: the average events per hour (default: the world's own over its last week). */
    options: { seed: number; now: Date; perHour?: number },
  ): Promise<Simulator> {
    const [row] = await db.query<{ newest: Date | string | null; week: number }>(
      `select max(reported_at) as newest,
         count(*) filter (where reported_at > $1::timestamptz - interval '7 days')::int as week
       from events where reported_at <= $1`,
      [options.now],
    );
    const newest = row?.newest ? new Date(row.newest).getTime() : options.now.getTime();
    const start = Math.max(newest, options.now.getTime() - MAX_CATCH_UP);
    // The world's own average over its last week (with a floor so a tiny world still lives).
    const perHour = options.perHour ?? Math.min(2000, Math.max(6, (row?.week ?? 0) / (7 * 24)));
    return new Simulator(db, new Random(options.seed), perHour, new Date(start));
  }

  get simulatedUntil(): Date {
    return this.last;
  }

  async advance(to: Date): Promise<SimulatedChanges> {
    const from = new Date(Math.max(this.last.getTime(), to.getTime() - MAX_CATCH_UP));
    const changes: SimulatedChanges = {
      from,
      to,
      events: 0,
      companies: [],
      hashes: [],
      alarms: [],
      computers: [],
    };
    if (to.getTime() <= from.getTime()) return changes;
    const result = await this.db.transaction(async (tx) => {
      // Several sandbox processes on one PostgreSQL: one writer of new ids at a time.
      await tx.query('select pg_advisory_xact_lock(340034)');
      const templates = await tx.query<EventTemplate>(
        `select e.company_id, e.site_id, e.group_id, e.computer_id, e.hash_id, e.variant_id, e.event_type, e.action,
           e.severity, e.hash_class, e.user_name, v.file_name, v.file_path, v.policy_name
         from events e join computers c on c.id = e.computer_id and not c.deleted and c.group_id = e.group_id
           join event_variants v on v.id = e.variant_id
         where e.reported_at <= $1
         order by e.reported_at desc, e.id desc limit ${TEMPLATE_COUNT}`,
        [from],
      );
      const [next] = await tx.query<Ids>(
        `select (select coalesce(max(id), 0) + 1 from events)::bigint::float8 as event,
           (select coalesce(max(id), 0) + 1 from file_hashes)::int as hash,
           (select coalesce(max(id), 0) + 1 from event_variants)::int as variant`,
      );
      const ids = { ...next! };
      const firstEventId = ids.event;
      const { events, hashes } = agentEvents(this.rng, templates, this.perHour, from, to, ids);
      await insertHashes(tx, hashes);
      await insertEvents(tx, events);
      const computers = await moveComputers(tx, this.rng, events, from, to);
      let alarms: AlarmChange[] = [];
      if (events.length > 0) {
        const hashIds = [...new Set(events.map((e) => e.hash_id))];
        await aggregateHashes(tx, hashIds, firstEventId, noVacuum);
        await countUniqueBlocks(tx, firstEventId);
        await reportEvents(tx, firstEventId);
        alarms = await raiseAlarms(tx, this.rng, to, firstEventId, events[0]!.reported_at);
        changes.hashes = hashIds;
      }
      return { events, computers, alarms };
    });
    this.last = to;
    changes.events = result.events.length;
    changes.alarms = result.alarms;
    changes.computers = result.computers;
    changes.companies = [
      ...new Set([...result.events.map((e) => e.company_id), ...result.computers.map((c) => c.companyId)]),
    ].sort((a, b) => a - b);
    return changes;
  }
}

async function insertHashes(tx: Queryable, hashes: NewHash[]): Promise<void> {
  if (hashes.length === 0) return;
  await insertRows(
    tx,
    'file_hashes',
    [
      ['id', 'int'],
      ['sha256', 'text'],
      ['md5', 'text'],
      ['sha1', 'text'],
      ['file_name', 'text'],
      ['hash_type', 'text'],
      ['hash_class', 'text'],
      ['severity', 'text'],
      ['first_seen', 'timestamptz'],
    ],
    hashes.map((h) => [
      h.id,
      h.sha256,
      h.md5,
      h.sha1,
      h.fileName,
      h.hashType,
      'notFound',
      h.severity,
      h.firstSeen,
    ]),
  );
  await insertRows(
    tx,
    'event_variants',
    [
      ['id', 'int'],
      ['hash_id', 'int'],
      ['event_type', 'text'],
      ['file_name', 'text'],
      ['file_path', 'text'],
      ['policy_name', 'text'],
    ],
    hashes.map((h) => [h.variantId, h.id, h.eventType, h.fileName, h.filePath, h.policyName]),
  );
}

async function insertEvents(tx: Queryable, events: SimulatedEvent[]): Promise<void> {
  await insertRows(
    tx,
    'events',
    EVENT_COLUMNS,
    events.map((e) => [
      e.id,
      e.reported_at,
      e.company_id,
      e.site_id,
      e.group_id,
      e.computer_id,
      e.hash_id,
      e.variant_id,
      e.event_type,
      e.action,
      e.severity,
      e.hash_class,
      e.user_name,
    ]),
  );
}

/**
 * A computer that reported is online (seen at its last report); a few others go off- or online on
 * their own. Returns the computers whose online state changed.
 */
async function moveComputers(
  tx: Queryable,
  rng: Random,
  events: SimulatedEvent[],
  from: Date,
  to: Date,
): Promise<SimulatedChanges['computers']> {
  const reported = new Map<number, Date>();
  for (const e of events) reported.set(e.computer_id, e.reported_at);
  const all = await tx.query<{ id: number; company_id: number; online: boolean }>(
    `select c.id, s.company_id, c.online from computers c join groups g on g.id = c.group_id
       join sites s on s.id = g.site_id where not c.deleted order by c.id`,
  );
  const hours = (to.getTime() - from.getTime()) / HOUR;
  const moved: SimulatedChanges['computers'] = [];
  const seen: Array<[number, Date]> = [];
  for (const c of all) {
    const at = reported.get(c.id);
    if (at) {
      seen.push([c.id, at]);
      if (!c.online) moved.push({ id: c.id, companyId: c.company_id, online: true });
    } else if (rng.chance(TOGGLE_PER_HOUR * hours)) {
      moved.push({ id: c.id, companyId: c.company_id, online: !c.online });
      if (!c.online)
        seen.push([c.id, new Date(from.getTime() + rng.next() * (to.getTime() - from.getTime()))]);
    }
  }
  if (seen.length > 0)
    await tx.query(
      `update computers c set online = true, last_seen = greatest(c.last_seen, v.at)
       from unnest($1::int[], $2::timestamptz[]) as v(id, at) where c.id = v.id`,
      [seen.map(([id]) => id), seen.map(([, at]) => at)],
    );
  const offline = moved.filter((m) => !m.online).map((m) => m.id);
  if (offline.length > 0)
    await tx.query('update computers set online = false where id = any($1::int[])', [offline]);
  return moved;
}

/** A block of a file the policy review lists on that computer counts there (its count is its events). */
async function countUniqueBlocks(tx: Queryable, firstEventId: number): Promise<void> {
  await tx.query(
    `update unique_block_occurrences o set block_count = o.block_count + n.c, last_seen = greatest(o.last_seen, n.ls)
     from (select ub.id, e.computer_id, count(*)::int as c, max(e.reported_at) as ls
           from events e join file_hashes h on h.id = e.hash_id join unique_blocks ub on ub.sha256 = h.sha256
           where e.id >= $1 and e.action = 'blocked' group by 1, 2) n
     where o.unique_block_id = n.id and o.computer_id = n.computer_id`,
    [firstEventId],
  );
}

/** The live stream hears of the new events: one change per group (dashboards and lists follow). */
async function reportEvents(tx: Queryable, firstEventId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(500500)');
  await tx.query(
    `insert into live_changes (kind, at, company_id, site_id, group_id, detail)
     select 'eventsReported', max(reported_at), company_id, site_id, group_id, json_build_object('count', count(*))
     from events where id >= $1 group by company_id, site_id, group_id order by company_id, site_id, group_id`,
    [firstEventId],
  );
}

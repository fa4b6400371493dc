// The aggregates the lists read, from the seeded events.
import type { Database, Queryable } from '../../db/database';

/**
 * The aggregates of the lists: totals per hash, per company and hash, per group and hash, the
 * user names of events, events per hour.
 */
export async function aggregate(db: Database): Promise<void> {
  await db.exec(
    `update file_hashes h set computer_count = s.cc, event_count = s.ec, last_seen = s.ls, first_seen = least(h.first_seen, s.fs)
       from (select hash_id, count(distinct computer_id)::int as cc, count(*)::int as ec, min(reported_at) as fs,
               max(reported_at) as ls
             from events group by hash_id) s
       where s.hash_id = h.id`,
  );
  await hashScopeStats(db);
  await db.exec(
    'insert into event_user_names (user_name) select distinct user_name from events where user_name is not null',
  );
  await db.exec(
    `insert into event_hour_counts (hour, event_type, action, hash_class, n)
       select date_bin('1 hour', reported_at, timestamptz '2000-01-01T00:00:00Z'), event_type, action, hash_class, count(*)::int
       from events group by 1, 2, 3, 4`,
  );
}

/**
 * The statistics of each hash per company and per group (migration 130). The rows of several
 * groups add up to a site's or a company's only when no computer's events span two groups:
 * checked here, so that a seed that breaks it fails instead of showing wrong computer counts.
 */
async function hashScopeStats(db: Database): Promise<void> {
  const spanning = await db.query(
    'select computer_id from events group by computer_id having count(distinct group_id) > 1 limit 1',
  );
  if (spanning.length > 0)
    throw new Error('A computer has events in two groups: hash_group_stats cannot add up its computers.');
  await db.exec(
    `insert into hash_company_stats (company_id, hash_id, hash_class, computer_count, event_count, last_seen)
       select e.company_id, e.hash_id, min(h.hash_class), count(distinct e.computer_id)::int, count(*)::int, max(e.reported_at)
       from events e join file_hashes h on h.id = e.hash_id group by e.company_id, e.hash_id`,
  );
  await db.exec(
    `insert into hash_group_stats (company_id, site_id, group_id, hash_id, hash_class, computer_count, event_count, last_seen)
       select e.company_id, e.site_id, e.group_id, e.hash_id, min(h.hash_class), count(distinct e.computer_id)::int, count(*)::int,
         max(e.reported_at)
       from events e join file_hashes h on h.id = e.hash_id group by e.company_id, e.site_id, e.group_id, e.hash_id`,
  );
  // Index-only scans need the visibility map; the tables are analyzed with the rest of the seed.
  await db.exec('vacuum hash_company_stats');
  await db.exec('vacuum hash_group_stats');
}

/**
 * The aggregates again for events added after aggregate() (the policy review's blocked events,
 * ids from firstEventId on, all of the given hashes): the hashes' totals and scope statistics are
 * recounted, the user names and hours add the new events.
 */
export async function aggregateHashes(
  db: Queryable,
  hashIds: number[],
  firstEventId: number,
  /** The simulator writes inside a transaction and a few rows at a time: no vacuum there. */
  vacuum: (db: Queryable) => Promise<void> = vacuumEventTables,
): Promise<void> {
  await db.query(
    `update file_hashes h set computer_count = s.cc, event_count = s.ec, last_seen = s.ls, first_seen = least(h.first_seen, s.fs)
       from (select hash_id, count(distinct computer_id)::int as cc, count(*)::int as ec, min(reported_at) as fs,
               max(reported_at) as ls
             from events where hash_id = any($1::int[]) group by hash_id) s
       where s.hash_id = h.id`,
    [hashIds],
  );
  const spanning = await db.query(
    'select computer_id from events group by computer_id having count(distinct group_id) > 1 limit 1',
  );
  if (spanning.length > 0)
    throw new Error('A computer has events in two groups: hash_group_stats cannot add up its computers.');
  await db.query('delete from hash_company_stats where hash_id = any($1::int[])', [hashIds]);
  await db.query('delete from hash_group_stats where hash_id = any($1::int[])', [hashIds]);
  await db.query(
    `insert into hash_company_stats (company_id, hash_id, hash_class, computer_count, event_count, last_seen)
       select e.company_id, e.hash_id, min(h.hash_class), count(distinct e.computer_id)::int, count(*)::int, max(e.reported_at)
       from events e join file_hashes h on h.id = e.hash_id where e.hash_id = any($1::int[]) group by e.company_id, e.hash_id`,
    [hashIds],
  );
  await db.query(
    `insert into hash_group_stats (company_id, site_id, group_id, hash_id, hash_class, computer_count, event_count, last_seen)
       select e.company_id, e.site_id, e.group_id, e.hash_id, min(h.hash_class), count(distinct e.computer_id)::int, count(*)::int,
         max(e.reported_at)
       from events e join file_hashes h on h.id = e.hash_id where e.hash_id = any($1::int[])
       group by e.company_id, e.site_id, e.group_id, e.hash_id`,
    [hashIds],
  );
  await db.query(
    `insert into event_user_names (user_name) select distinct user_name from events
       where id >= $1 and user_name is not null on conflict do nothing`,
    [firstEventId],
  );
  await db.query(
    `insert into event_hour_counts (hour, event_type, action, hash_class, n)
       select date_bin('1 hour', reported_at, timestamptz '2000-01-01T00:00:00Z'), event_type, action, hash_class, count(*)::int
       from events where id >= $1 group by 1, 2, 3, 4
       on conflict (hour, event_type, action, hash_class) do update set n = event_hour_counts.n + excluded.n`,
    [firstEventId],
  );
  await vacuum(db);
}

async function vacuumEventTables(db: Queryable): Promise<void> {
  const database = db as Database;
  await database.exec('vacuum events');
  await database.exec('vacuum hash_company_stats');
  await database.exec('vacuum hash_group_stats');
}

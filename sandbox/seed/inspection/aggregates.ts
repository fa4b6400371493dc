// The aggregates the lists read, from the seeded events.
import type { Database } from '../../db/database';

/** The aggregates of the lists: totals per hash, the user names of events, events per hour. */
export async function aggregate(db: Database): Promise<void> {
  await db.exec(
    `update file_hashes h set computer_count = s.cc, event_count = s.ec, last_seen = s.ls, first_seen = least(h.first_seen, s.fs)
       from (select hash_id, count(distinct computer_id)::int as cc, count(*)::int as ec, min(reported_at) as fs,
               max(reported_at) as ls
             from events group by hash_id) s
       where s.hash_id = h.id`,
  );
  await db.exec(
    'insert into event_user_names (user_name) select distinct user_name from events where user_name is not null',
  );
  await db.exec(
    `insert into event_hour_counts (hour, event_type, action, hash_class, n)
       select date_bin('1 hour', reported_at, timestamptz '2000-01-01T00:00:00Z'), event_type, action, hash_class, count(*)::int
       from events group by 1, 2, 3, 4`,
  );
}

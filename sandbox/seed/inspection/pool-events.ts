// The bulk of the events, generated in SQL from the catalogue (INSERT ... SELECT over
// generate_series with deterministic hash expressions), so that a million events seed in seconds.
import type { Database } from '../../db/database';
import { insertRows, type SeedContext } from '../context';
import type { Catalogue } from './catalogue';
import { HOUR, NOT_BLOCKABLE } from './vocabulary';

/** The bulk of the events: generated in SQL from the catalogue, ids 1..count in time order. */
export async function poolEvents(
  db: Database,
  ctx: SeedContext,
  catalogue: Catalogue,
  count: number,
): Promise<void> {
  if (count === 0) return;

  // The pool: every variant with a weight, most popular first; Japanese software apart.
  const pool = catalogue.variants.filter((v) => v.weight > 0);
  const global = pool.filter((v) => !v.ja).sort((a, b) => b.weight - a.weight || a.id - b.id);
  const japanese = pool.filter((v) => v.ja).sort((a, b) => b.weight - a.weight || a.id - b.id);
  const ordered = [...global, ...japanese];
  await db.exec(
    `drop table if exists _seed_variants; drop table if exists _seed_computers; drop table if exists _seed_hours;
     create table _seed_variants (idx int primary key, id int, hash_id int, event_type text, hash_class text, blockable boolean,
       sev text, sev_allowed text, user_kind int);
     create table _seed_hours (first_id bigint, n int, start timestamptz);`,
  );
  await insertRows(
    db,
    '_seed_variants',
    [
      ['idx', 'int'],
      ['id', 'int'],
      ['hash_id', 'int'],
      ['event_type', 'text'],
      ['hash_class', 'text'],
      ['blockable', 'boolean'],
      ['sev', 'text'],
      ['sev_allowed', 'text'],
      ['user_kind', 'int'],
    ],
    ordered.map((v, idx) => [
      idx,
      v.id,
      v.hashId,
      v.event,
      v.cls,
      !NOT_BLOCKABLE.has(v.event),
      v.severity,
      v.allowedSeverity,
      v.userKind,
    ]),
  );

  // Events per hour over the last 90 days: busy on weekdays and office hours (US and Japan),
  // slowly growing.
  const hours = 90 * 24;
  const start = ctx.now.getTime() - hours * HOUR;
  const weights: number[] = [];
  for (let k = 0; k < hours; k++) {
    const t = new Date(start + k * HOUR);
    const dow = t.getUTCDay();
    const h = t.getUTCHours();
    const office = h >= 13 && h <= 22 ? 1 : h <= 9 ? 0.8 : 0.35;
    const weekend = dow === 0 || dow === 6 ? 0.3 : 1;
    weights.push(office * weekend * (0.85 + (0.3 * k) / hours));
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const hourRows: unknown[][] = [];
  let cumulative = 0;
  let assigned = 0;
  for (let k = 0; k < hours; k++) {
    cumulative += weights[k]!;
    const upTo = Math.round((cumulative / total) * count);
    if (upTo > assigned) hourRows.push([assigned + 1, upTo - assigned, new Date(start + k * HOUR)]);
    assigned = upTo;
  }
  await insertRows(
    db,
    '_seed_hours',
    [
      ['first_id', 'bigint'],
      ['n', 'int'],
      ['start', 'timestamptz'],
    ],
    hourRows,
  );
  await db.exec(
    `create table _seed_computers as
       select (row_number() over (order by hashint4(c.id), c.id) - 1)::int as idx, c.id, c.group_id, g.site_id, s.company_id,
         c.protection_mode = 'Discovery' as discovery, co.country = 'Japan' as ja,
         coalesce(c.domain, 'CORP') as domain, coalesce(c.domain, 'CORP') || '\\' || coalesce(c.logged_on_user, 'user') as user_name
       from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id join companies co on co.id = s.company_id
       where not c.deleted;
     alter table _seed_computers add primary key (idx);
     analyze _seed_computers; analyze _seed_variants; analyze _seed_hours;`,
  );
  const [{ n: nc } = { n: 0 }] = await db.query<{ n: number }>(
    'select count(*)::int as n from _seed_computers',
  );
  if (nc === 0) return;
  const na = global.length;
  const nj = japanese.length;
  const japanesePick =
    nj > 0
      ? `case when c.ja and s.r3 < 35 then ${na} + (s.r2 % ${nj})::int else least(${na - 1}, floor(${na} * power(s.u2, 2.6))::int) end`
      : `least(${na - 1}, floor(${na} * power(s.u2, 2.6))::int)`;
  // One statement per slice of hours keeps the memory of a large seed flat.
  const slices = ctx.scale === 'large' ? 8 : 1;
  const perSlice = Math.ceil(count / slices);
  for (let k = 0; k < slices; k++) {
    const lo = k * perSlice + 1;
    const hi = Math.min(count, (k + 1) * perSlice);
    if (lo > hi) break;
    await db.query(
      `insert into events (id, reported_at, company_id, site_id, group_id, computer_id, hash_id, variant_id, event_type, action, severity, hash_class, user_name)
       select s.id, s.start + s.r0 * interval '1 second', c.company_id, c.site_id, c.group_id, c.id, v.hash_id, v.id,
         -- Discovery only audits: what would have been blocked is reported as a policy violation.
         case when v.blockable and c.discovery and v.event_type like '%Blocked' then 'PolicyViolation' else v.event_type end,
         case when not v.blockable then 'allowed' when c.discovery then 'audited' else 'blocked' end,
         case when v.blockable then v.sev else v.sev_allowed end,
         v.hash_class,
         case v.user_kind when 0 then c.user_name when 1 then c.domain || '\\svc-backup' else null end
       from (
         -- One 64-bit hash of the id gives every draw of the event (12 + 20 + 20 + 7 bits).
         select x.id, x.start, (x.r & 4095) % 3600 as r0, ((x.r >> 12) & 1048575)::float8 / 1048576 as u1,
           (x.r >> 32) & 1048575 as r2, ((x.r >> 32) & 1048575)::float8 / 1048576 as u2, ((x.r >> 52) & 127) % 100 as r3
         from (select h.first_id + j as id, h.start, hashint8extended(h.first_id + j, 20261121) as r
               from _seed_hours h cross join lateral generate_series(0, h.n - 1) j
               where h.first_id between $1 and $2) x
       ) s
       join _seed_computers c on c.idx = least(${nc - 1}, floor(${nc} * power(s.u1, 1.35))::int)
       join _seed_variants v on v.idx = ${japanesePick}`,
      [lo, hi],
    );
  }
  await db.exec('drop table _seed_variants; drop table _seed_computers; drop table _seed_hours;');
}

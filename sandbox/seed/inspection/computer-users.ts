// Users by computers: the examples, then the computer's own user, the backup service on
// some, an IT admin now and then.
import { insertRows } from '../context';
import type { ComputerAreaSeed } from './computer-area';
import { DAY } from './vocabulary';

export async function seedComputerUsers({ db, rng, now, computers, at }: ComputerAreaSeed): Promise<void> {
  const named: Array<[number, string, string, number]> = [
    [40006, 'FABRIKAM\\det-kiosk03', '2026-11-19T05:58:12Z', 57],
    [40004, 'FABRIKAM\\jpark', '2026-11-19T07:41:30Z', 41],
    [40005, 'FABRIKAM\\lnguyen', '2026-11-16T08:04:51Z', 36],
    [40014, 'FABRIKAM\\hkowalski', '2026-11-19T06:32:18Z', 44],
    [40014, 'FABRIKAM\\it-admin', '2026-11-06T15:20:03Z', 3],
    [40001, 'FABRIKAM\\mwebb', '2026-11-19T07:55:02Z', 63],
    [40001, 'FABRIKAM\\svc-backup', '2026-11-19T02:00:07Z', 90],
    [40002, 'FABRIKAM\\cdubois', '2026-11-19T08:06:45Z', 58],
    [40002, 'FABRIKAM\\svc-backup', '2026-11-19T02:00:05Z', 90],
    [40003, 'FABRIKAM\\rmenon', '2026-11-18T08:12:39Z', 47],
    [40003, 'FABRIKAM\\svc-backup', '2026-11-18T02:00:11Z', 89],
    [40013, 'FABRIKAM\\acheng', '2026-11-19T07:49:26Z', 61],
  ];
  const userRows: unknown[][] = named.map(([id, user, when, count]) => [id, user, at(when), count]);
  const namedIds = new Set(named.map((n) => n[0]));
  for (const c of computers) {
    if (namedIds.has(c.id)) continue;
    const domain = c.domain ?? 'CORP';
    const seen = Math.min(now, c.last_seen?.getTime() ?? now - 30 * DAY);
    if (now - seen > 88 * DAY) continue;
    userRows.push([
      c.id,
      `${domain}\\${c.logged_on_user ?? 'user'}`,
      new Date(seen - rng.int(0, 120) * 60_000),
      rng.int(12, 70),
    ]);
    if (rng.chance(0.3)) {
      const d = new Date(seen - rng.int(0, 2) * DAY);
      userRows.push([
        c.id,
        `${domain}\\svc-backup`,
        new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 2, 0, rng.int(0, 59))),
        rng.int(80, 90),
      ]);
    }
    if (rng.chance(0.12))
      userRows.push([c.id, `${domain}\\it-admin`, new Date(seen - rng.int(1, 40) * DAY), rng.int(1, 6)]);
  }
  await insertRows(
    db,
    'computer_users',
    [
      ['computer_id', 'int'],
      ['user_name', 'text'],
      ['last_logon', 'timestamptz'],
      ['logon_count', 'int'],
    ],
    userRows.filter((r) => (r[2] as Date).getTime() <= now),
  );
}

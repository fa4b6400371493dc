// The seed's version: a data directory seeded by an older sandbox is seeded again, with a message,
// instead of serving a world the code no longer expects. And the large world's big customer.
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../sandbox/db/database';
import { migrate } from '../../sandbox/db/migrate';
import { prepareDatabase } from '../../sandbox/sandbox';
import { SEED_VERSION, seedState } from '../../sandbox/seed/index';
import { SIZES, createSeedContext } from '../../sandbox/seed/context';
import { seedTenants } from '../../sandbox/seed/tenants';
import { configFromEnv } from '../../sandbox/config';
import { SEED_TIME } from '../support/sandbox';

let db: Database | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

describe('the seed version', () => {
  it('seeds again, saying why, a world seeded by an older version', async () => {
    db = await openPglite(null);
    await migrate(db);
    await db.query(
      "insert into partners (id, guid, name, short_name) values (1, gen_random_uuid(), 'Old', 'OLD')",
    );
    await db.query("insert into sandbox_meta (key, value) values ('seeded_at', $1), ('scale', 'small')", [
      SEED_TIME,
    ]);
    expect(await seedState(db)).toBe('outdated');

    process.env.SANDBOX_SEED_TIME = SEED_TIME;
    const lines: string[] = [];
    const config = configFromEnv({ SANDBOX_DATA_DIR: 'memory', SANDBOX_STATIC: 'none' });
    expect(await prepareDatabase(db, config, (line) => lines.push(line))).toBe(true);
    expect(lines[0]).toBe(
      'The data was seeded by an older version of the sandbox; seeding the current world from scratch.',
    );
    expect(await seedState(db)).toBe('done');
    const meta = await db.query<{ value: string }>(
      "select value from sandbox_meta where key = 'seed_version'",
    );
    expect(meta[0]?.value).toBe(String(SEED_VERSION));
    expect(await db.query("select 1 from partners where name = 'Old'")).toEqual([]);
    // A current world is left as it is.
    expect(await prepareDatabase(db, config, (line) => lines.push(line))).toBe(false);
  }, 120_000);
});

describe('the demo company at large scale', () => {
  it('takes its share of the generated computers; the small world spreads them evenly', async () => {
    const shareOfDemoCompany = async (demoCompanyShare: number) => {
      const fresh = await openPglite(null);
      try {
        await migrate(fresh);
        const ctx = createSeedContext(fresh, 'small', new Date(SEED_TIME));
        await seedTenants({ ...ctx, sizes: { ...SIZES.small, demoCompanyShare } });
        const [row] = await fresh.query<{ demo: number; all: number }>(
          `select count(*) filter (where s.company_id = 1001)::int as demo, count(*)::int as all
           from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id`,
        );
        return row!.demo / row!.all;
      } finally {
        await fresh.close();
      }
    };
    expect(SIZES.large.demoCompanyShare).toBe(0.25);
    expect(SIZES.small.demoCompanyShare).toBe(0);
    const even = await shareOfDemoCompany(0);
    const big = await shareOfDemoCompany(0.25);
    expect(even).toBeLessThan(0.05);
    expect(big).toBeGreaterThan(0.22);
    expect(big).toBeLessThan(0.3);
  }, 120_000);
});

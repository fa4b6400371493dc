// Seeds an empty database with the whole world, module by module, in one transaction-free
// pass (a failed seed leaves the data directory to be deleted and seeded again).
import type { Database } from '../db/database';
import type { Scale } from '../config';
import { createSeedContext } from './context';
import type { SeedModule } from './seed-module';
import { seedTenants } from './tenants';

export const SEED_MODULES: Array<[name: string, load: () => Promise<SeedModule>]> = [
  ['settings and SSO providers', async () => (await import('./settings')).seedSettings],
  ['events, hashes and audit logs', async () => (await import('./inspection/index')).seedInspection],
  ['policy reviews', async () => (await import('./policy-review/index')).seedPolicyReview],
  ['alerts and conditions', async () => (await import('./alarm/index')).seedAlarm],
  ['PDP and LRP servers', async () => (await import('./server')).seedServer],
  ['agent settings and agms rules', async () => (await import('./agent')).seedAgent],
  ['saved filters', async () => (await import('./saved-filter')).seedSavedFilters],
  ['shared policy', async () => (await import('./policy/index')).seedPolicy],
  ['change history', async () => (await import('./change-history')).seedChangeHistory],
];

/**
 * Raise when the seed makes a different world, so that data directories seeded before are seeded
 * again (2: at large scale the demo company holds a quarter of the computers; 3: saved filters;
 * 4: at large scale, open sweep reviews give the group admin's group over 100 open checklist items;
 * 5: per-company and per-group hash statistics; 6: saved filters keep their columns; 7: alerts
 * derived from the seeded events by their conditions, audited events that say so, the world as of
 * the start, never ahead of the clock; 8: unique blocks counted from blocked events, seeded for
 * every occurrence; 9: shared policy management: building blocks, versions, drafts, electives and
 * the policy version of every scope node; 10: the change history; 11: the demo user's remembered
 * user list fits a 1280 px screen, unique blocks in a user's folder name the blocking computer's user).
 */
export const SEED_VERSION = 11;

/**
 * 'done' when a seed of this version finished, 'outdated' when one of an older version did,
 * 'partial' when one started and did not, 'empty' otherwise.
 */
export async function seedState(db: Database): Promise<'done' | 'outdated' | 'partial' | 'empty'> {
  const meta = new Map(
    (await db.query<{ key: string; value: string }>('select key, value from sandbox_meta')).map((r) => [
      r.key,
      r.value,
    ]),
  );
  if (meta.has('seeded_at'))
    return Number(meta.get('seed_version') ?? 1) === SEED_VERSION ? 'done' : 'outdated';
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from partners');
  return (row?.n ?? 0) > 0 ? 'partial' : 'empty';
}

export async function seed(
  db: Database,
  scale: Scale,
  now: Date,
  log: (line: string) => void = () => {},
): Promise<void> {
  const ctx = createSeedContext(db, scale, now);
  let started = Date.now();
  const tenants = await seedTenants(ctx);
  log(`  tenants, computers and users (${Date.now() - started} ms)`);
  for (const [name, load] of SEED_MODULES) {
    started = Date.now();
    await (
      await load()
    )(ctx, tenants);
    log(`  ${name} (${Date.now() - started} ms)`);
  }
  await db.exec('analyze');
  await db.query(
    "insert into sandbox_meta (key, value) values ('seeded_at', $1), ('scale', $2), ('seed_version', $3)",
    [now.toISOString(), scale, String(SEED_VERSION)],
  );
}

/**
 * The seed's reference time: SANDBOX_SEED_TIME, or the moment of the seed rounded down to the
 * minute. Every seeded time is at or before it, so a world is never ahead of the server's clock;
 * a world seeded earlier keeps reading as of then (every time together), never partly moved.
 */
export function seedTime(env: NodeJS.ProcessEnv = process.env, now: number = Date.now()): Date {
  if (env.SANDBOX_SEED_TIME) return new Date(env.SANDBOX_SEED_TIME);
  return new Date(Math.floor(now / 60_000) * 60_000);
}

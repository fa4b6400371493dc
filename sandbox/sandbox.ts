// Opens the database (migrated and seeded) and builds the app: what main.ts runs and what the
// tests start in memory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, type SandboxConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seed, seedState, seedTime } from './seed/index';
import { buildApp } from './http/app';
import { handlers } from './handlers/index';

export function loadContract(): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(projectRoot, 'src/gen/openapi.bundle.gen.json'), 'utf8'),
  ) as Record<string, unknown>;
}

export async function openDatabase(config: SandboxConfig, log?: (line: string) => void): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir, log);
}

export async function prepareDatabase(
  db: Database,
  config: SandboxConfig,
  log: (line: string) => void = () => {},
): Promise<boolean> {
  await migrate(db);
  const state = await seedState(db);
  if (state === 'done') return false;
  if (state === 'partial' || state === 'outdated') {
    // A seed that was interrupted, or one of an older world: start again from nothing.
    log(
      state === 'partial'
        ? 'The last seed did not finish; seeding again from scratch.'
        : 'The data was seeded by an older version of the sandbox; seeding the current world from scratch.',
    );
    await db.exec('drop schema public cascade; create schema public;');
    await migrate(db);
  }
  log(`Seeding the ${config.scale} world...`);
  await seed(db, config.scale, seedTime(), log);
  // The seed's alerts and computers went through the live stream's triggers: no one listened.
  await db.exec('truncate live_changes');
  return true;
}

export async function createSandbox(
  config: SandboxConfig,
  options: {
    clock?: () => Date;
    logger?: boolean;
    log?: (line: string) => void;
    /** Resolves when the console's files are complete (a build running beside the database). */
    consoleBuilt?: () => Promise<void>;
  } = {},
) {
  const db = await openDatabase(config, options.log);
  const seeded = await prepareDatabase(db, config, options.log);
  const databaseReadyAt = Date.now();
  await options.consoleBuilt?.();
  const built = await buildApp({
    db,
    config,
    contract: loadContract(),
    handlers,
    clock: options.clock,
    logger: options.logger,
  });
  return { ...built, db, seeded, databaseReadyAt };
}

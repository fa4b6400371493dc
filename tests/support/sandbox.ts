// A sandbox in memory for a test file: PGlite in memory (or DATABASE_URL), seeded at small
// scale as of a fixed time, with a clock the test can move.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { configFromEnv, type SandboxConfig } from '../../sandbox/config';
import { openDatabase, prepareDatabase, loadContract } from '../../sandbox/sandbox';
import { buildApp } from '../../sandbox/http/app';
import { handlers } from '../../sandbox/handlers/index';
import { openPglite, type Database } from '../../sandbox/db/database';

export const SEED_TIME = '2026-11-21T09:00:00.000Z';

/** The URL of database `name` on the server of `url`. */
export function databaseUrlOf(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The world seeded once for the run (seeded-world.ts), when it is the one this sandbox needs. */
function seededWorld(env: NodeJS.ProcessEnv | undefined) {
  // A scale of its own needs a seed of its own.
  if (env?.SANDBOX_SCALE) return null;
  return inject('seededWorld') ?? null;
}

export interface TestSandbox {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database of this sandbox (TEST_DATABASE_URL's server), or null on PGlite. */
  databaseUrl: string | null;
  clock: { now: Date; advance: (ms: number) => void };
  close: () => Promise<void>;
}

export async function startTestSandbox(
  options: { contract?: Record<string, unknown>; staticDir?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<TestSandbox> {
  process.env.SANDBOX_SEED_TIME = SEED_TIME;
  const config: SandboxConfig = {
    ...configFromEnv({ ...options.env, SANDBOX_DATA_DIR: 'memory', SANDBOX_STATIC: 'none' }),
    databaseUrl: process.env.TEST_DATABASE_URL ?? null,
    staticDir: options.staticDir ?? null,
  };
  const world = seededWorld(options.env);
  // On PostgreSQL each test file gets a database of its own (files run in parallel): a copy of
  // the seeded world's template when there is one.
  let dropDatabase = async () => {};
  if (config.databaseUrl) {
    const name = `sandbox_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: config.databaseUrl });
    await admin.connect();
    await admin.query(
      world && 'template' in world
        ? `create database ${name} template ${world.template}`
        : `create database ${name}`,
    );
    await admin.end();
    config.databaseUrl = databaseUrlOf(config.databaseUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const db =
    world && 'pgliteDump' in world && !config.databaseUrl
      ? await openPglite(null, () => {}, { loadDataDir: new Blob([readFileSync(world.pgliteDump)]) })
      : await openDatabase(config);
  // Nothing to do on a copy of the seeded world (its migrations and seed are done).
  await prepareDatabase(db, config);
  const clock = {
    now: new Date('2026-11-21T10:00:00.000Z'),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const { app } = await buildApp({
    db,
    config,
    contract: options.contract ?? loadContract(),
    handlers,
    clock: () => clock.now,
  });
  await app.ready();
  return {
    app,
    db,
    databaseUrl: config.databaseUrl,
    clock,
    close: async () => {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
}

export const DEMO_PASSWORD = 'Sandbox-Demo-1';

/** Signs in and returns the cookie header and the session id. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/bff/login',
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const claims = (res.json() as { entityData: { type: string; value: string }[] }).entityData;
  const sid = claims.find((c) => c.type === 'sid')!.value;
  return { cookie, sid, claims };
}

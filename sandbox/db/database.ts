// One small database interface over PGlite (embedded, default) and node-postgres (DATABASE_URL),
// so the same SQL runs on both. Writes go through `transaction`: a failed write changes nothing.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir, moveAside, prepareDataDir } from './data-dir';
import { ReadCache, isRead, readTables, writtenTables } from './read-cache';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /**
   * A read whose rows are kept until the next write through this database: for the lookups every
   * request repeats (session, user, scope), for counts that pages of one list share and for the
   * pages themselves, which many sessions of one scope ask alike (issue 30). On
   * PGlite this process is the only writer (the data directory is locked), so any write here
   * ends every kept read; on a PostgreSQL server others may write, so nothing is kept. The rows
   * are frozen: callers must not change them.
   */
  cachedQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<readonly T[]>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (from this process or, on a PostgreSQL server,
   * any process on the database); resolves to the unlisten.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** SANDBOX_SLOW_QUERY_MS=N prints every query slower than N ms (with its SQL, never its parameters). */
const SLOW_QUERY_MS = process.env.SANDBOX_SLOW_QUERY_MS ? Number(process.env.SANDBOX_SLOW_QUERY_MS) : null;

/**
 * A kept read where the database keeps reads (a PGlite transaction keeps those of tables it has not
 * written); elsewhere (a PostgreSQL transaction) it reads through.
 */
export function readCached<T = Record<string, unknown>>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<readonly T[]> {
  return 'cachedQuery' in db ? (db as Database).cachedQuery<T>(sql, params) : db.query<T>(sql, params);
}

/** Reads that must run for each asker: volatile functions, row locks. */
const UNSHARED_READ =
  /\b(nextval|setval|random|gen_random_uuid|clock_timestamp|pg_advisory_\w+|txid_current)\s*\(|\bfor\s+(update|share)\b/i;

function logIfSlow(sql: string, ms: number): void {
  if (SLOW_QUERY_MS !== null && ms >= SLOW_QUERY_MS)
    console.log(`[slow query ${ms.toFixed(1)} ms] ${sql.replace(/\s+/g, ' ').slice(0, 2000)}`);
}

async function createPglite(
  dataDir: string | null,
  log: (line: string) => void,
  loadDataDir?: Blob,
): Promise<PGlite> {
  if (!dataDir) return loadDataDir ? PGlite.create({ loadDataDir }) : PGlite.create();
  try {
    const db = await PGlite.create(dataDir);
    await db.query('select 1');
    return db;
  } catch (err) {
    const movedTo = moveAside(dataDir);
    log(
      `The data directory ${dataDir} could not be opened (${err instanceof Error ? err.message : String(err)}); ` +
        `probably an unclean stop. ${movedTo ? `Moved it to ${movedTo}; ` : ''}starting a fresh world.`,
    );
    return PGlite.create(dataDir);
  }
}

/** The PGlite under each database openPglite made (for dumpPglite). */
const pgliteOf = new WeakMap<Database, PGlite>();

/**
 * The whole database as a tarball (PGlite's `dumpDataDir`), to open again with
 * `openPglite(null, log, { loadDataDir })`: the tests seed one world and open a copy per file.
 */
export async function dumpPglite(database: Database): Promise<Blob> {
  const db = pgliteOf.get(database);
  if (!db) throw new Error('dumpPglite: not a PGlite database');
  return db.dumpDataDir('none');
}

export async function openPglite(
  dataDir: string | null,
  log: (line: string) => void = (line) => console.log(line),
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) prepareDataDir(dataDir);
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let db: PGlite;
  try {
    db = await createPglite(dataDir, log, options.loadDataDir);
  } catch (err) {
    release();
    throw err;
  }
  // PGlite runs one query at a time; a queue keeps transactions from interleaving.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  const cache = new ReadCache();
  // Identical reads queued while no write was queued share one run (issue 30: with 20 sessions
  // loading the same lists, most of the queue was the same page read again). Sharing is safe:
  // the read runs after every write queued before the second asker, as its own would have.
  let writesQueued = 0;
  const sharedReads = new Map<string, Promise<unknown[]>>();
  const read = <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    if (UNSHARED_READ.test(sql)) return serial(() => query<T>(sql, params));
    const key = `${writesQueued}\u0000${sql}\u0000${JSON.stringify(params)}`;
    const running = sharedReads.get(key);
    // The first asker has the rows; each other one a copy of its own to change.
    if (running) return running.then((rows) => structuredClone(rows) as T[]);
    const run = serial(() => query<T>(sql, params)).finally(() => sharedReads.delete(key));
    sharedReads.set(key, run);
    return run;
  };
  const query = async <T>(sql: string, params: unknown[] = []) => {
    if (!isRead(sql)) cache.written(writtenTables(sql));
    if (SLOW_QUERY_MS === null) return (await db.query<T>(sql, params)).rows;
    const started = performance.now();
    const rows = (await db.query<T>(sql, params)).rows;
    logIfSlow(sql, performance.now() - started);
    return rows;
  };
  const database: Database = {
    kind: 'pglite',
    query: <T>(sql: string, params: unknown[] = []) => {
      if (isRead(sql)) return read<T>(sql, params);
      writesQueued++;
      return serial(() => query<T>(sql, params));
    },
    // A kept read answers at once: with 200 requests in flight, waiting in the queue behind them
    // for rows already at hand cost each request a full turn of the queue per lookup (session,
    // user, scope, count), most of its time (issue 30). A read to keep runs inside the queue, so
    // that no write can land between the read and its keeping.
    cachedQuery: <T>(sql: string, params: unknown[] = []) => {
      const kept = cache.peek<T>(sql, params);
      return kept
        ? Promise.resolve(kept)
        : serial(() => cache.read<T>(sql, params, () => query<T>(sql, params)));
    },
    exec: (sql) => {
      writesQueued++;
      return serial(async () => {
        cache.written(null);
        await db.exec(sql);
      });
    },
    transaction: (fn) => {
      writesQueued++;
      return serial(async () => {
        // The tables the transaction writes; their kept reads end when it does (even on failure).
        const written = new Set<string>();
        let unknown = false;
        try {
          return await db.transaction(async (tx) => {
            const txQuery = async <T>(sql: string, params: unknown[] = []) => {
              if (!isRead(sql)) {
                const tables = writtenTables(sql);
                if (tables === null) unknown = true;
                else for (const t of tables) written.add(t);
              }
              const started = SLOW_QUERY_MS === null ? 0 : performance.now();
              const rows = (await tx.query<T>(sql, params)).rows;
              if (SLOW_QUERY_MS !== null) logIfSlow(sql, performance.now() - started);
              return rows;
            };
            const txDatabase: Queryable & Pick<Database, 'cachedQuery'> = {
              query: txQuery,
              // A kept read of tables this transaction has not written is what the transaction
              // sees too (this process is the only writer, and it holds the queue): a recorded
              // write's lookups of names and tenants answer from memory (issue 29).
              cachedQuery: <T>(sql: string, params: unknown[] = []) =>
                unknown || readTables(sql).some((t) => written.has(t))
                  ? txQuery<T>(sql, params)
                  : cache.read<T>(sql, params, () => txQuery<T>(sql, params)),
            };
            return fn(txDatabase);
          });
        } finally {
          cache.written(unknown ? null : written);
        }
      });
    },
    listen: async (channel, onNotify) => db.listen(channel, onNotify),
    close: async () => {
      try {
        await serial(() => db.close());
      } finally {
        release();
      }
    },
  };
  pgliteOf.set(database, db);
  return database;
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle connection the server ends (a restart, or a test dropping its database "with (force)")
  // is an error event of the pool; without a listener it would end the whole process. The pool
  // opens a new connection for the next query.
  pool.on('error', (err) => console.warn(`[sandbox] a database connection was closed: ${err.message}`));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    cachedQuery: async <T>(sql: string, params: unknown[] = []) =>
      (await pool.query(sql, params)).rows as T[],
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as T[],
        });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    // One connection of its own per listener: LISTEN holds it (a pool's would go back to others).
    listen: async (channel, onNotify) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (err) =>
        console.warn(`[sandbox] the listening connection was closed: ${err.message}`),
      );
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end();
      };
    },
    close: () => pool.end(),
  };
}

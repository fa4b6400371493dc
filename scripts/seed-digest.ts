// Prints a digest of every table of a freshly seeded world (rows, sha256 of the rows in order),
// as of a fixed time, at the scale SANDBOX_SCALE (small by default). For a change to the seed
// code that must not change the world (a split, a rename): run it before and after and compare;
// an equal output needs no SEED_VERSION bump.
//   npx tsx scripts/seed-digest.ts > before.txt   (change the seed)   npx tsx scripts/seed-digest.ts | diff before.txt -
import { createHash } from 'node:crypto';
import { openPglite } from '../sandbox/db/database';
import { migrate } from '../sandbox/db/migrate';
import { seed } from '../sandbox/seed/index';
import type { Scale } from '../sandbox/config';

const SEED_TIME = new Date('2026-11-21T09:00:00.000Z');
const scale = (process.env.SANDBOX_SCALE ?? 'small') as Scale;

const db = await openPglite(null);
try {
  await migrate(db);
  await seed(db, scale, SEED_TIME);
  const tables = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  // schema_migrations records when each migration ran (now()), not what was seeded.
  for (const { name } of tables.filter((t) => t.name !== 'schema_migrations')) {
    // Rows as text, in the order of their text: the same rows give the same digest whatever
    // the physical order; ids and every column are part of the text.
    const rows = await db.query<{ r: string }>(`select t::text as r from "${name}" t order by 1`);
    const hash = createHash('sha256');
    for (const { r } of rows) hash.update(`${r}\n`);
    console.log(`${name.padEnd(28)} ${String(rows.length).padStart(8)} ${hash.digest('hex')}`);
  }
} finally {
  await db.close();
}

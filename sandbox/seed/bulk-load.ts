// Bulk loads of the large seeded tables.
import type { Database } from '../db/database';

/** Runs a bulk load with the table's secondary indexes and foreign keys dropped, then restores them. */
export async function bulkLoad(
  db: Database,
  table: string,
  load: () => Promise<void>,
  options: { primaryKey?: boolean } = {},
): Promise<void> {
  const indexes = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = current_schema() and tablename = $1 and indexname <> $1 || '_pkey'`,
    [table],
  );
  const constraints = await db.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = $1::regclass and contype = any($2::"char"[]) order by contype desc`,
    [table, options.primaryKey ? ['f', 'p'] : ['f']],
  );
  for (const c of constraints) await db.exec(`alter table ${table} drop constraint ${c.name}`);
  for (const ix of indexes) await db.exec(`drop index ${ix.name}`);
  await load();
  for (const ix of indexes) await db.exec(ix.def);
  // The primary key first (the foreign keys of other tables may need it), then the foreign keys:
  // NOT VALID, as the rows were generated from the rows they reference (checking a million of
  // them again would double the seed); later writes are checked as usual.
  for (const c of [...constraints].reverse()) {
    const notValid = c.def.startsWith('FOREIGN KEY') ? ' not valid' : '';
    await db.exec(`alter table ${table} add constraint ${c.name} ${c.def}${notValid}`);
  }
}

// Kept reads for PGlite, where this process is the only writer (the data directory is locked).
// A read is kept with the tables its SQL names (after FROM and JOIN); a write ends the reads of
// the tables it names (INSERT INTO, UPDATE, DELETE FROM), so that a session touch does not drop
// the list counts and a company write does not drop the sessions. A write whose table cannot be
// told (DDL, several statements) ends every read.

const READ_CACHE_ENTRIES = 2000;
/** Rows kept at most across every read (pages of up to 9,999 rows are kept too): a bound on memory. */
const READ_CACHE_ROWS = 100_000;
const IDENTIFIER = '"?([a-z_][a-z0-9_]*)"?';
const READ_TABLES = new RegExp(`\\b(?:from|join)\\s+(?:only\\s+)?${IDENTIFIER}`, 'gi');
const WRITE_TABLES = new RegExp(
  `\\b(?:insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?)\\s+(?:only\\s+)?${IDENTIFIER}`,
  'gi',
);

/**
 * Tables that a write to another table changes too (foreign keys with ON DELETE/UPDATE actions,
 * triggers that write elsewhere). tests/sandbox/read-cache.test.ts checks this against the
 * database's own catalogue, so a migration that adds one fails until it is named here.
 */
export const CHANGED_WITH: Readonly<Record<string, readonly string[]>> = {
  servers: ['company_selected_servers'],
  // The change log's kept totals (migration 420): a trigger counts each insert of records.
  change_records: ['change_record_totals'],
  // The live stream's outbox (migration 500): its triggers write a change with each of these.
  alarms: ['live_changes'],
  computers: ['live_changes'],
  sessions: ['live_changes'],
  // A deleted block takes its drafts, versions, the elective choices of it and the reviews' links to it along.
  policy_blocks: [
    'policy_block_drafts',
    'policy_block_versions',
    'policy_elective_choices',
    'review_policy_writes',
  ],
};

/** A read whose answer moves with the clock, not only with writes: never kept. */
const TIME_DEPENDENT =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random)\s*\(|\b(current_timestamp|current_date|current_time|localtimestamp|localtime)\b/i;

/** Reads start with SELECT; anything else (INSERT, UPDATE, WITH ..., DDL) counts as a write. */
export const isRead = (sql: string) => /^\s*select\b/i.test(sql);

const names = (sql: string, pattern: RegExp) =>
  new Set([...sql.matchAll(pattern)].map((m) => m[1]!.toLowerCase()));

/** The tables a write changes, or null when they cannot be told from its SQL. */
export function writtenTables(sql: string): Set<string> | null {
  if (/^\s*(create|alter|drop|grant|revoke|comment|do|copy|vacuum|analyze|set|reset)\b/i.test(sql))
    return null;
  if (sql.trim().replace(/;\s*$/, '').includes(';')) return null;
  const tables = names(sql, WRITE_TABLES);
  for (const t of [...tables]) for (const other of CHANGED_WITH[t] ?? []) tables.add(other);
  return tables.size > 0 ? tables : null;
}

/** The tables a read names (after FROM and JOIN): what a kept read is kept with. */
export const readTables = (sql: string): string[] => [...names(sql, READ_TABLES)];

export class ReadCache {
  private readonly entries = new Map<string, { tables: Set<string>; rows: readonly unknown[] }>();
  private keptRows = 0;

  private drop(key: string): void {
    this.keptRows -= this.entries.get(key)?.rows.length ?? 0;
    this.entries.delete(key);
  }

  /** After a write: ends the reads of its tables (null: of every table). */
  written(tables: Set<string> | null): void {
    if (tables === null) {
      this.entries.clear();
      this.keptRows = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      for (const t of entry.tables) {
        if (tables.has(t)) {
          this.drop(key);
          break;
        }
      }
    }
  }

  /**
   * The kept rows of a read, if any. Safe outside the database's queue: a kept read still holds
   * what every finished write left (a write ends its tables' reads when it starts, a transaction
   * when it ends, before its caller hears of it), so the answer is the read as of now, before the
   * writes still queued, which no one has seen finish.
   */
  peek<T>(sql: string, params: unknown[]): readonly T[] | undefined {
    return this.entries.get(`${sql}\u0000${JSON.stringify(params)}`)?.rows as readonly T[] | undefined;
  }

  /** Call inside the database's queue, so that no write lands between the read and its keeping. */
  async read<T>(sql: string, params: unknown[], run: () => Promise<T[]>): Promise<readonly T[]> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const hit = this.entries.get(key);
    if (hit) return hit.rows as readonly T[];
    const rows = Object.freeze((await run()).map((r) => Object.freeze(r)));
    const tables = names(sql, READ_TABLES);
    if (tables.size > 0 && rows.length <= READ_CACHE_ROWS && !TIME_DEPENDENT.test(sql)) {
      this.drop(key);
      // The oldest reads go first.
      while (
        this.entries.size > 0 &&
        (this.entries.size >= READ_CACHE_ENTRIES || this.keptRows + rows.length > READ_CACHE_ROWS)
      )
        this.drop(this.entries.keys().next().value!);
      this.entries.set(key, { tables, rows });
      this.keptRows += rows.length;
    }
    return rows;
  }
}

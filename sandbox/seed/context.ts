// What every seed module shares: the database, a PRNG, the scale and the reference time.
import type { Database, Queryable } from '../db/database';
import type { Scale } from '../config';
import { Random } from './random';

export interface ScaleSizes {
  partners: number;
  companiesPerPartner: [number, number];
  sitesPerCompany: [number, number];
  groupsPerSite: [number, number];
  computers: number;
  /**
   * The share of the generated computers that go to the demo company (Fabrikam, the company
   * admin's): at large scale it is a big customer, so that its lists hold thousands of endpoints.
   */
  demoCompanyShare: number;
  events: number;
}

export const SIZES: Record<Scale, ScaleSizes> = {
  small: {
    partners: 6,
    companiesPerPartner: [4, 8],
    sitesPerCompany: [1, 4],
    groupsPerSite: [2, 5],
    computers: 2_000,
    demoCompanyShare: 0,
    events: 50_000,
  },
  large: {
    partners: 14,
    companiesPerPartner: [12, 20],
    sitesPerCompany: [2, 6],
    groupsPerSite: [3, 7],
    computers: 20_000,
    demoCompanyShare: 0.25,
    events: 1_000_000,
  },
};

export interface SeedContext {
  db: Database;
  scale: Scale;
  sizes: ScaleSizes;
  /** The moment the world is seeded "as of": dates are relative to it. */
  now: Date;
  /** A PRNG per module name, so adding one module does not change the others' data. */
  random: (module: string) => Random;
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function createSeedContext(db: Database, scale: Scale, now: Date): SeedContext {
  return {
    db,
    scale,
    sizes: SIZES[scale],
    now,
    random: (module) => new Random(hashString(`endpoint-console:${module}`)),
  };
}

/** Inserts rows in batches through unnest(), one statement per batch. */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: Array<[name: string, pgType: string]>,
  rows: unknown[][],
  batchSize = 5000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map((_, i) => batch.map((r) => r[i] ?? null));
    const sql = `insert into ${table} (${columns.map(([c]) => c).join(', ')})
      select * from unnest(${columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')})`;
    await db.query(sql, arrays);
  }
}

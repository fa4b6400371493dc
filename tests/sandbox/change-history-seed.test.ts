// The seeded change history at large scale (300,000 earlier changes) without seeding the large
// world: the last changes of the large count, made alone on the small world, where the numbers
// pass the int range in the pick of their entity (the large seed stopped there, "integer out of
// range").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEarlierChanges } from '../../sandbox/seed/change-history';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox();
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

const LARGE_COUNT = 300_000;
// 7919 * 271,182 > 2^31 - 1: the first number whose pick overflowed an int.
const FIRST = 271_170;
const LAST = 271_200;

describe('the earlier changes of the large seed', () => {
  it('are made past the int range, each an admin changing an entity of a tenant', async () => {
    const until = new Date('2026-11-01T00:00:00Z');
    await seedEarlierChanges(sb.db, LARGE_COUNT, until, [FIRST, LAST]);

    const rows = await sb.db.query<{
      id: number;
      changed_at: Date;
      author_email: string;
      entity_type: string;
      entity_id: string;
      company_id: number | null;
      partner_id: number | null;
    }>(
      `select id, changed_at, author_email, entity_type, entity_id, company_id, partner_id
       from change_records where id between $1 and $2 order by id`,
      [FIRST + 9, LAST + 9],
    );
    // Every number made its change (a tenant's admin found for each), with the ids after the story's.
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: LAST - FIRST + 1 }, (_, i) => FIRST + 9 + i));
    for (const row of rows) {
      expect(row.author_email).toMatch(/@/);
      expect(row.partner_id ?? row.company_id).not.toBeNull();
      expect(row.changed_at.getTime()).toBeLessThanOrEqual(until.getTime());
    }
    // Spread over the entities (the pick steps through them), not one entity over and over.
    const entities = new Set(rows.map((r) => `${r.entity_type}:${r.entity_id}`));
    expect(entities.size).toBeGreaterThan(20);
  });
});

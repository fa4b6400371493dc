// pagedList, the sandbox's one paged list: what it asks the database and the page it gives, for
// a total the rows carry (count(*) over ()) and a total read another way (an aggregate).
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../sandbox/db/database';
import { pagedList } from '../../sandbox/data/paged-list';
import { Params } from '../../sandbox/data/sql';

/** A database that answers the page query with `rows` and a count query with `count`. */
function fakeDb(rows: Record<string, unknown>[], count = 0) {
  const asked: Array<{ sql: string; params: unknown[] }> = [];
  const db: Queryable = {
    query: <T>(sql: string, params: unknown[] = []) => {
      asked.push({ sql, params: [...params] });
      return Promise.resolve((sql.startsWith('count') ? [{ n: count }] : rows) as T[]);
    },
  };
  return { db, asked };
}

const order = { order: 'order by x.id' };

describe('pagedList with the total in the rows', () => {
  it('takes the total from the first row and leaves the column out of the rows', async () => {
    const { db, asked } = fakeDb([
      { id: 1, total: 7 },
      { id: 2, total: 7 },
    ]);
    const page = await pagedList(db, new Params(), { page: 2, pageSize: 2 }, order, {
      count: 'count rows',
      rows: (o, limit) => `page ${o} ${limit}`,
      totalColumn: 'total',
    });
    expect(page).toEqual({ rows: [{ id: 1 }, { id: 2 }], totalCount: 7 });
    expect(asked.map((q) => q.sql)).toEqual(['page order by x.id limit $1 offset $2']);
  });

  it('counts apart for a page past the last one, with the filter parameters only', async () => {
    const { db, asked } = fakeDb([], 5);
    const p = new Params();
    const filter = `x.kind = ${p.add('blocked')}`;
    const page = await pagedList(db, p, { page: 4, pageSize: 2 }, order, {
      count: `count where ${filter}`,
      rows: (o, limit) => `page where ${filter} ${o} ${limit}`,
      totalColumn: 'total',
    });
    expect(page).toEqual({ rows: [], totalCount: 5 });
    expect(asked[1]).toEqual({ sql: 'count where x.kind = $1', params: ['blocked'] });
  });

  it('gives 0 for an empty first page without counting', async () => {
    const { db, asked } = fakeDb([]);
    const page = await pagedList(db, new Params(), { page: 1, pageSize: 2 }, order, {
      count: 'count rows',
      rows: () => 'page',
      totalColumn: 'total',
    });
    expect(page).toEqual({ rows: [], totalCount: 0 });
    expect(asked).toHaveLength(1);
  });
});

describe('pagedList with a total read another way', () => {
  it('asks it instead of the count query when the page cannot tell the total', async () => {
    const { db, asked } = fakeDb([{ id: 1 }, { id: 2 }]);
    const page = await pagedList(db, new Params(), { page: 1, pageSize: 2 }, order, {
      count: 'count rows',
      rows: () => 'page',
      total: () => Promise.resolve(1234),
    });
    expect(page.totalCount).toBe(1234);
    expect(asked.map((q) => q.sql)).toEqual(['page']);
  });

  it('does not ask it when a first page holds every row', async () => {
    const { db } = fakeDb([{ id: 1 }]);
    let asked = false;
    const page = await pagedList(db, new Params(), { page: 1, pageSize: 2 }, order, {
      count: 'count rows',
      rows: () => 'page',
      total: () => {
        asked = true;
        return Promise.resolve(99);
      },
    });
    expect(page.totalCount).toBe(1);
    expect(asked).toBe(false);
  });
});

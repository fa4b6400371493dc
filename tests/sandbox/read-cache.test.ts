// Kept reads (Database.cachedQuery): every write through the database ends them, so a request
// never sees data older than the last write; inside a transaction, reads go to the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, readCached, type Database } from '../../sandbox/db/database';
import { chooseEncoding } from '../../sandbox/http/prepared-json';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';

describe('Database.cachedQuery on PGlite', () => {
  let db: Database;
  const names = async () =>
    (await db.cachedQuery<{ name: string }>('select name from t order by id')).map((r) => r.name);

  beforeAll(async () => {
    db = await openPglite(null);
    await db.exec('create table t (id int primary key, name text)');
    await db.query("insert into t values (1, 'one')");
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps a read until a write: a query, a transaction, a failed transaction, exec', async () => {
    expect(await names()).toEqual(['one']);
    const first = await db.cachedQuery('select name from t order by id');
    expect(await db.cachedQuery('select name from t order by id')).toBe(first);

    await db.query("update t set name = 'uno' where id = 1");
    expect(await names()).toEqual(['uno']);

    await db.transaction((tx) => tx.query("insert into t values (2, 'two')"));
    expect(await names()).toEqual(['uno', 'two']);

    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (3, 'three')");
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await names()).toEqual(['uno', 'two']);

    await db.exec("insert into t values (3, 'three')");
    expect(await names()).toEqual(['uno', 'two', 'three']);

    await db.query(
      "with moved as (update t set name = 'tres' where id = 3 returning id) select id from moved",
    );
    expect(await names()).toEqual(['uno', 'two', 'tres']);
  });

  it('keys reads by their parameters', async () => {
    const byId = async (id: number) =>
      (await db.cachedQuery<{ name: string }>('select name from t where id = $1', [id]))[0]?.name;
    expect(await byId(1)).toBe('uno');
    expect(await byId(2)).toBe('two');
  });

  it('hands out frozen rows, so that no caller can change what the next one reads', async () => {
    const rows = await db.cachedQuery<{ name: string }>('select name from t order by id');
    expect(Object.isFrozen(rows)).toBe(true);
    expect(() => {
      (rows[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(await names()).toEqual(['uno', 'two', 'tres']);
  });

  it('reads through inside a transaction, which sees its own writes', async () => {
    await names();
    const seen = await db.transaction(async (tx) => {
      await tx.query("update t set name = 'eins' where id = 1");
      return (await readCached<{ name: string }>(tx, 'select name from t where id = 1'))[0]!.name;
    });
    expect(seen).toBe('eins');
    expect(await names()).toEqual(['eins', 'two', 'tres']);
  });
});

describe('kept session and user reads in the sandbox', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox();
  }, 60_000);
  afterAll(async () => {
    await sb?.close();
  });
  const user = (cookie: string) =>
    sb.app.inject({ method: 'GET', url: '/bff/user', headers: { cookie, 'x-csrf': '1' } });

  it('a session ended in the database is ended for the very next request', async () => {
    const { cookie } = await signIn(sb.app, 'company.admin@sandbox.test');
    expect((await user(cookie)).statusCode).toBe(200);
    expect((await user(cookie)).statusCode).toBe(200);
    await sb.db.query('update sessions set ended_at = $1 where ended_at is null', [sb.clock.now]);
    expect((await user(cookie)).statusCode).toBe(401);
  });

  it("a user's changed role is the role of the very next request", async () => {
    const { cookie } = await signIn(sb.app, 'site.admin@sandbox.test');
    const role = async () =>
      ((await user(cookie)).json() as Array<{ type: string; value: string }>).find((c) => c.type === 'role')
        ?.value;
    expect(await role()).toBe('SiteAdmin');
    await sb.db.query("update users set role = 'SiteAudit' where email = 'site.admin@sandbox.test'");
    expect(await role()).toBe('SiteAudit');
    await sb.db.query("update users set role = 'SiteAdmin' where email = 'site.admin@sandbox.test'");
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['*', 'gzip'],
    ['deflate', null],
    ['identity', null],
    [undefined, null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

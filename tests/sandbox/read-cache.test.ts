// Kept reads (Database.cachedQuery): every write through the database ends them, so a request
// never sees data older than the last write; inside a transaction, reads of tables it wrote go to
// the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, readCached, type Database } from '../../sandbox/db/database';
import { migrate } from '../../sandbox/db/migrate';
import { CHANGED_WITH, writtenTables } from '../../sandbox/db/read-cache';
import { chooseEncoding } from '../../sandbox/http/prepared-json';
import { pagedList } from '../../sandbox/data/paged-list';
import { Params } from '../../sandbox/data/sql';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { BodyOf } from './support/client';
import { USERS } from './support/fixtures';

/** The tables whose rows the change history captures (migration 400's triggers). */
const CAPTURED_TABLES = [
  'agent_settings',
  'agms_event_policies',
  'alarm_conditions',
  'alarms',
  'companies',
  'company_selected_servers',
  'company_server_settings',
  'computers',
  'global_settings',
  'ignore_event_rules',
  'partners',
  'policy_block_drafts',
  'policy_block_versions',
  'policy_blocks',
  'policy_elective_choices',
  'policy_icons',
  'review_checklist_items',
  'reviews',
  'saved_filters',
  'servers',
  'severity_event_rules',
  'sso_providers',
  'users',
];

describe('Database.cachedQuery on PGlite', () => {
  let db: Database;
  const names = async () =>
    (await db.cachedQuery<{ name: string }>('select name from t order by id')).map((r) => r.name);

  beforeAll(async () => {
    db = await openPglite(null);
    await db.exec('create table t (id int primary key, name text); create table u (id int primary key)');
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

  it('keeps the reads of other tables through a write', async () => {
    const kept = await db.cachedQuery('select name from t order by id');
    await db.query('insert into u values (1)');
    await db.transaction((tx) => tx.query('insert into u values (2)'));
    expect(await db.cachedQuery('select name from t order by id')).toBe(kept);
    const joined = await db.cachedQuery('select t.name from t join u on u.id = t.id');
    await db.query('delete from u where id = 2');
    expect(await db.cachedQuery('select t.name from t join u on u.id = t.id')).not.toBe(joined);
    await db.exec('select 1');
    expect(await db.cachedQuery('select name from t order by id')).not.toBe(kept);
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

  it('answers a kept read without waiting in the queue; a read not kept waits its turn (issue 30)', async () => {
    await db.exec('create table w (id int primary key)');
    await db.cachedQuery('select id from w');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(async (tx) => {
      await tx.query('insert into w values (7)');
      await held;
    });
    const settled: string[] = [];
    const kept = db.cachedQuery<{ id: number }>('select id from w').then((rows) => {
      settled.push('kept');
      return rows;
    });
    const notKept = db.cachedQuery('select id from w where id > 0').then(() => settled.push('not kept'));
    try {
      // The kept read is the table as it was before the open transaction, which has not ended.
      expect(await kept).toEqual([]);
      expect(settled).toEqual(['kept']);
    } finally {
      release();
    }
    await open;
    await notKept;
    expect(settled).toEqual(['kept', 'not kept']);
    expect(await db.cachedQuery('select id from w')).toEqual([{ id: 7 }]);
  });

  it('runs identical reads queued together once, each asker with its own rows; a write queued between is seen', async () => {
    // bump() counts its runs: a read that runs twice answers 1, then 2.
    await db.exec(`create table runs (n int); insert into runs values (0);
      create function bump() returns int language sql as 'update runs set n = n + 1 returning n'`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(() => held);
    const first = db.query<{ n: number }>('select bump() as n');
    const second = db.query<{ n: number }>('select bump() as n');
    const write = db.query('update runs set n = n + 10');
    const third = db.query<{ n: number }>('select bump() as n');
    release();
    await open;
    const [a, b, , c] = await Promise.all([first, second, write, third]);
    expect([a, b, c]).toEqual([[{ n: 1 }], [{ n: 1 }], [{ n: 12 }]]);
    b[0]!.n = 99;
    expect(a[0]!.n).toBe(1);
    // A volatile function's read runs for each asker.
    await db.exec('create sequence asked');
    const sql = "select nextval('asked')::int as n";
    const asked = await Promise.all([db.query<{ n: number }>(sql), db.query<{ n: number }>(sql)]);
    expect(asked.map((rows) => rows[0]!.n).sort()).toEqual([1, 2]);
  });

  it("keeps a list's page until a write to its tables, each caller with rows of its own; never a read that moves with the clock (issue 30)", async () => {
    // counted() counts its runs: a page read again answers the same count while it is kept.
    await db.exec(`create table listed (id int primary key, name text); insert into listed values (1, 'a'), (2, 'b');
      create table page_runs (n int); insert into page_runs values (0);
      create function counted() returns int language sql as 'update page_runs set n = n + 1 returning n'`);
    const page = () =>
      pagedList<{ id: number; name: string; run: number }>(
        db,
        new Params(),
        { page: 1, pageSize: 1 },
        { order: 'order by id' },
        {
          count: 'select count(*)::int as n from listed',
          rows: (order, limit) => `select id, name, counted() as run from listed ${order} ${limit}`,
        },
      );
    const first = await page();
    expect(first).toEqual({ rows: [{ id: 1, name: 'a', run: 1 }], totalCount: 2 });
    first.rows[0]!.name = 'changed by its caller';
    expect(await page()).toEqual({ rows: [{ id: 1, name: 'a', run: 1 }], totalCount: 2 });
    await db.query("update listed set name = 'A' where id = 1");
    expect(await page()).toEqual({ rows: [{ id: 1, name: 'A', run: 2 }], totalCount: 2 });

    const clock = 'select now()::text as at, counted() as run from listed where id = 1';
    const [before] = await db.cachedQuery<{ run: number }>(clock);
    const [after] = await db.cachedQuery<{ run: number }>(clock);
    expect(after!.run).toBe(before!.run + 1);
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

  it('answers a kept read inside a transaction until the transaction writes its table (issue 29)', async () => {
    const sql = 'select name from t order by id';
    const kept = await db.cachedQuery(sql);
    const [before, after] = await db.transaction(async (tx) => {
      const untouched = await readCached<{ name: string }>(tx, sql);
      await tx.query("update t set name = 'one' where id = 1");
      return [untouched, await readCached<{ name: string }>(tx, sql)];
    });
    // The very rows kept before (no statement ran for them), then the transaction's own write.
    expect(before).toBe(kept);
    expect(after.map((r) => r.name)).toEqual(['one', 'two', 'tres']);
    expect(await names()).toEqual(['one', 'two', 'tres']);
  });
});

describe('the tables a write changes', () => {
  it.each([
    ['insert into companies (id) values ($1)', ['companies']],
    // The live stream's outbox triggers (migration 500) write live_changes with these.
    ['update sessions set last_seen_at = $2 where token_hash = $1', ['sessions', 'live_changes']],
    ['delete from user_groups where user_id = $1', ['user_groups']],
    [
      'with moved as (update "alarms" set status = $1 returning id) select id from moved',
      ['alarms', 'live_changes'],
    ],
    ['delete from servers where id = $1', ['servers', 'company_selected_servers']],
  ])('%s', (sql, tables) => {
    expect([...writtenTables(sql)!].sort()).toEqual([...tables].sort());
  });

  it.each([
    'create index x on companies (name)',
    'alter table computers add column x int',
    'drop schema public cascade; create schema public;',
    'insert into a values (1); insert into b values (2)',
    'vacuum',
  ])('cannot tell (every kept read ends): %s', (sql) => {
    expect(writtenTables(sql)).toBeNull();
  });

  it("names every table that the schema's cascades and triggers change with another", async () => {
    const schema = await openPglite(null);
    try {
      await migrate(schema);
      const cascades = await schema.query<{ parent: string; child: string }>(
        `select confrelid::regclass::text as parent, conrelid::regclass::text as child from pg_constraint
         where contype = 'f' and (confdeltype in ('c', 'n', 'd') or confupdtype in ('c', 'n', 'd'))
         order by 1, 2`,
      );
      const found: Record<string, string[]> = {};
      for (const { parent, child } of cascades) (found[parent] ??= []).push(child);
      // The computer's tenant trigger fills in its own row (before insert or update): no other
      // table. The live stream's triggers (migration 500) write its outbox, live_changes, alone.
      const triggers = await schema.query<{ name: string; on: string; definition: string }>(
        `select t.tgname as name, t.tgrelid::regclass::text as on, p.prosrc as definition
         from pg_trigger t join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal order by 2, 1`,
      );
      // The change history's capture triggers (migration 400) write change_capture alone, which
      // its recording empties inside the same transaction: committed, it is always empty, and no
      // kept read ever names it.
      const captured = CAPTURED_TABLES.map((table) => `${table}.${table}_capture`);
      expect(triggers.map((t) => `${t.on}.${t.name}`).sort()).toEqual(
        [
          'alarms.live_alarms',
          'change_records.change_records_totals',
          'computers.computers_tenant',
          'computers.live_computers',
          'live_changes.live_changes_notify',
          'sessions.live_sessions',
          ...captured,
        ].sort(),
      );
      for (const t of triggers) {
        const writes = [
          ...t.definition.matchAll(/\b(?:insert\s+into|update|delete\s+from|truncate)\s+(\w+)/gi),
        ].map((m) => m[1]!);
        if (t.name === 'computers_tenant' || t.name === 'live_changes_notify')
          expect(writes, t.name).toEqual([]);
        else if (t.name.endsWith('_capture')) expect(writes, t.name).toEqual(['change_capture']);
        else if (t.name === 'change_records_totals') {
          // The change log's kept totals (migration 420), one upsert (its `do update set` read as "set").
          expect(writes, t.name).toEqual(['change_record_totals', 'set']);
          (found[t.on] ??= []).push('change_record_totals');
        } else {
          expect(writes.length, t.name).toBeGreaterThan(0);
          for (const table of writes) expect(table, t.name).toBe('live_changes');
          if (!found[t.on]?.includes('live_changes')) (found[t.on] ??= []).push('live_changes');
        }
      }
      expect(found).toEqual(CHANGED_WITH);
    } finally {
      await schema.close();
    }
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
  // Raw `inject`: the session check is read by its status, with or without a body to check.
  const user = (cookie: string) =>
    sb.app.inject({ method: 'GET', url: '/bff/user', headers: { cookie, 'x-csrf': '1' } });

  it('a session ended in the database is ended for the very next request', async () => {
    const { cookie } = await signIn(sb.app, USERS.company);
    expect((await user(cookie)).statusCode).toBe(200);
    expect((await user(cookie)).statusCode).toBe(200);
    await sb.db.query('update sessions set ended_at = $1 where ended_at is null', [sb.clock.now]);
    expect((await user(cookie)).statusCode).toBe(401);
  });

  it("a user's changed role is the role of the very next request", async () => {
    const { cookie } = await signIn(sb.app, USERS.site);
    const role = async () =>
      (await user(cookie)).json<BodyOf<'GET', '/bff/user'>>().find((c) => c.type === 'role')?.value;
    expect(await role()).toBe('SiteAdmin');
    await sb.db.query("update users set role = 'SiteAudit' where email = $1", [USERS.site]);
    expect(await role()).toBe('SiteAudit');
    await sb.db.query("update users set role = 'SiteAdmin' where email = $1", [USERS.site]);
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

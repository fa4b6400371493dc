// The command palette's search (issue 34): filtered on the server by tenant, scope and role. Each
// role finds only the kinds it may open; a Group Auditor never finds another group's computer; no
// company finds another's computers, hashes, events or users. The expected sets come from the
// database itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KIND_ROLES, SEARCH_KINDS } from '../../src/domain/search-kinds';
import type { components } from '../../src/gen/openapi.gen';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, unchecked, type SandboxClient } from './support/client';
import { FABRIKAM, FINANCE, ROLE_ACCOUNTS, TOKYO, USERS, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

type SearchHit = components['schemas']['SearchHit'];

const search = (who: Who, text: string, scope: Record<string, string> = {}) =>
  api(who, 'POST', '/restapi/Search/QuickSearch', { payload: { text }, scope });
const hits = async (who: Who, text: string, scope: Record<string, string> = {}) => {
  const r = await search(who, text, scope);
  expect(r.status, `${who} ${text}`).toBe(200);
  return r.body.entityData as SearchHit[];
};
const keysOf = (found: SearchHit[], kind: SearchHit['kind']) =>
  found.filter((h) => h.kind === kind).map((h) => h.key);
const column = async (sql: string, params: unknown[] = []) =>
  (await sb.db.query<{ v: string }>(sql, params)).map((r) => r.v);

beforeAll(async () => {
  sb = await startTestSandbox();
  api = (await signInClient(sb.app, [...ROLE_ACCOUNTS, 'tokyo'])).api;
}, 60_000);
afterAll(async () => {
  await sb?.close();
});

describe('roles', () => {
  it('find only the kinds whose page they may open', async () => {
    // Words that match something of every kind a Fabrikam user could find.
    for (const who of ROLE_ACCOUNTS) {
      const found = [...(await hits(who, 'fab')), ...(await hits(who, 'sandbox'))];
      const kinds = new Set(found.map((h) => h.kind));
      const role = (
        await sb.db.query<{ role: string }>('select role from users where email = $1', [USERS[who]])
      )[0]!.role;
      for (const kind of SEARCH_KINDS)
        if (!SEARCH_KIND_ROLES[kind].includes(role as never))
          expect(kinds.has(kind), `${who} ${kind}`).toBe(false);
    }
  });

  it('refuse a text too short or too long with a field error, like every call', async () => {
    expect((await search('company', 'F')).status).toBe(400);
    expect((await search('company', 'x'.repeat(101))).status).toBe(400);
    expect(
      (
        await api('company', 'POST', '/restapi/Search/QuickSearch', {
          payload: unchecked({ text: 'fab', more: 1 }),
        })
      ).status,
    ).toBe(400);
  });
});

describe('isolation', () => {
  it('a Group Auditor finds the computers of their group only, the Company Admin those of the company', async () => {
    const financeFirst = await column(
      `select c.guid::text as v from computers c join groups g on g.id = c.group_id
       where g.guid = $1 and not c.deleted and c.name ilike '%FAB-%' order by lower(c.name), c.id limit 5`,
      [FINANCE],
    );
    expect(financeFirst.length).toBeGreaterThan(0);
    expect(keysOf(await hits('groupAuditor', 'FAB-'), 'computer')).toEqual(financeFirst);
    // Engineering Laptops is the same company's other group: not the Finance auditor's.
    expect(keysOf(await hits('groupAuditor', 'FAB-ENG'), 'computer')).toEqual([]);
    expect(
      keysOf(await hits('company', 'FAB-ENG', { 'x-company-guid': FABRIKAM }), 'computer').length,
    ).toBeGreaterThan(0);
  });

  it('no company finds another company\u2019s computers, hashes, events or users', async () => {
    expect(await hits('tokyo', 'FAB-')).toEqual([]);
    expect(keysOf(await hits('company', 'TKY-'), 'computer')).toEqual([]);
    // A hash only Tokyo Seimitsu's computers saw, and one of its events.
    const [tokyoOnly] = await column(
      `select h.sha256 as v from file_hashes h where exists (select 1 from hash_company_stats t join companies c on c.id = t.company_id
         where t.hash_id = h.id and c.guid = $1) and not exists (select 1 from hash_company_stats t join companies c on c.id = t.company_id
         where t.hash_id = h.id and c.guid <> $1) order by h.id limit 1`,
      [TOKYO],
    );
    const prefix = tokyoOnly!.slice(0, 16);
    expect(keysOf(await hits('tokyo', prefix), 'hash')).toEqual([tokyoOnly]);
    expect(keysOf(await hits('company', prefix), 'hash')).toEqual([]);
    const [tokyoEvent] = await column(
      'select e.id::text as v from events e join companies c on c.id = e.company_id where c.guid = $1 order by e.id limit 1',
      [TOKYO],
    );
    expect(keysOf(await hits('tokyo', tokyoEvent!), 'event')).toEqual([tokyoEvent]);
    expect(keysOf(await hits('company', tokyoEvent!), 'event')).toEqual([]);
    // Users: the company admin finds Fabrikam's only.
    const users = keysOf(await hits('company', 'sandbox.test'), 'user');
    expect(users.length).toBeGreaterThan(0);
    const companies = await column(
      "select distinct coalesce(c.guid::text, 'none') as v from users u left join companies c on c.id = u.company_id where u.id = any($1::int[])",
      [users.map(Number)],
    );
    expect(companies).toEqual([FABRIKAM]);
  });
});

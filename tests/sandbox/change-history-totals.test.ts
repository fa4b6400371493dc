// The change log's total without filters comes from kept totals per tenant (migration 420), not
// from counting the records: for every kind of scope it must say what counting says, also after
// a recorded write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { CHICAGO, FABRIKAM, NORTHWIND } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['global', 'partner', 'company', 'tokyo']));
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

type Who = 'global' | 'partner' | 'company' | 'tokyo';
const SCOPES: [string, Who, Record<string, string>][] = [
  ['every tenant (Global Admin)', 'global', {}],
  ['a partner selected (Global Admin)', 'global', { 'x-partner-guid': NORTHWIND }],
  ["the partner's own (Partner Admin)", 'partner', {}],
  ['a company (Company Admin)', 'company', {}],
  ["another company (Tokyo's Company Admin)", 'tokyo', {}],
  ['a site selected (Company Admin)', 'company', { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO }],
];
// A date range that holds every record: the log then counts them.
const EVERY_DAY = { startDate: '2000-01-01T00:00:00Z', endDate: '2100-01-01T00:00:00Z' };

const total = async (who: Who, scope: Record<string, string>, filtered: boolean) => {
  const reply = await api(who, 'POST', '/restapi/ChangeHistory/ListChanges', {
    payload: { page: 2, pageSize: 10, ...(filtered ? { dateRange: EVERY_DAY } : {}) },
    scope,
  });
  expect(reply.status).toBe(200);
  return reply.body.totalCount;
};

describe("the change log's total", () => {
  it.each(SCOPES)('for %s is the count of the records it lists', async (_name, who, scope) => {
    const counted = await total(who, scope, true);
    expect(counted).toBeGreaterThan(10);
    expect(await total(who, scope, false)).toBe(counted);
  });

  it('grows by one with a recorded write in each log that lists it, in no other', async () => {
    const before = await Promise.all(SCOPES.map(([, who, scope]) => total(who, scope, false)));
    const saved = await api('company', 'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings', {
      query: { settingKey: 'EmailSettings' },
      payload: {
        server: 'mail.fabrikam.example',
        port: 2525,
        email: 'endpoint-alerts@fabrikam.example',
        username: 'svc-epc-mail',
        password: null,
        enableSsl: true,
      },
    });
    expect(saved.status).toBe(200);
    const after = await Promise.all(SCOPES.map(([, who, scope]) => total(who, scope, false)));
    // Fabrikam's record (a company's, no site: in each of its sites' logs too), not in Tokyo's.
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 1, 1, 0, 1]);
    for (const [i, [, who, scope]] of SCOPES.entries()) expect(after[i]).toBe(await total(who, scope, true));
  });
});

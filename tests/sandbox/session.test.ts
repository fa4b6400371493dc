// The Session area of the sandbox: the BFF replies against the contract, the session user's
// tenants, the groups of a site and the remote error log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { expectMatchesContract } from '../support/contract-response';
import {
  signInClient,
  unchecked,
  type BodyOf,
  type PayloadOf,
  type SandboxClient,
  type Unchecked,
} from './support/client';
import {
  CHICAGO,
  DETROIT,
  ENGINEERING,
  FABRIKAM,
  FINANCE,
  KIOSKS,
  NO_ACCOUNT,
  NORTHWIND,
  TAILSPIN,
  TOKYO,
  TOKYO_HONSHA,
  USERS,
  type Who,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

/** A count(*)::int as n query's n. */
const count = async (sql: string, params: unknown[] = []) =>
  (await sb.db.query<{ n: number }>(sql, params))[0]!.n;

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, [
    'global',
    'partner',
    'company',
    'site',
    'siteAuditor',
    'group',
    'groupAuditor',
    'tokyo',
    'multi',
  ]));
}, 60_000);
afterAll(async () => {
  await sb?.close();
});

describe('the BFF answers as the contract says', () => {
  type LoginBody = BodyOf<'POST', '/bff/login'>;
  // Raw `inject` for sign-in: no session yet, and one request goes without X-CSRF.
  const login = (payload: PayloadOf<'POST', '/bff/login'>) =>
    sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      payload,
    });

  it('POST /bff/login: 200 with the claims, 400 with field errors, 401 alike for wrong and unknown', async () => {
    const okRes = await login({ email: USERS.company, password: DEMO_PASSWORD });
    expect(okRes.statusCode).toBe(200);
    await expectMatchesContract('/bff/login', 'POST', 200, okRes.json());
    expect(okRes.json<LoginBody>().entityData).toContainEqual({ type: 'PartnerId', value: NORTHWIND });

    const missing = await login({ email: '', password: '' });
    expect(missing.statusCode).toBe(400);
    await expectMatchesContract('/bff/login', 'POST', 400, missing.json());
    expect(missing.json<LoginBody>().errors!.map((e) => e.messageKey)).toEqual([
      'validation.login.email.required',
      'validation.login.password.required',
    ]);

    const wrong = await login({ email: USERS.company, password: 'wrong-password' });
    const unknown = await login({ email: NO_ACCOUNT, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    await expectMatchesContract('/bff/login', 'POST', 401, wrong.json());
    expect(unknown.json()).toEqual(wrong.json());

    const noCsrf = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      payload: { email: USERS.company, password: 'x' },
    });
    expect(noCsrf.statusCode).toBe(401);
    await expectMatchesContract('/bff/login', 'POST', 401, noCsrf.json());
  });

  it('GET /bff/user: the bare claims list; 401 without a session', async () => {
    const res = await api('global', 'GET', '/bff/user');
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.type)).toEqual(['role', 'sid', 'name', 'email', 'bff:logout']);
    // Raw `inject`: no session cookie at all.
    const none = await sb.app.inject({ method: 'GET', url: '/bff/user', headers: { 'x-csrf': '1' } });
    expect(none.statusCode).toBe(401);
    await expectMatchesContract('/bff/user', 'GET', 401, none.json());
  });
});

describe('User/GetUserClaimsInformation', () => {
  const claims = (who: Who, scope: Record<string, string> = {}) =>
    api(who, 'GET', '/restapi/User/GetUserClaimsInformation', { scope });

  it('a Company Administrator of two companies: both, their own first; the headers pick one', async () => {
    const res = await claims('multi');
    expect(res.body.entityData.partnerId).toBe(NORTHWIND);
    expect(res.body.entityData.companies.map((c) => c.key)).toEqual([FABRIKAM, TAILSPIN]);
    const tree = await api('multi', 'GET', '/restapi/Company/GetScopeTree');
    expect(tree.body.entityData.map((n: { guid: string; type: number }) => [n.type, n.guid])).toEqual([
      [1, FABRIKAM],
      [1, TAILSPIN],
    ]);
    // Each company is theirs to select; another partner's is not.
    for (const company of [FABRIKAM, TAILSPIN]) {
      const sites = await api('multi', 'GET', '/restapi/Site/GetSites', {
        scope: { 'x-company-guid': company },
      });
      expect(sites.status, company).toBe(200);
    }
    const tokyo = await api('multi', 'GET', '/restapi/Site/GetSites', { scope: { 'x-company-guid': TOKYO } });
    expect(tokyo.status).toBe(403);
  });

  it('a Global Admin has no tenant restriction', async () => {
    const res = await claims('global');
    expect(res.body.entityData).toEqual({ partnerId: null, companies: [], sites: [], groups: [] });
  });

  it('a Company Administrator: the company with every site and group', async () => {
    const res = await claims('company');
    expect(res.body.entityData).toEqual({
      partnerId: NORTHWIND,
      companies: [{ key: FABRIKAM, value: 'Fabrikam Manufacturing' }],
      sites: [
        { key: CHICAGO, value: 'Chicago HQ' },
        { key: DETROIT, value: 'Detroit Plant' },
      ],
      groups: [
        { key: FINANCE, value: 'Finance Workstations' },
        { key: ENGINEERING, value: 'Engineering Laptops' },
        { key: KIOSKS, value: 'Plant Floor Kiosks' },
      ],
    });
    // The scope headers do not narrow it.
    const narrowed = await claims('company', { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO });
    expect(narrowed.body.entityData).toEqual(res.body.entityData);
  });

  it('site and group roles: their assignments, in assignment order', async () => {
    const site = await claims('site');
    expect(site.body.entityData).toEqual({
      partnerId: NORTHWIND,
      companies: [{ key: FABRIKAM, value: 'Fabrikam Manufacturing' }],
      sites: [{ key: CHICAGO, value: 'Chicago HQ' }],
      groups: [
        { key: FINANCE, value: 'Finance Workstations' },
        { key: ENGINEERING, value: 'Engineering Laptops' },
      ],
    });
    const group = await claims('group');
    expect(group.body.entityData.sites).toEqual([{ key: CHICAGO, value: 'Chicago HQ' }]);
    expect(group.body.entityData.groups.map((g) => g.key)).toEqual([FINANCE, ENGINEERING]);
    const auditor = await claims('groupAuditor');
    expect(auditor.body.entityData.groups.map((g) => g.key)).toEqual([FINANCE]);
  });

  it("a Partner Admin: the partner's companies; never another tenant's", async () => {
    const res = await claims('partner');
    expect(res.body.entityData.partnerId).toBe(NORTHWIND);
    const keys = res.body.entityData.companies.map((c) => c.key);
    expect(keys).toContain(FABRIKAM);
    expect(keys).not.toContain(TOKYO);
    const n = await count('select count(*)::int as n from companies where partner_id = 101 and not deleted');
    expect(keys).toHaveLength(n);
    const tokyo = await claims('tokyo');
    expect(tokyo.body.entityData.companies).toEqual([{ key: TOKYO, value: '株式会社東京精密工業' }]);
    expect(tokyo.body.entityData.sites.map((s) => s.key)).toContain(TOKYO_HONSHA);
  });
});

describe('Asset/GetAllGroupsForSite', () => {
  const groups = (who: Who, siteGuid: string) =>
    api(who, 'GET', '/restapi/Asset/GetAllGroupsForSite', { query: { siteGuid } });

  it("answers the site's group guids within the tenant", async () => {
    expect((await groups('site', CHICAGO)).body.entityData).toEqual({ groupGuids: [FINANCE, ENGINEERING] });
    expect((await groups('company', DETROIT)).body.entityData).toEqual({ groupGuids: [KIOSKS] });
    expect((await groups('groupAuditor', CHICAGO)).body.entityData).toEqual({ groupGuids: [FINANCE] });
  });

  it('refuses another tenant (403) and an unknown site (404)', async () => {
    expect((await groups('company', TOKYO_HONSHA)).status).toBe(403);
    expect((await groups('site', DETROIT)).status).toBe(403);
    expect((await groups('tokyo', CHICAGO)).status).toBe(403);
    expect((await groups('global', 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c9999')).status).toBe(404);
    expect(
      (await api('site', 'GET', '/restapi/Asset/GetAllGroupsForSite', { query: { siteGuid: 'nope' } }))
        .status,
    ).toBe(400);
  });
});

describe('Log/LogError', () => {
  const log = (who: Who, payload: PayloadOf<'POST', '/restapi/Log/LogError'> | Unchecked) =>
    api(who, 'POST', '/restapi/Log/LogError', { payload });

  it('stores an entry from any role, auditors included, with the session user', async () => {
    const res = await log('groupAuditor', {
      email: USERS.groupAuditor,
      exception:
        'HTTP 403 Forbidden on POST /restapi/Partner/Search: Access to this resource on the server is denied !',
      endpoint: '/restapi/Partner/Search',
      browser: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isSuccess: true, message: null, entityData: null });
    const [row] = await sb.db.query<{ user_id: number; endpoint: string; email: string }>(
      "select user_id, endpoint, email from error_logs where endpoint = '/restapi/Partner/Search'",
    );
    expect(row).toEqual({ user_id: 9007, endpoint: '/restapi/Partner/Search', email: USERS.groupAuditor });
  });

  it('never stores passwords, secrets, cookies or session ids', async () => {
    await log('company', {
      email: USERS.company,
      exception:
        'Request failed: {"currentPassword":"Sandbox-Demo-1","newPassword":"Hunter2-Secret"} ' +
        'password=Sandbox-Demo-1&apiKey=hl-4f8a2c71e0b94d3a6b1c7e2d\nCookie: ec_session=abc123def456; theme=dark\n' +
        'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig',
      endpoint: '/bff/logout?sid=4c8e1f0a9b2d47e6a3c5d7f9e1b3a503',
      browser: 'Mozilla/5.0',
    });
    const [row] = await sb.db.query<{ exception: string; endpoint: string }>(
      'select exception, endpoint from error_logs where email = $1',
      [USERS.company],
    );
    for (const secret of [
      'Sandbox-Demo-1',
      'Hunter2-Secret',
      'hl-4f8a2c71',
      'abc123def456',
      'eyJhbGci',
      '4c8e1f0a9b2d',
    ]) {
      expect(row!.exception + row!.endpoint).not.toContain(secret);
    }
    expect(row!.exception).toContain('Request failed');
    expect(row!.endpoint).toBe('/bff/logout?sid=***');
  });

  it('refuses an entry without its fields (400)', async () => {
    const res = await log('company', unchecked({ email: USERS.company }));
    expect(res.status).toBe(400);
    expect(res.body.errors!.length).toBeGreaterThan(0);
  });
});

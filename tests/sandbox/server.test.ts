// The Server area of the sandbox: PDP/LRP records of partners and companies, connection tests
// and their tokens, the unique name, the minimum-records rule and the write-only passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { expectMatchesContract } from '../support/contract-response';

let sb: TestSandbox;
const cookies: Record<string, string> = {};

const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const TOKYO = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801003';

const USERS = {
  global: 'global.admin@sandbox.test',
  partner: 'partner.admin@sandbox.test',
  company: 'company.admin@sandbox.test',
  site: 'site.admin@sandbox.test',
  siteAuditor: 'site.auditor@sandbox.test',
  group: 'group.admin@sandbox.test',
  groupAuditor: 'group.auditor@sandbox.test',
} as const;
type Who = keyof typeof USERS;

interface Server {
  serverId: number;
  serverName: string;
  url: string;
  pointType: 'PDP' | 'LRP';
  priority: number;
  isDefault: boolean;
  inherited: boolean;
  passwordSet: boolean;
  agentPasswordSet: boolean;
  companyGuid: string | null;
  lastConnectionTest: string | null;
  zone: string | null;
}
interface TestResult {
  success: boolean;
  message: string;
  connectionTestToken: string | null;
}
interface Reply<T = unknown> {
  status: number;
  text: string;
  body: {
    isSuccess: boolean;
    message: string | null;
    entityData: T;
    totalCount?: number;
    errors?: Array<{ field: string; messageKey: string; message: string }>;
  };
}

async function call<T = unknown>(
  who: Who,
  method: string,
  op: string,
  payload?: unknown,
  scope: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await sb.app.inject({
    method: method as 'GET',
    url: `/restapi/Server/${op}`,
    headers: { cookie: cookies[who]!, 'x-csrf': '1', ...scope },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const body = res.json();
  await expectMatchesContract(`/restapi/Server/${op.split('?')[0]}`, method, res.statusCode, body);
  return { status: res.statusCode, body, text: res.body };
}

const list = (extra: Record<string, unknown> = {}) => ({
  page: 1,
  pageSize: 100,
  sortColumn: null,
  sortDir: 'asc',
  search: null,
  pointType: null,
  ...extra,
});
const ids = (r: Reply<Server[]>) => r.body.entityData.map((s) => s.serverId).sort((a, b) => a - b);

async function token(
  who: Who,
  url: string,
  userId: string,
  scope: Record<string, string> = {},
): Promise<string> {
  const r = await call<TestResult>(
    who,
    'POST',
    'TestConnection',
    { url, userId, password: 'Test-Pass#2026' },
    scope,
  );
  expect(r.body.entityData.success).toBe(true);
  return r.body.entityData.connectionTestToken!;
}

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const [who, email] of Object.entries(USERS)) cookies[who] = (await signIn(sb.app, email)).cookie;
});
afterAll(async () => {
  await sb?.close();
});

describe('reading servers', () => {
  it('lists the global records of the partner for the Partner admin only', async () => {
    const r = await call<Server[]>('partner', 'POST', 'GetGlobalServers', list());
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([201, 202, 203, 204, 205, 208, 209, 210, 211, 212]);
    expect(r.body.entityData.every((s) => s.companyGuid === null && !s.inherited)).toBe(true);
    expect(r.body.entityData.find((s) => s.serverId === 211)).toMatchObject({
      agentPasswordSet: false,
      lastConnectionTest: null,
    });
    for (const who of ['global', 'company', 'site', 'group'] as const) {
      expect(
        (
          await call(
            who,
            'POST',
            'GetGlobalServers',
            list(),
            who === 'global' ? { 'x-company-guid': FABRIKAM } : {},
          )
        ).status,
      ).toBe(403);
    }
  });

  it('lists the records a company uses: its own and the inherited global ones', async () => {
    const r = await call<Server[]>('company', 'POST', 'GetServers', list());
    expect(r.body.totalCount).toBe(12);
    const own = r.body.entityData.filter((s) => !s.inherited);
    expect(own.map((s) => s.serverName).sort()).toEqual(['LRP-DTW-01', 'PDP-DTW-01']);
    expect(own.every((s) => s.companyGuid === FABRIKAM)).toBe(true);
    expect(r.body.entityData.some((s) => s.serverName.includes('TYO'))).toBe(false);
    // Default order: PDP before LRP, then by priority.
    const types = r.body.entityData.map((s) => s.pointType);
    expect(types.indexOf('LRP')).toBeGreaterThan(types.lastIndexOf('PDP'));
    const woodgrove = await call<Server[]>('global', 'POST', 'GetServers', list(), {
      'x-company-guid': '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801005',
    });
    expect(ids(woodgrove)).toEqual([195, 196, 197, 199]);
  });

  it('never returns a password', async () => {
    const [stored] = await sb.db.query<{ password: string; agent_password: string }>(
      'select password, agent_password from servers where id = 207',
    );
    const r = await call<Server[]>('company', 'POST', 'GetServers', list());
    expect(r.text).not.toContain(stored!.password);
    expect(r.text).not.toContain(stored!.agent_password);
    expect(r.text).not.toMatch(/"password"/i);
    expect(r.body.entityData.find((s) => s.serverId === 207)).toMatchObject({
      passwordSet: true,
      agentPasswordSet: true,
    });
  });

  it('pages, sorts, filters and searches with exact totals', async () => {
    const pdp = await call<Server[]>('company', 'POST', 'GetServers', list({ pointType: 'PDP' }));
    expect(pdp.body.totalCount).toBe(6);
    expect(pdp.body.entityData.every((s) => s.pointType === 'PDP')).toBe(true);
    const byName = await call<Server[]>(
      'company',
      'POST',
      'GetServers',
      list({ sortColumn: 'serverName', sortDir: 'desc', pageSize: 5, page: 2 }),
    );
    const all = await call<Server[]>(
      'company',
      'POST',
      'GetServers',
      list({ sortColumn: 'serverName', sortDir: 'desc' }),
    );
    expect(byName.body.totalCount).toBe(12);
    expect(byName.body.entityData.map((s) => s.serverName)).toEqual(
      all.body.entityData.slice(5, 10).map((s) => s.serverName),
    );
    const search = await call<Server[]>('company', 'POST', 'GetServers', list({ search: 'fabrikam' }));
    expect(ids(search)).toEqual([206, 207]);
    const zone = await call<Server[]>('company', 'POST', 'GetServers', list({ search: 'EU-West' }));
    expect(ids(zone)).toEqual([212]);
    expect((await call('company', 'POST', 'GetServers', list({ sortColumn: 'password' }))).status).toBe(400);
  });

  it('reads one record globally or as the company sees it', async () => {
    const global = await call<Server>('company', 'GET', 'GetServerById?serverId=201');
    expect(global.body.entityData).toMatchObject({
      serverName: 'PDP-CHI-01',
      inherited: false,
      companyGuid: null,
    });
    expect((await call('company', 'GET', 'GetServerById?serverId=207')).status).toBe(404);
    expect((await call('company', 'GET', 'GetServerById?serverId=190')).status).toBe(404);
    const own = await call<Server>('company', 'GET', 'GetCompanyServerById?serverId=207');
    expect(own.body.entityData).toMatchObject({
      serverName: 'PDP-DTW-01',
      inherited: false,
      companyGuid: FABRIKAM,
    });
    const inherited = await call<Server>('site', 'GET', 'GetCompanyServerById?serverId=203');
    expect(inherited.body.entityData.inherited).toBe(true);
    expect((await call('company', 'GET', 'GetCompanyServerById?serverId=194')).status).toBe(404);
  });

  it('lists the zones, and refuses auditors and other tenants', async () => {
    const zones = await call<Array<{ name: string }>>('group', 'GET', 'GetZones');
    expect(zones.body.totalCount).toBe(8);
    expect(zones.body.entityData[5]!.name).toBe('東日本 (Japan East)');
    for (const who of ['siteAuditor', 'groupAuditor'] as const) {
      expect((await call(who, 'GET', 'GetZones')).status).toBe(403);
      expect((await call(who, 'POST', 'GetServers', list())).status).toBe(403);
      expect(
        (await call(who, 'POST', 'TestConnection', { url: 'https://a.example', userId: 'u', password: 'p' }))
          .status,
      ).toBe(403);
    }
    expect((await call('company', 'POST', 'GetServers', list(), { 'x-company-guid': TOKYO })).status).toBe(
      403,
    );
  });
});

describe('connection tests', () => {
  it('connects to hosts under .example and to IP addresses, and issues a token', async () => {
    for (const url of [
      'https://pdp-dtw-02.fabrikam.example:8443',
      '10.20.0.99',
      'https://[2001:db8::15]:8443',
    ]) {
      const r = await call<TestResult>('company', 'POST', 'TestConnection', {
        url,
        userId: 'fab-pdp-admin',
        password: 'Det-PDP#2026!',
      });
      expect(r.status).toBe(200);
      expect(r.body.entityData.success).toBe(true);
      expect(r.body.entityData.connectionTestToken).toMatch(/^ctt_[0-9a-f]{32}$/);
    }
  });

  it('fails (200, success false, no token) for unreachable and unknown hosts', async () => {
    const down = await call<TestResult>('company', 'POST', 'TestConnection', {
      url: 'https://pdp-unreachable.fabrikam.example:8443',
      userId: 'u',
      password: 'p',
    });
    expect(down.status).toBe(200);
    expect(down.body.entityData).toMatchObject({ success: false, connectionTestToken: null });
    expect(down.body.entityData.message).toMatch(/timed out/);
    const unknown = await call<TestResult>('company', 'POST', 'TestConnection', {
      url: 'https://pdp.fabrikam.com',
      userId: 'u',
      password: 'p',
    });
    expect(unknown.body.entityData).toMatchObject({ success: false, connectionTestToken: null });
  });

  it('tests a saved server with its stored credentials', async () => {
    const r = await call<TestResult>('company', 'POST', 'TestConnectionByServerId', { serverId: 207 });
    expect(r.body.entityData.success).toBe(true);
    expect((await call('company', 'POST', 'TestConnectionByServerId', { serverId: 194 })).status).toBe(404);
  });
});

describe('saving servers', () => {
  const form = {
    serverName: 'PDP-DTW-02',
    url: 'https://pdp-dtw-02.fabrikam.example:8443',
    pointType: 'PDP',
    zone: 'US-East',
    priority: 2,
    userId: 'fab-pdp-admin',
    password: 'Det-PDP#2026!',
    agentUserId: 'fab-agent',
    agentPassword: 'Agt-Det#2026',
    isDefault: false,
  };

  it('needs a token of a successful test for the same url and user id', async () => {
    const missing = await call('company', 'POST', 'CreateOrUpdateServer', {
      ...form,
      connectionTestToken: 'ctt_00000000000000000000000000000000',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      {
        field: '/connectionTestToken',
        messageKey: 'validation.server.connection.untested',
        message: 'You need to test your connection!',
      },
    ]);
    const other = await token('company', 'https://pdp-other.fabrikam.example:8443', 'fab-pdp-admin');
    expect(
      (await call('company', 'POST', 'CreateOrUpdateServer', { ...form, connectionTestToken: other })).body
        .errors![0]!.messageKey,
    ).toBe('validation.server.connection.untested');
    const otherUser = await token('company', form.url, 'someone-else');
    expect(
      (await call('company', 'POST', 'CreateOrUpdateServer', { ...form, connectionTestToken: otherUser }))
        .status,
    ).toBe(400);
    const absent = await call('company', 'POST', 'CreateOrUpdateServer', { ...form });
    expect(absent.status).toBe(400);
    expect(absent.body.errors![0]!.messageKey).toBe('validation.server.connection.untested');
  });

  it('creates a company record with the passwords stored but not returned', async () => {
    const r = await call<Server>('company', 'POST', 'CreateOrUpdateServer', {
      ...form,
      connectionTestToken: await token('company', form.url, form.userId),
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Server added or updated successfully');
    expect(r.body.entityData).toMatchObject({
      serverId: 213,
      serverName: 'PDP-DTW-02',
      passwordSet: true,
      agentPasswordSet: true,
      inherited: false,
      companyGuid: FABRIKAM,
    });
    expect(r.text).not.toContain('Det-PDP#2026!');
    expect(r.body.entityData.lastConnectionTest).not.toBeNull();
    const listed = await call<Server[]>('company', 'POST', 'GetServers', list());
    expect(listed.body.totalCount).toBe(13);
  });

  it('refuses a server name that exists (any case)', async () => {
    const r = await call('company', 'POST', 'CreateOrUpdateServer', {
      ...form,
      serverName: 'pdp-chi-01',
      connectionTestToken: await token('company', form.url, form.userId),
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      {
        field: '/serverName',
        messageKey: 'validation.server.serverName.unique',
        message: 'There is a Server Name with the same name in the system.',
      },
    ]);
  });

  it('keeps the stored passwords when the update sends null or nothing', async () => {
    const [before] = await sb.db.query<{ password: string; agent_password: string }>(
      'select password, agent_password from servers where id = 207',
    );
    const test = await call<TestResult>('company', 'POST', 'TestConnectionByServerId', { serverId: 207 });
    const r = await call<Server>('company', 'POST', 'CreateOrUpdateServer', {
      serverId: 207,
      serverName: 'PDP-DTW-01',
      url: 'https://pdp-dtw-01.fabrikam.example:8443',
      pointType: 'PDP',
      zone: 'US-East',
      priority: 2,
      userId: 'fab-pdp-admin',
      password: null,
      agentUserId: 'fab-agent',
      isDefault: false,
      connectionTestToken: test.body.entityData.connectionTestToken,
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toMatchObject({
      serverId: 207,
      priority: 2,
      passwordSet: true,
      agentPasswordSet: true,
    });
    const [after] = await sb.db.query<{ password: string; agent_password: string }>(
      'select password, agent_password from servers where id = 207',
    );
    expect(after).toEqual(before);
    const reread = await call<Server>('company', 'GET', 'GetCompanyServerById?serverId=207');
    expect(reread.body.entityData.priority).toBe(2);
  });

  it('refuses an expired token', async () => {
    const t = await token('company', form.url, form.userId);
    // Tokens last 30 minutes; the session (30 minutes idle) is kept alive in between.
    sb.clock.advance(20 * 60_000);
    expect((await call('company', 'GET', 'GetZones')).status).toBe(200);
    sb.clock.advance(11 * 60_000);
    const r = await call('company', 'POST', 'CreateOrUpdateServer', {
      ...form,
      serverId: 213,
      connectionTestToken: t,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors![0]!.messageKey).toBe('validation.server.connection.untested');
    // The other demo sessions went idle meanwhile.
    for (const [who, email] of Object.entries(USERS)) cookies[who] = (await signIn(sb.app, email)).cookie;
  });

  it('keeps inherited global records read-only for the company (403)', async () => {
    const t = await token('company', 'https://pdp-chi-01.northwind-sec.example:8443', 'svc-nwsp-pdp');
    const r = await call('company', 'POST', 'CreateOrUpdateServer', {
      serverId: 201,
      serverName: 'PDP-CHI-01',
      url: 'https://pdp-chi-01.northwind-sec.example:8443',
      pointType: 'PDP',
      userId: 'svc-nwsp-pdp',
      connectionTestToken: t,
    });
    expect(r.status).toBe(403);
    expect((await call('company', 'POST', 'DeleteServer', { serverId: 201 })).status).toBe(403);
    expect((await call('siteAuditor', 'POST', 'DeleteServer', { serverId: 206 })).status).toBe(403);
  });

  it('needs a partner or company for a record', async () => {
    const t = await token('global', 'https://pdp-x.example', 'u');
    const r = await call('global', 'POST', 'CreateOrUpdateServer', {
      serverName: 'PDP-X',
      url: 'https://pdp-x.example',
      pointType: 'PDP',
      userId: 'u',
      connectionTestToken: t,
    });
    expect(r.status).toBe(400);
  });
});

describe('selecting, deleting and the minimum records', () => {
  it('lets a company use only some global records, within the minimum', async () => {
    const r = await call<Server[]>('company', 'POST', 'SelectOrInheritServer', {
      serverIds: [201, 202, 203, 204, 208, 209],
      inherit: false,
    });
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([201, 202, 203, 204, 206, 207, 208, 209, 213]);
    expect((await call<Server[]>('company', 'POST', 'GetServers', list())).body.totalCount).toBe(9);
    const foreign = await call('company', 'POST', 'SelectOrInheritServer', {
      serverIds: [190],
      inherit: false,
    });
    expect(foreign.status).toBe(400);
    const tooFew = await call('company', 'POST', 'SelectOrInheritServer', {
      serverIds: [201],
      inherit: false,
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors![0]!.messageKey).toBe('validation.server.minimumRecords');
    const back = await call<Server[]>('company', 'POST', 'SelectOrInheritServer', {
      serverIds: [],
      inherit: true,
    });
    expect(back.body.totalCount).toBe(13);
  });

  it('deletes own records of the company', async () => {
    const r = await call<{ deletedServerIds: number[] }>('company', 'POST', 'DeleteServer', {
      serverId: 213,
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toEqual({ deletedServerIds: [213] });
    expect((await call('company', 'GET', 'GetCompanyServerById?serverId=213')).status).toBe(404);
    expect((await call('company', 'POST', 'DeleteServer', { serverId: 194 })).status).toBe(404);
  });

  it('refuses deletes and updates that leave fewer than two default, PDP or LRP records; all or nothing', async () => {
    const partner = (op: string, body: unknown) =>
      call<{ deletedServerIds: number[] }>('partner', 'POST', op, body);
    expect((await partner('DeleteSelectServer', { serverIds: [201, 205] })).status).toBe(200);
    // Defaults left: 202, 203, 204. Deleting 202 and 203 leaves one.
    const r = await partner('DeleteSelectServer', { serverIds: [202, 203] });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      {
        field: '',
        messageKey: 'validation.server.minimumRecords',
        message: 'At least two default server records, two LRP and two PDP server records must exist.',
      },
    ]);
    const left = await call<Server[]>('partner', 'POST', 'GetGlobalServers', list());
    expect(ids(left)).toEqual([202, 203, 204, 208, 209, 210, 211, 212]);
    expect((await partner('DeleteServer', { serverId: 203 })).status).toBe(200);
    expect((await partner('DeleteServer', { serverId: 202 })).status).toBe(400);
    // PDP left: 202, 208, 210; making 208 and 210 LRP leaves one PDP.
    const t = await token('partner', 'https://pdp-iad-01.northwind-sec.example:8443', 'svc-nwsp-pdp');
    const upd = (
      serverId: number,
      url: string,
      pointType: string,
      isDefault: boolean,
      connectionTestToken: string,
    ) =>
      call<Server>('partner', 'POST', 'CreateOrUpdateServer', {
        serverId,
        serverName: serverId === 208 ? 'PDP-IAD-01' : 'PDP-SEA-01',
        url,
        pointType,
        userId: 'svc-nwsp-pdp',
        isDefault,
        connectionTestToken,
      });
    expect((await upd(208, 'https://pdp-iad-01.northwind-sec.example:8443', 'LRP', false, t)).status).toBe(
      200,
    );
    const t2 = await token('partner', 'https://pdp-sea-01.northwind-sec.example:8443', 'svc-nwsp-pdp');
    const broke = await upd(210, 'https://pdp-sea-01.northwind-sec.example:8443', 'LRP', false, t2);
    expect(broke.status).toBe(400);
    expect(broke.body.errors![0]!.messageKey).toBe('validation.server.minimumRecords');
    const promote = await upd(210, 'https://pdp-sea-01.northwind-sec.example:8443', 'PDP', true, t2);
    expect(promote.body.entityData).toMatchObject({ isDefault: true, inherited: false, companyGuid: null });
  });

  it('creates global records for the partner', async () => {
    const url = 'https://pdp-den-01.northwind-sec.example:8443';
    const r = await call<Server>('partner', 'POST', 'CreateOrUpdateServer', {
      serverName: 'PDP-DEN-01',
      url,
      pointType: 'PDP',
      zone: 'US-West',
      priority: 2,
      userId: 'svc-nwsp-pdp',
      password: 'Den-PDP#2026',
      isDefault: true,
      connectionTestToken: await token('partner', url, 'svc-nwsp-pdp'),
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toMatchObject({
      companyGuid: null,
      inherited: false,
      passwordSet: true,
      agentPasswordSet: false,
    });
    const seen = await call<Server[]>('company', 'POST', 'GetServers', list({ search: 'DEN' }));
    expect(seen.body.entityData[0]).toMatchObject({ serverName: 'PDP-DEN-01', inherited: true });
  });
});

// The server form's field rules straight to the API, with the bad values the e2e tests type.
describe('the server form rules on the server', () => {
  const form = {
    serverName: 'PDP-DTW-09',
    url: 'https://pdp-dtw-09.fabrikam.example:8443',
    pointType: 'PDP',
    userId: 'fab-pdp-admin',
    password: 'Det-PDP#2026!',
    connectionTestToken: 'ctt_00000000000000000000000000000000',
  };
  const keysOf = (r: Reply) => r.body.errors?.map((e) => [e.field, e.messageKey]);

  it.each([
    [{ serverName: '' }, '/serverName', 'validation.server.serverName.required'],
    [{ url: 'pdp server 7' }, '/url', 'validation.server.url.invalid'],
    [{ connectionTestToken: '' }, '/connectionTestToken', 'validation.server.connection.untested'],
    [{ password: 'short' }, '/password', 'validation.server.password.minLength'],
  ])('refuses %o with the key the form shows', async (bad, field, key) => {
    const r = await call('company', 'POST', 'CreateOrUpdateServer', { ...form, ...bad });
    expect(r.status).toBe(400);
    expect(keysOf(r)).toEqual([[field, key]]);
  });

  it('refuses a save without any connection test', async () => {
    const { connectionTestToken: _untested, ...untested } = form;
    const r = await call('company', 'POST', 'CreateOrUpdateServer', untested);
    expect(keysOf(r)).toEqual([['/connectionTestToken', 'validation.server.connection.untested']]);
  });
});

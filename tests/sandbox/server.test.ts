// The Server area of the sandbox: PDP/LRP records of partners and companies, connection tests
// and their tokens, the unique name, the minimum-records rule and the write-only passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { components } from '../../src/gen/openapi.gen';
import { signInClient, unchecked, type BodyOf, type SandboxClient } from './support/client';
import { ROLE_ACCOUNTS, FABRIKAM, TOKYO, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const list = <const E extends object = Record<never, never>>(extra: E = {} as E) => ({
  page: 1,
  pageSize: 100,
  sortColumn: null,
  sortDir: 'asc' as const,
  search: null,
  pointType: null,
  ...extra,
});
const ids = (r: { body: BodyOf<'POST', '/restapi/Server/GetServers'> }) =>
  r.body.entityData.map((s) => s.serverId).sort((a, b) => a - b);

async function token(
  who: Who,
  url: string,
  userId: string,
  scope: Record<string, string> = {},
): Promise<string> {
  const r = await api(who, 'POST', '/restapi/Server/TestConnection', {
    payload: { url, userId, password: 'Test-Pass#2026' },
    scope: scope,
  });
  expect(r.body.entityData.success).toBe(true);
  return r.body.entityData.connectionTestToken!;
}

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
});
afterAll(async () => {
  await sb?.close();
});

describe('reading servers', () => {
  it('lists the global records of the partner for the Partner admin only', async () => {
    const r = await api('partner', 'POST', '/restapi/Server/GetGlobalServers', { payload: list() });
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
          await api(who, 'POST', '/restapi/Server/GetGlobalServers', {
            payload: list(),
            scope: who === 'global' ? { 'x-company-guid': FABRIKAM } : {},
          })
        ).status,
      ).toBe(403);
    }
  });

  it('lists the records a company uses: its own and the inherited global ones', async () => {
    const r = await api('company', 'POST', '/restapi/Server/GetServers', { payload: list() });
    expect(r.body.totalCount).toBe(12);
    const own = r.body.entityData.filter((s) => !s.inherited);
    expect(own.map((s) => s.serverName).sort()).toEqual(['LRP-DTW-01', 'PDP-DTW-01']);
    expect(own.every((s) => s.companyGuid === FABRIKAM)).toBe(true);
    expect(r.body.entityData.some((s) => s.serverName.includes('TYO'))).toBe(false);
    // Default order: PDP before LRP, then by priority.
    const types = r.body.entityData.map((s) => s.pointType);
    expect(types.indexOf('LRP')).toBeGreaterThan(types.lastIndexOf('PDP'));
    const woodgrove = await api('global', 'POST', '/restapi/Server/GetServers', {
      payload: list(),
      scope: {
        'x-company-guid': '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801005',
      },
    });
    expect(ids(woodgrove)).toEqual([195, 196, 197, 199]);
  });

  it('never returns a password', async () => {
    const [stored] = await sb.db.query<{ password: string; agent_password: string }>(
      'select password, agent_password from servers where id = 207',
    );
    const r = await api('company', 'POST', '/restapi/Server/GetServers', { payload: list() });
    expect(r.text).not.toContain(stored!.password);
    expect(r.text).not.toContain(stored!.agent_password);
    expect(r.text).not.toMatch(/"password"/i);
    expect(r.body.entityData.find((s) => s.serverId === 207)).toMatchObject({
      passwordSet: true,
      agentPasswordSet: true,
    });
  });

  it('pages, sorts, filters and searches with exact totals', async () => {
    const pdp = await api('company', 'POST', '/restapi/Server/GetServers', {
      payload: list({ pointType: 'PDP' }),
    });
    expect(pdp.body.totalCount).toBe(6);
    expect(pdp.body.entityData.every((s) => s.pointType === 'PDP')).toBe(true);
    const byName = await api('company', 'POST', '/restapi/Server/GetServers', {
      payload: list({ sortColumn: 'serverName', sortDir: 'desc', pageSize: 5, page: 2 }),
    });
    const all = await api('company', 'POST', '/restapi/Server/GetServers', {
      payload: list({ sortColumn: 'serverName', sortDir: 'desc' }),
    });
    expect(byName.body.totalCount).toBe(12);
    expect(byName.body.entityData.map((s) => s.serverName)).toEqual(
      all.body.entityData.slice(5, 10).map((s) => s.serverName),
    );
    const search = await api('company', 'POST', '/restapi/Server/GetServers', {
      payload: list({ search: 'fabrikam' }),
    });
    expect(ids(search)).toEqual([206, 207]);
    const zone = await api('company', 'POST', '/restapi/Server/GetServers', {
      payload: list({ search: 'EU-West' }),
    });
    expect(ids(zone)).toEqual([212]);
    expect(
      (
        await api('company', 'POST', '/restapi/Server/GetServers', {
          payload: unchecked(list({ sortColumn: 'password' })),
        })
      ).status,
    ).toBe(400);
  });

  it('reads one record globally or as the company sees it', async () => {
    const global = await api('company', 'GET', '/restapi/Server/GetServerById', { query: { serverId: 201 } });
    expect(global.body.entityData).toMatchObject({
      serverName: 'PDP-CHI-01',
      inherited: false,
      companyGuid: null,
    });
    expect(
      (await api('company', 'GET', '/restapi/Server/GetServerById', { query: { serverId: 207 } })).status,
    ).toBe(404);
    expect(
      (await api('company', 'GET', '/restapi/Server/GetServerById', { query: { serverId: 190 } })).status,
    ).toBe(404);
    const own = await api('company', 'GET', '/restapi/Server/GetCompanyServerById', {
      query: { serverId: 207 },
    });
    expect(own.body.entityData).toMatchObject({
      serverName: 'PDP-DTW-01',
      inherited: false,
      companyGuid: FABRIKAM,
    });
    const inherited = await api('site', 'GET', '/restapi/Server/GetCompanyServerById', {
      query: { serverId: 203 },
    });
    expect(inherited.body.entityData.inherited).toBe(true);
    expect(
      (await api('company', 'GET', '/restapi/Server/GetCompanyServerById', { query: { serverId: 194 } }))
        .status,
    ).toBe(404);
  });

  it('lists the zones, and refuses auditors and other tenants', async () => {
    const zones = await api('group', 'GET', '/restapi/Server/GetZones');
    expect(zones.body.totalCount).toBe(8);
    expect(zones.body.entityData[5]!.name).toBe('東日本 (Japan East)');
    for (const who of ['siteAuditor', 'groupAuditor'] as const) {
      expect((await api(who, 'GET', '/restapi/Server/GetZones')).status).toBe(403);
      expect((await api(who, 'POST', '/restapi/Server/GetServers', { payload: list() })).status).toBe(403);
      expect(
        (
          await api(who, 'POST', '/restapi/Server/TestConnection', {
            payload: { url: 'https://a.example', userId: 'u', password: 'p' },
          })
        ).status,
      ).toBe(403);
    }
    expect(
      (
        await api('company', 'POST', '/restapi/Server/GetServers', {
          payload: list(),
          scope: { 'x-company-guid': TOKYO },
        })
      ).status,
    ).toBe(403);
  });
});

describe('connection tests', () => {
  it('connects to hosts under .example and to IP addresses, and issues a token', async () => {
    for (const url of [
      'https://pdp-dtw-02.fabrikam.example:8443',
      '10.20.0.99',
      'https://[2001:db8::15]:8443',
    ]) {
      const r = await api('company', 'POST', '/restapi/Server/TestConnection', {
        payload: {
          url,
          userId: 'fab-pdp-admin',
          password: 'Det-PDP#2026!',
        },
      });
      expect(r.status).toBe(200);
      expect(r.body.entityData.success).toBe(true);
      expect(r.body.entityData.connectionTestToken).toMatch(/^ctt_[0-9a-f]{32}$/);
    }
  });

  it('fails (200, success false, no token) for unreachable and unknown hosts', async () => {
    const down = await api('company', 'POST', '/restapi/Server/TestConnection', {
      payload: {
        url: 'https://pdp-unreachable.fabrikam.example:8443',
        userId: 'u',
        password: 'p',
      },
    });
    expect(down.status).toBe(200);
    expect(down.body.entityData).toMatchObject({ success: false, connectionTestToken: null });
    expect(down.body.entityData.message).toMatch(/timed out/);
    const unknown = await api('company', 'POST', '/restapi/Server/TestConnection', {
      payload: {
        url: 'https://pdp.fabrikam.com',
        userId: 'u',
        password: 'p',
      },
    });
    expect(unknown.body.entityData).toMatchObject({ success: false, connectionTestToken: null });
  });

  it('tests a saved server with its stored credentials', async () => {
    const r = await api('company', 'POST', '/restapi/Server/TestConnectionByServerId', {
      payload: { serverId: 207 },
    });
    expect(r.body.entityData.success).toBe(true);
    expect(
      (
        await api('company', 'POST', '/restapi/Server/TestConnectionByServerId', {
          payload: { serverId: 194 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('saving servers', () => {
  const form = {
    serverName: 'PDP-DTW-02',
    url: 'https://pdp-dtw-02.fabrikam.example:8443',
    pointType: 'PDP' as const,
    zone: 'US-East',
    priority: 2,
    userId: 'fab-pdp-admin',
    password: 'Det-PDP#2026!',
    agentUserId: 'fab-agent',
    agentPassword: 'Agt-Det#2026',
    isDefault: false,
  };

  it('needs a token of a successful test for the same url and user id', async () => {
    const missing = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
        ...form,
        connectionTestToken: 'ctt_00000000000000000000000000000000',
      },
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
      (
        await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
          payload: { ...form, connectionTestToken: other },
        })
      ).body.errors![0]!.messageKey,
    ).toBe('validation.server.connection.untested');
    const otherUser = await token('company', form.url, 'someone-else');
    expect(
      (
        await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
          payload: { ...form, connectionTestToken: otherUser },
        })
      ).status,
    ).toBe(400);
    const absent = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: unchecked({ ...form }),
    });
    expect(absent.status).toBe(400);
    expect(absent.body.errors![0]!.messageKey).toBe('validation.server.connection.untested');
  });

  it('creates a company record with the passwords stored but not returned', async () => {
    const r = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
        ...form,
        connectionTestToken: await token('company', form.url, form.userId),
      },
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
    const listed = await api('company', 'POST', '/restapi/Server/GetServers', { payload: list() });
    expect(listed.body.totalCount).toBe(13);
  });

  it('refuses a server name that exists (any case)', async () => {
    const r = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
        ...form,
        serverName: 'pdp-chi-01',
        connectionTestToken: await token('company', form.url, form.userId),
      },
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
    const test = await api('company', 'POST', '/restapi/Server/TestConnectionByServerId', {
      payload: { serverId: 207 },
    });
    const r = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
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
        connectionTestToken: test.body.entityData.connectionTestToken!,
      },
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
    const reread = await api('company', 'GET', '/restapi/Server/GetCompanyServerById', {
      query: { serverId: 207 },
    });
    expect(reread.body.entityData.priority).toBe(2);
  });

  it('refuses an expired token', async () => {
    const t = await token('company', form.url, form.userId);
    // Tokens last 30 minutes; the session (30 minutes idle) is kept alive in between.
    sb.clock.advance(20 * 60_000);
    expect((await api('company', 'GET', '/restapi/Server/GetZones')).status).toBe(200);
    sb.clock.advance(11 * 60_000);
    const r = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
        ...form,
        serverId: 213,
        connectionTestToken: t,
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors![0]!.messageKey).toBe('validation.server.connection.untested');
    // The other demo sessions went idle meanwhile.
    ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
  });

  it('keeps inherited global records read-only for the company (403)', async () => {
    const t = await token('company', 'https://pdp-chi-01.northwind-sec.example:8443', 'svc-nwsp-pdp');
    const r = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
        serverId: 201,
        serverName: 'PDP-CHI-01',
        url: 'https://pdp-chi-01.northwind-sec.example:8443',
        pointType: 'PDP',
        userId: 'svc-nwsp-pdp',
        connectionTestToken: t,
      },
    });
    expect(r.status).toBe(403);
    expect(
      (await api('company', 'POST', '/restapi/Server/DeleteServer', { payload: { serverId: 201 } })).status,
    ).toBe(403);
    expect(
      (await api('siteAuditor', 'POST', '/restapi/Server/DeleteServer', { payload: { serverId: 206 } }))
        .status,
    ).toBe(403);
  });

  it('needs a partner or company for a record', async () => {
    const t = await token('global', 'https://pdp-x.example', 'u');
    const r = await api('global', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
        serverName: 'PDP-X',
        url: 'https://pdp-x.example',
        pointType: 'PDP',
        userId: 'u',
        connectionTestToken: t,
      },
    });
    expect(r.status).toBe(400);
  });
});

describe('selecting, deleting and the minimum records', () => {
  it('lets a company use only some global records, within the minimum', async () => {
    const r = await api('company', 'POST', '/restapi/Server/SelectOrInheritServer', {
      payload: {
        serverIds: [201, 202, 203, 204, 208, 209],
        inherit: false,
      },
    });
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([201, 202, 203, 204, 206, 207, 208, 209, 213]);
    expect(
      (await api('company', 'POST', '/restapi/Server/GetServers', { payload: list() })).body.totalCount,
    ).toBe(9);
    const foreign = await api('company', 'POST', '/restapi/Server/SelectOrInheritServer', {
      payload: {
        serverIds: [190],
        inherit: false,
      },
    });
    expect(foreign.status).toBe(400);
    const tooFew = await api('company', 'POST', '/restapi/Server/SelectOrInheritServer', {
      payload: {
        serverIds: [201],
        inherit: false,
      },
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors![0]!.messageKey).toBe('validation.server.minimumRecords');
    const back = await api('company', 'POST', '/restapi/Server/SelectOrInheritServer', {
      payload: {
        serverIds: [],
        inherit: true,
      },
    });
    expect(back.body.totalCount).toBe(13);
  });

  it('deletes own records of the company', async () => {
    const r = await api('company', 'POST', '/restapi/Server/DeleteServer', {
      payload: {
        serverId: 213,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toEqual({ deletedServerIds: [213] });
    expect(
      (await api('company', 'GET', '/restapi/Server/GetCompanyServerById', { query: { serverId: 213 } }))
        .status,
    ).toBe(404);
    expect(
      (await api('company', 'POST', '/restapi/Server/DeleteServer', { payload: { serverId: 194 } })).status,
    ).toBe(404);
  });

  it('refuses deletes and updates that leave fewer than two default, PDP or LRP records; all or nothing', async () => {
    const deleteSelected = (serverIds: number[]) =>
      api('partner', 'POST', '/restapi/Server/DeleteSelectServer', { payload: { serverIds } });
    const deleteOne = (serverId: number) =>
      api('partner', 'POST', '/restapi/Server/DeleteServer', { payload: { serverId } });
    expect((await deleteSelected([201, 205])).status).toBe(200);
    // Defaults left: 202, 203, 204. Deleting 202 and 203 leaves one.
    const r = await deleteSelected([202, 203]);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      {
        field: '',
        messageKey: 'validation.server.minimumRecords',
        message: 'At least two default server records, two LRP and two PDP server records must exist.',
      },
    ]);
    const left = await api('partner', 'POST', '/restapi/Server/GetGlobalServers', { payload: list() });
    expect(ids(left)).toEqual([202, 203, 204, 208, 209, 210, 211, 212]);
    expect((await deleteOne(203)).status).toBe(200);
    expect((await deleteOne(202)).status).toBe(400);
    // PDP left: 202, 208, 210; making 208 and 210 LRP leaves one PDP.
    const t = await token('partner', 'https://pdp-iad-01.northwind-sec.example:8443', 'svc-nwsp-pdp');
    const upd = (
      serverId: number,
      url: string,
      pointType: 'PDP' | 'LRP',
      isDefault: boolean,
      connectionTestToken: string,
    ) =>
      api('partner', 'POST', '/restapi/Server/CreateOrUpdateServer', {
        payload: {
          serverId,
          serverName: serverId === 208 ? 'PDP-IAD-01' : 'PDP-SEA-01',
          url,
          pointType,
          userId: 'svc-nwsp-pdp',
          isDefault,
          connectionTestToken,
        },
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
    const r = await api('partner', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: {
        serverName: 'PDP-DEN-01',
        url,
        pointType: 'PDP',
        zone: 'US-West',
        priority: 2,
        userId: 'svc-nwsp-pdp',
        password: 'Den-PDP#2026',
        isDefault: true,
        connectionTestToken: await token('partner', url, 'svc-nwsp-pdp'),
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toMatchObject({
      companyGuid: null,
      inherited: false,
      passwordSet: true,
      agentPasswordSet: false,
    });
    const seen = await api('company', 'POST', '/restapi/Server/GetServers', {
      payload: list({ search: 'DEN' }),
    });
    expect(seen.body.entityData[0]).toMatchObject({ serverName: 'PDP-DEN-01', inherited: true });
  });
});

// The server form's field rules straight to the API, with the bad values the e2e tests type.
describe('the server form rules on the server', () => {
  const form = {
    serverName: 'PDP-DTW-09',
    url: 'https://pdp-dtw-09.fabrikam.example:8443',
    pointType: 'PDP' as const,
    userId: 'fab-pdp-admin',
    password: 'Det-PDP#2026!',
    connectionTestToken: 'ctt_00000000000000000000000000000000',
  };
  const keysOf = (r: { body: { errors?: components['schemas']['FieldError'][] } }) =>
    r.body.errors?.map((e) => [e.field, e.messageKey]);

  it.each([
    [{ serverName: '' }, '/serverName', 'validation.server.serverName.required'],
    [{ url: 'pdp server 7' }, '/url', 'validation.server.url.invalid'],
    [{ connectionTestToken: '' }, '/connectionTestToken', 'validation.server.connection.untested'],
    [{ password: 'short' }, '/password', 'validation.server.password.minLength'],
  ])('refuses %o with the key the form shows', async (bad, field, key) => {
    const r = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: unchecked({ ...form, ...bad }),
    });
    expect(r.status).toBe(400);
    expect(keysOf(r)).toEqual([[field, key]]);
  });

  it('refuses a save without any connection test', async () => {
    const { connectionTestToken: _untested, ...untested } = form;
    const r = await api('company', 'POST', '/restapi/Server/CreateOrUpdateServer', {
      payload: unchecked(untested),
    });
    expect(keysOf(r)).toEqual([['/connectionTestToken', 'validation.server.connection.untested']]);
  });
});

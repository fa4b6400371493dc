// The sandbox's security rules: authorization from the session, never from headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';

const FABRIKAM = {
  partner: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  company: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  site: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001',
  group: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001',
};
const TOKYO = {
  partner: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405102',
  company: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801003',
  site: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2003',
  group: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3004',
};
const TAILSPIN_COMPANY = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801002';

let sb: TestSandbox;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const who of [
    'company.admin',
    'partner.admin',
    'site.auditor',
    'group.auditor',
    'group.admin',
    'global.admin',
  ]) {
    cookies[who] = (await signIn(sb.app, `${who}@sandbox.test`)).cookie;
  }
});
afterAll(async () => {
  await sb?.close();
});

const call = (
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  scope: Partial<typeof FABRIKAM> = {},
  payload?: unknown,
  csrf = true,
) =>
  sb.app.inject({
    method,
    url,
    headers: {
      cookie: cookies[who]!,
      ...(csrf ? { 'x-csrf': '1' } : {}),
      'x-partner-guid': scope.partner ?? '',
      'x-company-guid': scope.company ?? '',
      'x-site-guid': scope.site ?? '',
      'x-group-guid': scope.group ?? '',
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('tenant scope comes from the session', () => {
  it.each([
    ['another partner', { partner: TOKYO.partner }],
    ["another partner's company", { partner: FABRIKAM.partner, company: TOKYO.company }],
    ["another company's site", { partner: FABRIKAM.partner, company: FABRIKAM.company, site: TOKYO.site }],
    ["another company's group", { partner: FABRIKAM.partner, company: FABRIKAM.company, group: TOKYO.group }],
    ['a sister company of the same partner', { partner: FABRIKAM.partner, company: TAILSPIN_COMPANY }],
  ])('a Company Admin naming %s gets 403 and nothing of it', async (_what, scope) => {
    const res = await call(
      'company.admin',
      'GET',
      '/restapi/Company/GetCompanyList?page=1&pageSize=50',
      scope,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('東京');
    expect(res.body).not.toContain('Tailspin');
    expect(res.json()).toEqual({
      isSuccess: false,
      message: 'Access to this resource on the server is denied !',
      entityData: null,
    });
  });

  it('a Partner Admin sees its own companies and none of another partner', async () => {
    const res = await call('partner.admin', 'GET', '/restapi/Company/GetCompanyList?page=1&pageSize=100', {
      partner: FABRIKAM.partner,
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json().entityData as { companyName: string }[]).map((c) => c.companyName);
    expect(names).toContain('Fabrikam Manufacturing');
    expect(names).toContain('Tailspin Toys');
    expect(names).not.toContain('株式会社東京精密工業');
    expect(names).not.toContain('Woodgrove Bank');
  });

  it('a group auditor naming a group it is not assigned gets 403', async () => {
    const other = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002';
    const res = await call('group.auditor', 'GET', '/restapi/Group/GetGroups', { ...FABRIKAM, group: other });
    expect(res.statusCode).toBe(403);
  });

  it('mixing tenants across headers is 403 even for the Global Admin', async () => {
    const res = await call('global.admin', 'GET', '/restapi/Site/GetSites', {
      partner: FABRIKAM.partner,
      company: TOKYO.company,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('roles the spec reserves', () => {
  it('auditors cannot write', async () => {
    for (const who of ['site.auditor', 'group.auditor']) {
      const res = await call(who, 'POST', '/restapi/Computer/GenerateOtp', FABRIKAM, {
        computerGuid: '1a2b3c4d-0001-4e5f-8a9b-000000040001',
      });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('pdp-lrp-list (GetGlobalServers) is open only to the Partner Admin', async () => {
    const body = { page: 1, pageSize: 25 };
    expect(
      (await call('company.admin', 'POST', '/restapi/Server/GetGlobalServers', FABRIKAM, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('global.admin', 'POST', '/restapi/Server/GetGlobalServers', {}, body)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'partner.admin',
          'POST',
          '/restapi/Server/GetGlobalServers',
          { partner: FABRIKAM.partner },
          body,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('system and live-site alert configuration are the Global Admin’s only', async () => {
    for (const kind of ['System', 'LiveSite']) {
      const denied = await call(
        'company.admin',
        'GET',
        `/restapi/Alarm/GetAlarmConditions?kind=${kind}`,
        FABRIKAM,
      );
      expect(denied.statusCode, kind).toBe(403);
      const allowed = await call('global.admin', 'GET', `/restapi/Alarm/GetAlarmConditions?kind=${kind}`);
      expect(allowed.statusCode, kind).toBe(200);
    }
    const security = await call(
      'company.admin',
      'GET',
      '/restapi/Alarm/GetAlarmConditions?kind=Security',
      FABRIKAM,
    );
    expect(security.statusCode).toBe(200);
  });
});

describe('requests without the CSRF header or a session', () => {
  it('answers 401 to /restapi without X-CSRF, even with a valid session', async () => {
    const res = await call(
      'company.admin',
      'GET',
      '/restapi/Company/GetCompanyList',
      FABRIKAM,
      undefined,
      false,
    );
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to /restapi without a session', async () => {
    const res = await sb.app.inject({
      method: 'GET',
      url: '/restapi/Company/GetCompanyList',
      headers: { 'x-csrf': '1' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input never crashes and never half-writes', () => {
  it('treats SQL metacharacters in a search as text', async () => {
    const search = encodeURIComponent("'; drop table companies; --");
    const res = await call(
      'partner.admin',
      'GET',
      `/restapi/Company/GetCompanyList?page=1&pageSize=10&search=${search}`,
      {
        partner: FABRIKAM.partner,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(0);
    const after = await call('partner.admin', 'GET', '/restapi/Company/GetCompanyList?page=1&pageSize=10', {
      partner: FABRIKAM.partner,
    });
    expect(after.json().totalCount).toBeGreaterThan(0);
  });

  it('stores a script tag in a name as plain text', async () => {
    const name = '<script>alert(1)</script> Labs';
    const created = await call(
      'partner.admin',
      'POST',
      '/restapi/Company/CreateOrEditCompany',
      { partner: FABRIKAM.partner },
      {
        companyName: name.replace(/[<>?"]/g, ''),
        shortName: 'SCRIPTLABS',
      },
    );
    expect(created.statusCode).toBe(200);
    const rejected = await call(
      'partner.admin',
      'POST',
      '/restapi/Company/CreateOrEditCompany',
      { partner: FABRIKAM.partner },
      {
        companyName: name,
        shortName: 'SCRIPTLAB2',
      },
    );
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().errors).toContainEqual(
      expect.objectContaining({
        field: '/companyName',
        messageKey: 'validation.company.companyName.forbiddenChars',
      }),
    );
  });

  it('rejects wrong types, unknown operations and huge bodies with clear 4xx', async () => {
    const wrongType = await call(
      'partner.admin',
      'POST',
      '/restapi/Company/CreateOrEditCompany',
      { partner: FABRIKAM.partner },
      {
        companyName: 42,
        shortName: ['x'],
      },
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.length).toBeGreaterThan(0);

    const unknown = await call('company.admin', 'GET', '/restapi/Nothing/Here', FABRIKAM);
    expect(unknown.statusCode).toBe(404);

    const huge = await call(
      'partner.admin',
      'POST',
      '/restapi/Company/CreateOrEditCompany',
      { partner: FABRIKAM.partner },
      {
        companyName: 'x'.repeat(2 * 1024 * 1024),
        shortName: 'HUGEBODY',
      },
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('The request body is larger than 1 MB.');

    const still = await call(
      'company.admin',
      'GET',
      '/restapi/Company/GetCompanyList?page=1&pageSize=5',
      FABRIKAM,
    );
    expect(still.statusCode).toBe(200);
  });

  it('a failed write changes nothing', async () => {
    const before = await call('partner.admin', 'GET', '/restapi/Company/GetCompanyList?page=1&pageSize=1', {
      partner: FABRIKAM.partner,
    });
    await call(
      'partner.admin',
      'POST',
      '/restapi/Company/CreateOrEditCompany',
      { partner: FABRIKAM.partner },
      {
        companyName: 'Half Written Inc',
        shortName: 'HW',
      },
    );
    const after = await call('partner.admin', 'GET', '/restapi/Company/GetCompanyList?page=1&pageSize=1', {
      partner: FABRIKAM.partner,
    });
    expect(after.json().totalCount).toBe(before.json().totalCount);
  });
});

// The Users area of the sandbox: the user list and detail bounded by the session's tenant, the
// signed-in user's profile, password and own settings, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../src/gen/openapi.gen';
import { DEMO_PASSWORD, signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, unchecked, type SandboxClient, type Unchecked } from './support/client';
import {
  ROLE_ACCOUNTS,
  FABRIKAM,
  HANNAH_GUID,
  MARCUS_GUID,
  NORTHWIND,
  SAKURA,
  TAILSPIN,
  TOKYO,
  USERS,
  type Who,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

type UsersQuery = NonNullable<operations['Users_List']['parameters']['query']>;
const list = (who: Who, query: UsersQuery | Unchecked = {}) => api(who, 'GET', '/restapi/Users', { query });
const userIds = (b: { entityData: Array<{ userId: number }> }) => b.entityData.map((u) => u.userId);

/** A count(*)::int as n query's n. */
const count = async (sql: string, params: unknown[] = []) =>
  (await sb.db.query<{ n: number }>(sql, params))[0]!.n;

beforeAll(async () => {
  sb = await startTestSandbox();
  api = (await signInClient(sb.app, ROLE_ACCOUNTS)).api;
}, 60_000);
afterAll(async () => {
  await sb?.close();
});

describe('GET Users', () => {
  it('pages every user for a Global Admin by last name, with an exact totalCount', async () => {
    const n = await count('select count(*)::int as n from users');
    const expected = (
      await sb.db.query<{ id: number }>(
        'select id from users order by lower(last_name), lower(first_name), id limit 15',
      )
    ).map((r) => r.id);
    const res = await list('global', { page: 1, pageSize: 15 });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(n);
    expect(res.body.entityDataCount).toBe(15);
    expect(userIds(res.body)).toEqual(expected);
    const page2 = await list('global', { page: 2, pageSize: 15 });
    expect(userIds(page2.body).filter((id) => userIds(res.body).includes(id))).toEqual([]);
  });

  it('sorts by a whitelisted column and filters by search and role', async () => {
    const expected = (
      await sb.db.query<{ id: number }>('select id from users order by lower(email) desc, id desc limit 10')
    ).map((r) => r.id);
    const byEmail = await list('global', { sortColumn: 'email', sortDir: 'desc', pageSize: 10 });
    expect(userIds(byEmail.body)).toEqual(expected);
    expect((await list('global', unchecked({ sortColumn: 'passwordHash' }))).status).toBe(400);

    const webb = await list('global', { search: 'Marcus Webb' });
    expect(userIds(webb.body)).toEqual([9003]);
    expect(webb.body.entityData[0]).toMatchObject({
      userGuid: MARCUS_GUID,
      email: USERS.company,
      role: 'CompanyAdmin',
      partnerId: 101,
      companyId: 1001,
      assignedSites: 0,
    });
    expect(webb.body.entityData[0]).not.toHaveProperty('passwordHash');
    const n = await count("select count(*)::int as n from users where role = 'PartnerAdmin'");
    const partners = await list('global', { role: 'PartnerAdmin', pageSize: 100 });
    expect(partners.body.totalCount).toBe(n);
    expect(partners.body.entityData.every((u) => u.role === 'PartnerAdmin')).toBe(true);
  });

  it("bounds a Partner Admin to the partner's users whatever the query asks", async () => {
    const own = await list('partner', { partnerId: NORTHWIND, pageSize: 500 });
    const n = await count(
      `select count(*)::int as n from users u left join companies c on c.id = u.company_id
       where u.partner_id = 101 or c.partner_id = 101`,
    );
    expect(own.body.totalCount).toBe(n);
    expect(own.body.entityData.every((u) => u.partnerId === 101)).toBe(true);
    const noFilter = await list('partner', { pageSize: 500 });
    expect(noFilter.body.totalCount).toBe(n);
    const company = await list('partner', { companyGuid: TAILSPIN, partnerId: NORTHWIND, pageSize: 500 });
    expect(company.body.entityData.every((u) => u.companyId === 1002)).toBe(true);
    expect((await list('partner', { partnerId: SAKURA })).status).toBe(403);
    expect((await list('partner', { companyGuid: TOKYO })).status).toBe(403);
    const empty = await list('partner', { companyGuid: '' });
    expect(empty.status).toBe(200);
  });

  it("bounds a Company Administrator to the company's users", async () => {
    const res = await list('company', { companyGuid: FABRIKAM, pageSize: 500 });
    const n = await count('select count(*)::int as n from users where company_id = 1001');
    expect(res.body.totalCount).toBe(n);
    expect(res.body.entityData.every((u) => u.companyId === 1001)).toBe(true);
    expect(userIds(res.body)).not.toContain(9002);
    const none = await list('company', { pageSize: 500 });
    expect(none.body.totalCount).toBe(n);
    expect((await list('company', { companyGuid: TOKYO })).status).toBe(403);
    expect((await list('company', { partnerId: SAKURA })).status).toBe(403);
    const search = await list('company', { search: '山田' });
    expect(search.body.entityData).toEqual([]);
  });

  it('is closed to site and group roles', async () => {
    for (const who of ['site', 'siteAuditor', 'group', 'groupAuditor'] as const)
      expect((await list(who)).status).toBe(403);
  });
});

describe('Users/{id} and GetUserAuthorizedEntities/{id}', () => {
  it('reads a user of the tenant; another tenant is 403, an unknown id 404', async () => {
    const hannah = await api('company', 'GET', '/restapi/Users/{id}', { params: { id: 9004 } });
    expect(hannah.body.entityData).toMatchObject({
      userGuid: HANNAH_GUID,
      role: 'SiteAdmin',
      assignedSites: 1,
    });
    expect((await api('company', 'GET', '/restapi/Users/{id}', { params: { id: 9008 } })).status).toBe(403);
    expect((await api('company', 'GET', '/restapi/Users/{id}', { params: { id: 9002 } })).status).toBe(403);
    expect((await api('partner', 'GET', '/restapi/Users/{id}', { params: { id: 9009 } })).status).toBe(403);
    expect((await api('partner', 'GET', '/restapi/Users/{id}', { params: { id: 9002 } })).status).toBe(200);
    expect((await api('global', 'GET', '/restapi/Users/{id}', { params: { id: 999999 } })).status).toBe(404);
    expect((await api('site', 'GET', '/restapi/Users/{id}', { params: { id: 9004 } })).status).toBe(403);
  });

  it("lists a user's companies, sites and groups", async () => {
    const group = await api('company', 'GET', '/restapi/User/GetUserAuthorizedEntities/{id}', {
      params: { id: 9006 },
    });
    expect(group.body.entityData).toEqual({
      userGuid: '5d6e7f80-1a2b-4c3d-9e8f-000000009006',
      companies: [{ key: FABRIKAM, value: 'Fabrikam Manufacturing' }],
      sites: [{ key: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001', value: 'Chicago HQ' }],
      groups: [
        { key: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001', value: 'Finance Workstations' },
        { key: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002', value: 'Engineering Laptops' },
      ],
    });
    const site = await api('partner', 'GET', '/restapi/User/GetUserAuthorizedEntities/{id}', {
      params: { id: 9004 },
    });
    expect(site.body.entityData.sites.map((s) => s.value)).toEqual(['Chicago HQ']);
    expect(site.body.entityData.groups).toHaveLength(2);
    const company = await api('global', 'GET', '/restapi/User/GetUserAuthorizedEntities/{id}', {
      params: { id: 9003 },
    });
    expect(company.body.entityData.sites.map((s) => s.value)).toEqual(['Chicago HQ', 'Detroit Plant']);
    expect(
      (await api('company', 'GET', '/restapi/User/GetUserAuthorizedEntities/{id}', { params: { id: 9008 } }))
        .status,
    ).toBe(403);
  });
});

describe('the signed-in user: profile and password', () => {
  it('reads and updates the own profile; markup stays plain text', async () => {
    const before = await api('siteAuditor', 'GET', '/restapi/User/GetProfile');
    expect(before.body.entityData).toEqual({
      userGuid: '5d6e7f80-1a2b-4c3d-9e8f-000000009005',
      firstName: 'Ravi',
      lastName: 'Menon',
      email: USERS.siteAuditor,
      role: 'SiteAudit',
    });
    const name = '<script>alert("x")</script>';
    const saved = await api('siteAuditor', 'POST', '/restapi/User/UpdateProfile', {
      payload: { firstName: name, lastName: 'Menon & Co' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your profile has been updated.');
    expect(saved.body.entityData.firstName).toBe(name);
    const after = await api('siteAuditor', 'GET', '/restapi/User/GetProfile');
    expect(after.body.entityData).toMatchObject({
      firstName: name,
      lastName: 'Menon & Co',
      role: 'SiteAudit',
    });
    const listed = await api('company', 'GET', '/restapi/Users/{id}', { params: { id: 9005 } });
    expect(listed.body.entityData.firstName).toBe(name);
  });

  it('validates the profile form and ignores no one else', async () => {
    const res = await api('group', 'POST', '/restapi/User/UpdateProfile', {
      payload: { firstName: '', lastName: 'X' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.messageKey)).toEqual(['validation.profile.firstName.required']);
    const extra = await api('group', 'POST', '/restapi/User/UpdateProfile', {
      payload: unchecked({ firstName: 'Chloe', lastName: 'Dubois', email: 'evil@example.com' }),
    });
    expect(extra.status).toBe(400);
    const [row] = await sb.db.query<{ email: string }>('select email from users where id = 9006');
    expect(row!.email).toBe(USERS.group);
  });

  it('refuses a wrong current password with its message key', async () => {
    const res = await api('groupAuditor', 'POST', '/restapi/User/ChangePassword', {
      payload: {
        currentPassword: 'not-my-password',
        newPassword: 'Brand-New-Pass-9',
        confirmPassword: 'Brand-New-Pass-9',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: '/currentPassword',
        messageKey: 'validation.passwordChange.currentPassword.incorrect',
        message: 'The current password is not correct.',
      },
    ]);
    const short = await api('groupAuditor', 'POST', '/restapi/User/ChangePassword', {
      payload: { currentPassword: 'Sandbox-Demo-1', newPassword: 'short', confirmPassword: 'other' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors?.map((e) => e.messageKey)).toEqual(
      expect.arrayContaining([
        'validation.passwordChange.newPassword.minLength',
        'validation.passwordChange.confirmPassword.mismatch',
      ]),
    );
  });

  it('throttles wrong current passwords as failed sign-ins are: 429 and when, before comparing', async () => {
    // Raw inject from an address of its own: the typed client has no client address.
    const { cookie } = await signIn(sb.app, USERS.tokyo);
    const change = (currentPassword: string) =>
      sb.app.inject({
        method: 'POST',
        url: '/restapi/User/ChangePassword',
        headers: { cookie, 'x-csrf': '1' },
        remoteAddress: '192.0.2.77',
        payload: { currentPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await change('not-my-password')).statusCode);
    // Four free; the fifth failure blocks the account at this address for a while.
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await change(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ message: string; retryAt: string; retryAfterSeconds: number }>();
    expect(body.message).toMatch(/^Too many failed attempts\. Try again after \d\d:\d\d:\d\d UTC\.$/);
    expect(Number(refused.headers['retry-after'])).toBe(body.retryAfterSeconds);
    // The same counters as the sign-in: that account is refused at this address too.
    const login = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      remoteAddress: '192.0.2.77',
      payload: { email: USERS.tokyo, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    // Once the delay is over the right password is taken, and its success forgets the failures.
    sb.clock.advance(body.retryAfterSeconds * 1000);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await change('not-my-password')).statusCode).toBe(400);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const res = await api('groupAuditor', 'POST', '/restapi/User/ChangePassword', {
      payload: {
        currentPassword: 'Sandbox-Demo-1',
        newPassword: 'Brand-New-Pass-9',
        confirmPassword: 'Brand-New-Pass-9',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isSuccess: true,
      message: 'Your password has been changed.',
      entityData: null,
    });
    const still = await api('groupAuditor', 'GET', '/restapi/User/GetProfile');
    expect(still.status).toBe(200);
    await expect(signIn(sb.app, USERS.groupAuditor, 'Brand-New-Pass-9')).resolves.toMatchObject({
      cookie: expect.stringMatching(/^ec_session=/),
    });
    await expect(signIn(sb.app, USERS.groupAuditor)).rejects.toThrow(/401/);
    const [row] = await sb.db.query<{ password_hash: string }>(
      'select password_hash from users where id = 9007',
    );
    expect(row!.password_hash).not.toContain('Brand-New-Pass-9');
  });
});

describe('UserSettings', () => {
  it("reads the user's own settings, never someone else's", async () => {
    const res = await api('company', 'GET', '/restapi/UserSettings/GetUserSettings', {
      query: { userGuid: MARCUS_GUID },
    });
    expect(res.body.totalCount).toBe(8);
    expect(res.body.entityData.map((s) => s.settingKey)).toContain('table.companies.columns');
    const other = await api('company', 'GET', '/restapi/UserSettings/GetUserSettings', {
      query: { userGuid: HANNAH_GUID },
    });
    expect(other.status).toBe(403);
    const global = await api('global', 'GET', '/restapi/UserSettings/GetUserSettings', {
      query: { userGuid: MARCUS_GUID },
    });
    expect(global.status).toBe(403);
  });

  it('creates and replaces a setting (auditors too), for the own account only', async () => {
    const save = (who: Who, payload: { userGuid: string; settingKey: string; settingValue: string }) =>
      api(who, 'POST', '/restapi/UserSettings/CreateOrUpdateUserSettings', { payload });
    const created = await save('site', {
      userGuid: HANNAH_GUID,
      settingKey: 'table.users.pageSize',
      settingValue: '50',
    });
    expect(created.status).toBe(200);
    expect(created.body.entityData).toMatchObject({ settingKey: 'table.users.pageSize', settingValue: '50' });
    const replaced = await save('site', {
      userGuid: HANNAH_GUID,
      settingKey: 'table.users.pageSize',
      settingValue: '100',
    });
    expect(replaced.body.entityData.settingValue).toBe('100');
    const read = await api('site', 'GET', '/restapi/UserSettings/GetUserSettings', {
      query: { userGuid: HANNAH_GUID },
    });
    expect(read.body.entityData).toEqual([
      expect.objectContaining({ settingKey: 'table.users.pageSize', settingValue: '100' }),
    ]);

    const auditor = await save('siteAuditor', {
      userGuid: '5d6e7f80-1a2b-4c3d-9e8f-000000009005',
      settingKey: 'dashboard.custom.widgets',
      settingValue: '{"widgets":["<b>x</b>"]}',
    });
    expect(auditor.status).toBe(200);
    expect(auditor.body.entityData.settingValue).toBe('{"widgets":["<b>x</b>"]}');

    const foreign = await save('site', {
      userGuid: MARCUS_GUID,
      settingKey: 'table.users.pageSize',
      settingValue: '1',
    });
    expect(foreign.status).toBe(403);
    const n = await count(
      "select count(*)::int as n from user_settings where user_id = 9003 and setting_key = 'table.users.pageSize'",
    );
    expect(n).toBe(0);
    const badKey = await save('site', { userGuid: HANNAH_GUID, settingKey: '../etc', settingValue: '1' });
    expect(badKey.status).toBe(400);
  });
});

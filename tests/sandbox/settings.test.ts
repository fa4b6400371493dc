// The Settings area of the sandbox: email (SMTP), syslog and hash lookup settings and the single
// sign-on providers, global for a Global Admin and per selected company otherwise; secrets are
// stored and never returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import {
  signInClient,
  unchecked,
  type PayloadOf,
  type QueryParamsOf,
  type SandboxClient,
  type Unchecked,
} from './support/client';
import { CHICAGO, FABRIKAM, NORTHWIND, TAILSPIN, TOKYO, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];
/** Every reply body of this file, to check that no secret ever leaves the server. */
let replies: string[];

type SettingKey = QueryParamsOf<'GET', '/restapi/GlobalSettings/GetSettings'>['settingKey'];

const read = (who: Who, settingKey: SettingKey, scope: Record<string, string> = {}) =>
  api(who, 'GET', '/restapi/GlobalSettings/GetSettings', { query: { settingKey }, scope });
const save = (
  who: Who,
  settingKey: SettingKey,
  payload: PayloadOf<'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings'> | Unchecked,
  scope: Record<string, string> = {},
) =>
  api(who, 'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings', {
    query: { settingKey },
    payload,
    scope,
  });
const secretOf = async (key: string, companyId: number | null) =>
  (
    await sb.db.query<{ secret: string | null }>(
      'select secret from global_settings where setting_key = $1 and coalesce(company_id, 0) = $2',
      [key, companyId ?? 0],
    )
  )[0]?.secret;

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api, rawBodies: replies } = await signInClient(sb.app, [
    'global',
    'partner',
    'company',
    'site',
    'siteAuditor',
    'groupAuditor',
  ]));
}, 60_000);
afterAll(async () => {
  await sb?.close();
});

describe('GlobalSettings/GetSettings', () => {
  it('reads the global records for a Global Admin; secrets only as flags and a hint', async () => {
    const email = await read('global', 'EmailSettings', { 'x-company-guid': FABRIKAM });
    expect(email.body.entityData).toMatchObject({
      settingKey: 'EmailSettings',
      companyGuid: null,
      server: 'smtp.endpoint-console.example',
      port: 587,
      passwordSet: true,
      enableSsl: true,
    });
    expect(email.body.entityData).not.toHaveProperty('password');
    const hash = await read('global', 'HashLookupSettings');
    expect(hash.body.entityData).toMatchObject({
      companyGuid: null,
      apiKeySet: true,
      apiKeyHint: '••••9c1f',
    });
  });

  it("reads the selected company's records for the other roles", async () => {
    const email = await read('company', 'EmailSettings');
    expect(email.body.entityData).toMatchObject({
      companyGuid: FABRIKAM,
      server: 'mail.fabrikam.example',
      port: 25,
    });
    const syslog = await read('siteAuditor', 'SyslogSettings', { 'x-site-guid': CHICAGO });
    expect(syslog.body.entityData).toEqual({
      settingKey: 'SyslogSettings',
      companyGuid: FABRIKAM,
      serverIp: '10.20.0.50',
      port: 514,
      enabled: true,
      updatedOn: '2026-11-07T09:30:40Z',
    });
    const none = await read('partner', 'HashLookupSettings', { 'x-company-guid': TAILSPIN });
    expect(none.body.entityData).toBeNull();
  });

  it('needs a selected company below the Global Admin and keeps to the tenant', async () => {
    const noCompany = await read('partner', 'EmailSettings');
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors).toEqual([
      {
        field: 'header:x-company-guid',
        messageKey: 'validation.settings.company.required',
        message: 'Please select a company first: these settings belong to a company.',
      },
    ]);
    expect((await read('company', 'EmailSettings', { 'x-company-guid': TOKYO })).status).toBe(403);
    const unknownKey = unchecked({ settingKey: 'SmtpSettings' });
    expect(
      (await api('company', 'GET', '/restapi/GlobalSettings/GetSettings', { query: unknownKey })).status,
    ).toBe(400);
  });
});

describe('GlobalSettings/CreateOrUpdateSettings', () => {
  it('saves the syslog settings of the company and reads them back', async () => {
    const res = await save('company', 'SyslogSettings', {
      serverIp: 'fd12:3456:789a::50',
      port: 6514,
      enabled: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings has been updated!');
    expect(res.body.entityData).toMatchObject({
      companyGuid: FABRIKAM,
      serverIp: 'fd12:3456:789a::50',
      port: 6514,
    });
    const back = await read('site', 'SyslogSettings');
    expect(back.body.entityData).toMatchObject({
      serverIp: 'fd12:3456:789a::50',
      port: 6514,
      enabled: false,
    });
    const global = await read('global', 'SyslogSettings');
    expect(global.body.entityData).toMatchObject({ serverIp: '10.0.40.12' });
  });

  it('keeps the stored SMTP password when none is sent, replaces it when one is', async () => {
    const before = await secretOf('EmailSettings', 1001);
    const kept = await save('company', 'EmailSettings', {
      server: 'mail.fabrikam.example',
      port: 587,
      email: 'endpoint-alerts@fabrikam.example',
      username: 'svc-epc-mail',
      password: null,
      enableSsl: true,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('E-Mail settings has been updated!');
    expect(kept.body.entityData).toMatchObject({ port: 587, passwordSet: true });
    expect(await secretOf('EmailSettings', 1001)).toBe(before);

    const replaced = await save('company', 'EmailSettings', {
      server: 'mail.fabrikam.example',
      port: 587,
      email: 'endpoint-alerts@fabrikam.example',
      password: 'N3w-Smtp-Passw0rd',
    });
    expect(replaced.body.entityData).toMatchObject({ passwordSet: true, username: null, enableSsl: false });
    expect(await secretOf('EmailSettings', 1001)).toBe('N3w-Smtp-Passw0rd');
  });

  it('creates the global records for a Global Admin (the API key shows as a hint)', async () => {
    const res = await save('global', 'HashLookupSettings', {
      url: 'https://hashlookup.threatintel.example/api/v3/lookup',
      apiKey: 'hl-4f8a2c71e0b94d3a6b1c7e2d',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Hash Lookup Successfully Saved');
    expect(res.body.entityData).toMatchObject({ companyGuid: null, apiKeySet: true, apiKeyHint: '••••7e2d' });
    const keep = await save('global', 'HashLookupSettings', {
      url: 'https://hashlookup.threatintel.example/api/v3/lookup',
    });
    expect(keep.body.entityData).toMatchObject({ apiKeyHint: '••••7e2d' });
    const fabrikam = await read('company', 'HashLookupSettings');
    expect(fabrikam.body.entityData).toMatchObject({
      url: 'https://hashlookup.threatintel.example/api/v2/lookup',
    });

    const created = await save(
      'partner',
      'EmailSettings',
      {
        server: 'smtp.tailspintoys.example',
        port: 465,
        email: 'alerts@tailspintoys.example',
        enableSsl: true,
      },
      { 'x-company-guid': TAILSPIN },
    );
    expect(created.body.entityData).toMatchObject({ companyGuid: TAILSPIN, passwordSet: false });
  });

  it("validates the body against the settingKey's own form", async () => {
    const wrongForm = await save('company', 'EmailSettings', {
      serverIp: '10.20.0.51',
      port: 514,
      enabled: true,
    });
    expect(wrongForm.status).toBe(400);
    expect(wrongForm.body.errors!.map((e) => `${e.field} ${e.messageKey}`)).toEqual(
      expect.arrayContaining([
        '/server validation.smtpSettings.server.required',
        '/email validation.smtpSettings.email.required',
      ]),
    );
    const badPort = await save('company', 'SyslogSettings', { serverIp: '10.20.0.51', port: 70000 });
    expect(badPort.status).toBe(400);
    expect(badPort.body.errors!.map((e) => e.messageKey)).toContain('validation.syslogSettings.port.range');
    const shortKey = await save('global', 'HashLookupSettings', {
      url: 'https://x.example/lookup',
      apiKey: 'short',
    });
    expect(shortKey.status).toBe(400);
    expect(shortKey.body.errors!.map((e) => e.messageKey)).toContain(
      'validation.hashLookupSettings.apiKey.length',
    );
    const [row] = await sb.db.query<{ value: { serverIp: string } }>(
      "select value from global_settings where setting_key = 'SyslogSettings' and company_id = 1001",
    );
    expect(row!.value.serverIp).toBe('fd12:3456:789a::50');
  });

  it('is refused to auditors and site roles, and across tenants', async () => {
    const body = { serverIp: '10.20.0.99', port: 514, enabled: true };
    expect((await save('siteAuditor', 'SyslogSettings', body)).status).toBe(403);
    expect((await save('groupAuditor', 'SyslogSettings', body)).status).toBe(403);
    expect((await save('site', 'SyslogSettings', body)).status).toBe(403);
    expect((await save('partner', 'SyslogSettings', body, { 'x-company-guid': TOKYO })).status).toBe(403);
    expect((await save('partner', 'SyslogSettings', body)).status).toBe(400);
    const [row] = await sb.db.query<{ value: { serverIp: string } }>(
      "select value from global_settings where setting_key = 'SyslogSettings' and company_id = 1003",
    );
    expect(row!.value.serverIp).toBe('fd00:8::25');
  });
});

describe('Sso providers', () => {
  const list = (who: Who, scope: Record<string, string> = {}) =>
    api(who, 'GET', '/restapi/Sso/GetProviders', { scope });
  const byId = (who: Who, providerId: number) =>
    api(who, 'GET', '/restapi/Sso/GetProviderById', { query: { providerId } });
  const saveProvider = (
    who: Who,
    payload: PayloadOf<'POST', '/restapi/Sso/CreateOrUpdateProvider'> | Unchecked,
    scope: Record<string, string> = {},
  ) => api(who, 'POST', '/restapi/Sso/CreateOrUpdateProvider', { payload, scope });
  const del = (who: Who, providerId: number, scope: Record<string, string> = {}) =>
    api(who, 'POST', '/restapi/Sso/DeleteProvider', { payload: { providerId }, scope });

  it('lists the global providers for a Global Admin and the company ones otherwise', async () => {
    const global = await list('global');
    expect(global.body.entityData.map((p) => p.providerId)).toEqual([1, 2]);
    const fabrikam = await list('siteAuditor');
    expect(fabrikam.body.totalCount).toBe(3);
    expect(fabrikam.body.entityData.map((p) => p.displayName)).toEqual([
      'Fabrikam Entra ID',
      'Fabrikam Google Workspace',
      'Fabrikam Okta (contractors)',
    ]);
    const okta = fabrikam.body.entityData[2];
    expect(okta).toMatchObject({
      providerType: 'Okta',
      secretSet: false,
      objectId: null,
      companyGuid: FABRIKAM,
    });
    expect(fabrikam.body.entityData[0]).not.toHaveProperty('secret');
    expect((await list('partner')).status).toBe(400);
    expect((await list('company', { 'x-company-guid': TOKYO })).status).toBe(403);
  });

  it('reads one provider of the scope: another scope is 403, an unknown id 404', async () => {
    expect((await byId('company', 11)).body.entityData).toMatchObject({
      displayName: 'Fabrikam Entra ID',
      secretSet: true,
    });
    expect((await byId('company', 21)).status).toBe(403);
    expect((await byId('global', 11)).status).toBe(403);
    expect((await byId('company', 99999)).status).toBe(404);
  });

  it('adds a provider (a new one needs a secret); unused fields are null', async () => {
    const payload = {
      providerType: 'Google' as const,
      displayName: 'Tailspin Google Workspace <b>SSO</b>',
      clientId: '517902648113-r2d8k4f6h1j3l5n7p9q0tsp.apps.googleusercontent.com',
      objectId: 'ignored-for-google',
    };
    const noSecret = await saveProvider('partner', payload, { 'x-company-guid': TAILSPIN });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.errors?.[0]).toMatchObject({
      field: '/secret',
      messageKey: 'validation.ssoProvider.secret.required',
    });
    const res = await saveProvider(
      'partner',
      { ...payload, secret: 'GOCSPX-8sK2vQ4mN7xR1tY5wZ3bL9' },
      { 'x-company-guid': TAILSPIN },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings has been updated!');
    expect(res.body.entityData).toMatchObject({
      providerType: 'Google',
      displayName: 'Tailspin Google Workspace <b>SSO</b>',
      objectId: null,
      secretSet: true,
      companyGuid: TAILSPIN,
    });
    const listed = await list('partner', { 'x-company-guid': TAILSPIN });
    expect(listed.body.entityData.map((p) => p.providerId)).toEqual([res.body.entityData.providerId]);
  });

  it('edits a provider: a null secret keeps the stored one, a new one sets it', async () => {
    const [before] = await sb.db.query<{ secret: string }>('select secret from sso_providers where id = 11');
    const renamed = await saveProvider('company', {
      providerId: 11,
      providerType: 'Azure',
      displayName: 'Fabrikam Entra ID (staff)',
      clientId: '3c8e5a71-0d2f-4b9e-a6c4-58f1e2d7b903',
      objectId: 'a47c2e90-5b1d-4f38-9e6a-0c3d8b2f1e75',
      tenantId: 'f2b6d4e8-1a3c-4e5f-9b7d-2c4e6a8b0d13',
      secret: null,
    });
    expect(renamed.body.entityData).toMatchObject({
      providerId: 11,
      displayName: 'Fabrikam Entra ID (staff)',
      secretSet: true,
    });
    const [after] = await sb.db.query<{ secret: string }>('select secret from sso_providers where id = 11');
    expect(after!.secret).toBe(before!.secret);

    const okta = await saveProvider('company', {
      providerId: 13,
      providerType: 'Okta',
      displayName: 'Fabrikam Okta (contractors)',
      clientId: '0oa8f3k2l9QmX7aB1d5e',
      authUrl: 'https://fabrikam.okta.example/oauth2/default/v1/authorize',
      secret: 'kT9xQ2mV7rL4pW8zN1bF6hJ3dS5gY0cA',
    });
    expect(okta.body.entityData.secretSet).toBe(true);
    expect((await byId('company', 13)).body.entityData.secretSet).toBe(true);
  });

  it('validates the provider form and refuses other scopes and roles', async () => {
    const azure = await saveProvider('company', {
      providerType: 'Azure',
      displayName: 'No ids',
      clientId: 'abc',
      secret: 'x',
    });
    expect(azure.status).toBe(400);
    expect(azure.body.errors!.map((e) => e.messageKey)).toEqual(
      expect.arrayContaining([
        'validation.ssoProvider.objectId.required',
        'validation.ssoProvider.tenantId.required',
      ]),
    );
    const foreign = await saveProvider('company', {
      providerId: 21,
      providerType: 'Azure',
      displayName: 'Mine',
      clientId: 'x',
      objectId: 'x',
      tenantId: 'x',
    });
    expect(foreign.status).toBe(403);
    const [row] = await sb.db.query<{ display_name: string }>(
      'select display_name from sso_providers where id = 21',
    );
    expect(row!.display_name).toBe('東京精密 Entra ID');
    expect(
      (
        await saveProvider('siteAuditor', {
          providerType: 'Google',
          displayName: 'x',
          clientId: 'x',
          secret: 'x',
        })
      ).status,
    ).toBe(403);
  });

  it('deletes a provider of the scope', async () => {
    expect((await del('siteAuditor', 12)).status).toBe(403);
    expect((await del('company', 21)).status).toBe(403);
    const res = await del('company', 12);
    expect(res.status).toBe(200);
    expect(res.body.entityData).toMatchObject({ providerId: 12, displayName: 'Fabrikam Google Workspace' });
    expect((await byId('company', 12)).status).toBe(404);
    expect((await del('company', 12)).status).toBe(404);
    expect((await list('company')).body.totalCount).toBe(2);
  });
});

describe('secrets', () => {
  it('never appear in any reply of this file', async () => {
    const secrets = (
      await sb.db.query<{ secret: string }>(
        'select secret from global_settings where secret is not null union all select secret from sso_providers where secret is not null',
      )
    ).map((r) => r.secret);
    expect(secrets.length).toBeGreaterThan(5);
    const all = replies.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toContain('N3w-Smtp-Passw0rd');
    expect(all).not.toContain('GOCSPX-8sK2vQ4mN7xR1tY5wZ3bL9');
  });
});

describe('a body that could be one of several forms', () => {
  it('gets the errors of the form it comes closest to, with that form’s message keys', async () => {
    const res = await save(
      'company',
      'SyslogSettings',
      unchecked({ serverIp: 'not-an-ip', port: 514, enabled: true }),
      {
        'x-partner-guid': NORTHWIND,
        'x-company-guid': FABRIKAM,
      },
    );
    expect(res.status).toBe(400);
    const errors = res.body.errors!;
    expect(errors.map((e) => e.field)).toEqual(['/serverIp']);
    expect(errors[0]!.messageKey).toBe('validation.syslogSettings.serverIp.invalid');
  });
});

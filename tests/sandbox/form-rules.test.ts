// The same bad values the form e2e tests type (tests/support/form-rules.ts and the settings and
// profile specs), sent straight to the API: each is a 400 naming the field, with the message key
// the console shows and its English text; nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_RULES, VALID_COMPANY } from '../support/form-rules';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, unchecked, type QueryParamsOf, type SandboxClient } from './support/client';
import type { Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['partner', 'company', 'global', 'siteAuditor']));
}, 60_000);
afterAll(async () => {
  await sb?.close();
});

describe('company form rules (spec section 5) on Company/CreateOrEditCompany', () => {
  it.each(COMPANY_RULES.map((rule) => [rule.field, rule.bad, rule] as const))(
    '%s = %j is refused with its own key',
    async (_field, _bad, rule) => {
      const name = rule.field.slice(1);
      const res = await api('partner', 'POST', '/restapi/Company/CreateOrEditCompany', {
        payload: unchecked({ ...VALID_COMPANY, [name]: rule.bad }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: rule.field, messageKey: rule.messageKey, message: rule.message },
      ]);
      const [row] = await sb.db.query<{ n: number }>(
        "select count(*)::int as n from companies where short_name in ('ACMELABS', 'ACM', 'ACMEINDUSTRIESLTD')",
      );
      expect(row!.n).toBe(0);
    },
  );

  it('accepts the same body with the good values', async () => {
    const res = await api('partner', 'POST', '/restapi/Company/CreateOrEditCompany', {
      payload: {
        ...VALID_COMPANY,
        phone: '+1 312 555 0119',
        ext: '204',
        fax: '+1 312 555 0120',
        email: 'it@acme.example',
        postalCode: '60607',
        city: 'Chicago',
      },
    });
    expect(res.status).toBe(200);
  });
});

describe('password rules (spec section 5) on User/ChangePassword', () => {
  it('needs at least 8 characters', async () => {
    const res = await api('siteAuditor', 'POST', '/restapi/User/ChangePassword', {
      payload: unchecked({
        currentPassword: 'Sandbox-Demo-1',
        newPassword: 'short',
        confirmPassword: 'short',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: '/newPassword',
        messageKey: 'validation.passwordChange.newPassword.minLength',
        message: 'Password should be at least 8 characters long.',
      },
    ]);
  });

  it('needs the two new passwords to match', async () => {
    const res = await api('siteAuditor', 'POST', '/restapi/User/ChangePassword', {
      payload: unchecked({
        currentPassword: 'Sandbox-Demo-1',
        newPassword: 'something-else',
        confirmPassword: 'something-other',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: '/confirmPassword',
        messageKey: 'validation.passwordChange.confirmPassword.mismatch',
        message: 'Passwords must match',
      },
    ]);
  });
});

describe('settings form rules on the settings calls', () => {
  type SettingKey = QueryParamsOf<'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings'>['settingKey'];
  const settings = (who: Who, settingKey: SettingKey, payload: unknown) =>
    api(who, 'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings', {
      query: { settingKey },
      payload: unchecked(payload),
    });

  it('syslog: an IP address and a port in range', async () => {
    const res = await settings('company', 'SyslogSettings', {
      serverIp: '10.20.0.300',
      port: 70000,
      enabled: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => `${e.field} ${e.messageKey}`)).toEqual(
      expect.arrayContaining([
        '/serverIp validation.syslogSettings.serverIp.invalid',
        '/port validation.syslogSettings.port.range',
      ]),
    );
  });

  it('SMTP: a valid sender address and a server', async () => {
    const res = await settings('global', 'EmailSettings', {
      server: 'smtp.endpoint-console.example',
      port: 587,
      email: 'no-reply(at)endpoint-console.example',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: '/email',
        messageKey: 'validation.smtpSettings.email.invalid',
        message: 'Please enter a valid email address.',
      },
    ]);
  });

  it('hash lookup: an API key of 16 to 256 characters and an http(s) URL', async () => {
    const res = await settings('global', 'HashLookupSettings', {
      url: 'ftp://hashlookup.example/',
      apiKey: 'too-short',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => `${e.field} ${e.messageKey}`)).toEqual(
      expect.arrayContaining([
        '/url validation.hashLookupSettings.url.invalid',
        '/apiKey validation.hashLookupSettings.apiKey.length',
      ]),
    );
  });

  it('SSO: Azure needs a tenant id and an object id; a new provider needs a secret', async () => {
    const azure = await api('company', 'POST', '/restapi/Sso/CreateOrUpdateProvider', {
      payload: unchecked({
        providerType: 'Azure',
        displayName: 'Fabrikam Entra (test)',
        clientId: 'client-1',
        secret: 's3cret',
      }),
    });
    expect(azure.status).toBe(400);
    expect(azure.body.errors?.map((e) => `${e.field} ${e.messageKey}`)).toEqual(
      expect.arrayContaining([
        '/objectId validation.ssoProvider.objectId.required',
        '/tenantId validation.ssoProvider.tenantId.required',
      ]),
    );
    const noSecret = await api('company', 'POST', '/restapi/Sso/CreateOrUpdateProvider', {
      payload: unchecked({
        providerType: 'Google',
        displayName: 'Fabrikam Google (test)',
        clientId: 'client-2',
      }),
    });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.errors).toEqual([
      {
        field: '/secret',
        messageKey: 'validation.ssoProvider.secret.required',
        message: 'Please enter the client secret of the new provider.',
      },
    ]);
  });
});

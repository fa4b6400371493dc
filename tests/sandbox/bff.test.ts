// The BFF: sign-in, the session user, logout, CSRF and session expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { BodyOf } from './support/client';
import { NO_ACCOUNT, NORTHWIND, USERS } from './support/fixtures';

// Raw `inject` throughout: these tests read what the typed client hides (the Set-Cookie and
// Location headers, a missing cookie or X-CSRF header, a malformed body).
type LoginBody = BodyOf<'POST', '/bff/login'>;
type UserBody = BodyOf<'GET', '/bff/user'>;

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox({ contract: { paths: {} } });
});
afterAll(async () => {
  await sb?.close();
});

const user = (cookie?: string, csrf = true) =>
  sb.app.inject({
    method: 'GET',
    url: '/bff/user',
    headers: { ...(cookie ? { cookie } : {}), ...(csrf ? { 'x-csrf': '1' } : {}) },
  });

describe('POST /bff/login', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie and answers the claims', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      payload: { email: USERS.company, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^ec_session=[\w-]{20,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const claims = res.json<LoginBody>().entityData;
    expect(claims).toContainEqual({ type: 'role', value: 'CompanyAdmin' });
    expect(claims).toContainEqual({ type: 'PartnerId', value: NORTHWIND });
  });

  it('starts a new session at each sign-in and ends the one the browser held before', async () => {
    const before = await signIn(sb.app, USERS.site);
    const res = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1', cookie: before.cookie },
      payload: { email: USERS.site, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const after = String(res.headers['set-cookie']).split(';')[0]!;
    expect(after).not.toBe(before.cookie);
    expect((await user(before.cookie)).statusCode).toBe(401);
    expect((await user(after)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 and a clear message', async () => {
    const wrong = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      payload: { email: USERS.company, password: 'nope-nope' },
    });
    const unknown = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      payload: { email: NO_ACCOUNT, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<LoginBody>().message).toBe('The email or password is incorrect.');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('rejects malformed JSON with a clear 400 and stays up', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<LoginBody>().message).toBe('The request body is not valid JSON.');
  });
});

describe('GET /bff/user', () => {
  it('answers the claims of the session: role, PartnerId, sid, name, email, bff:logout', async () => {
    const { cookie, sid } = await signIn(sb.app, USERS.group);
    const res = await user(cookie);
    expect(res.statusCode).toBe(200);
    const types = res.json<UserBody>().map((c) => c.type);
    expect(types).toEqual(['role', 'PartnerId', 'sid', 'name', 'email', 'bff:logout']);
    expect(res.json<UserBody>()).toContainEqual({ type: 'bff:logout', value: `/bff/logout?sid=${sid}` });
  });

  it('answers 401 without a session, and 401 without the X-CSRF header', async () => {
    const { cookie } = await signIn(sb.app, USERS.group);
    expect((await user()).statusCode).toBe(401);
    expect((await user(cookie, false)).statusCode).toBe(401);
  });

  it('expires after 30 minutes idle', async () => {
    const { cookie } = await signIn(sb.app, USERS.site);
    sb.clock.advance(29 * 60_000);
    expect((await user(cookie)).statusCode).toBe(200);
    sb.clock.advance(29 * 60_000);
    expect((await user(cookie)).statusCode).toBe(200);
    sb.clock.advance(31 * 60_000);
    expect((await user(cookie)).statusCode).toBe(401);
  });

  it('expires after 12 hours even when active', async () => {
    const { cookie } = await signIn(sb.app, USERS.siteAuditor);
    for (let i = 0; i < 24; i++) {
      sb.clock.advance(25 * 60_000);
      expect((await user(cookie)).statusCode).toBe(200);
    }
    sb.clock.advance(25 * 60_000 * 5);
    expect((await user(cookie)).statusCode).toBe(401);
  });
});

describe('GET /bff/logout', () => {
  it('does not end the session for a wrong sid', async () => {
    const { cookie } = await signIn(sb.app, USERS.partner);
    const res = await sb.app.inject({
      method: 'GET',
      url: '/bff/logout?sid=not-my-sid',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    expect((await user(cookie)).statusCode).toBe(200);
  });

  it('ends the session server-side for its own sid', async () => {
    const { cookie, sid } = await signIn(sb.app, USERS.partner);
    const res = await sb.app.inject({ method: 'GET', url: `/bff/logout?sid=${sid}`, headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/bff/login');
    expect((await user(cookie)).statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-eval, frame-ancestors and nosniff', async () => {
    const res = await user();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('sign-in input', () => {
  it('answers 400 with field errors for a malformed email or an overlong password', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      payload: { email: 'admin', password: 'x'.repeat(2000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<LoginBody>().errors).toEqual([
      {
        field: '/email',
        messageKey: 'validation.login.email.invalid',
        message: 'Enter a valid email address.',
      },
      {
        field: '/password',
        messageKey: 'validation.login.password.tooLong',
        message: 'The password is too long.',
      },
    ]);
  });
});

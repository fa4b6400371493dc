// Sessions that end with the password (issue 33): a password change keeps the caller's session
// and ends every other session of that user; nobody else's. An administrator who takes a user's
// rights (deletes their company) ends that user's sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { TAILSPIN, USERS } from './support/fixtures';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb?.close();
});

const user = (cookie: string) =>
  sb.app.inject({ method: 'GET', url: '/bff/user', headers: { cookie, 'x-csrf': '1' } });

describe('a password change', () => {
  it('ends every other session of the user, keeps the caller signed in and leaves other users alone', async () => {
    const email = 'site.auditor@sandbox.test';
    const first = await signIn(sb.app, email);
    const second = await signIn(sb.app, email);
    const third = await signIn(sb.app, email);
    const someoneElse = await signIn(sb.app, 'site.admin@sandbox.test');

    const res = await sb.app.inject({
      method: 'POST',
      url: '/restapi/User/ChangePassword',
      headers: { cookie: first.cookie, 'x-csrf': '1' },
      payload: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Chicago-Plant-2026',
        confirmPassword: 'Chicago-Plant-2026',
      },
    });
    expect(res.statusCode).toBe(200);

    expect((await user(first.cookie)).statusCode).toBe(200);
    expect((await user(second.cookie)).statusCode).toBe(401);
    expect((await user(third.cookie)).statusCode).toBe(401);
    expect((await user(someoneElse.cookie)).statusCode).toBe(200);
    // The new password signs in; the old one no longer does.
    await expect(signIn(sb.app, email)).rejects.toThrow(/401/);
    expect((await signIn(sb.app, email, 'Chicago-Plant-2026')).cookie).toMatch(/^ec_session=/);
  });
});

describe('a deleted company', () => {
  it("ends the sessions of its users, of those who work for it besides others, and no one else's; its own users sign in no more", async () => {
    const [tailspinUser] = await sb.db.query<{ email: string }>(
      `select u.email from users u join companies c on c.id = u.company_id
       where c.guid = $1 and u.id not in (select user_id from user_companies) order by u.id limit 1`,
      [TAILSPIN],
    );
    const own = await signIn(sb.app, tailspinUser!.email);
    const alsoTailspin = await signIn(sb.app, USERS.multi);
    const fabrikam = await signIn(sb.app, USERS.company);
    const admin = await signIn(sb.app, USERS.global);

    const res = await sb.app.inject({
      method: 'POST',
      url: '/restapi/Company/DeleteCompany',
      headers: { cookie: admin.cookie, 'x-csrf': '1' },
      payload: { companyGuid: TAILSPIN },
    });
    expect(res.statusCode).toBe(200);

    expect((await user(own.cookie)).statusCode).toBe(401);
    expect((await user(alsoTailspin.cookie)).statusCode).toBe(401);
    expect((await user(fabrikam.cookie)).statusCode).toBe(200);
    expect((await user(admin.cookie)).statusCode).toBe(200);
    // Removed with their company: its own user no longer signs in; the others do, to what is left.
    await expect(signIn(sb.app, tailspinUser!.email)).rejects.toThrow(/401/);
    expect((await signIn(sb.app, USERS.multi)).claims).toContainEqual({
      type: 'role',
      value: 'CompanyAdmin',
    });
  });
});

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signInFrom(email: string, userAgent: string, address: string) {
  const res = await sb.app.inject({
    method: 'POST',
    url: '/bff/login',
    headers: { 'x-csrf': '1', 'user-agent': userAgent },
    remoteAddress: address,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const sid = (res.json() as { entityData: { type: string; value: string }[] }).entityData.find(
    (c) => c.type === 'sid',
  )!.value;
  return { cookie, sid };
}

const call = (cookie: string, op: string, payload?: Record<string, string>) =>
  sb.app.inject({
    method: op === 'GetSessions' ? 'GET' : 'POST',
    url: `/restapi/User/${op}`,
    headers: { cookie, 'x-csrf': '1' },
    ...(payload !== undefined ? { payload } : {}),
  });

describe("the user's own sessions", () => {
  it('lists the live sessions with start, last activity, browser, address and which one is this', async () => {
    const office = await signInFrom('group.admin@sandbox.test', CHROME, '198.51.100.24');
    sb.clock.advance(60 * 1000);
    const laptop = await signInFrom('group.admin@sandbox.test', FIREFOX, '203.0.113.77');
    await signInFrom('group.auditor@sandbox.test', CHROME, '198.51.100.25');

    const res = await call(office.cookie, 'GetSessions');
    expect(res.statusCode).toBe(200);
    const sessions = res.json().entityData as {
      sessionId: string;
      browser: string;
      address: string;
      current: boolean;
      startedOn: string;
      lastActiveOn: string;
    }[];
    expect(sessions.map((s) => [s.sessionId, s.browser, s.address, s.current])).toEqual([
      [laptop.sid, 'Firefox 133 on macOS', '203.0.113.77', false],
      [office.sid, 'Chrome 131 on Windows', '198.51.100.24', true],
    ]);
    expect(sessions[1]!.startedOn).toBe('2026-11-21T10:00:00.000Z');
  });

  it('signs out one session of the user; another user’s session is left alone', async () => {
    const first = await signInFrom('site.admin@sandbox.test', CHROME, '198.51.100.30');
    const second = await signInFrom('site.admin@sandbox.test', FIREFOX, '198.51.100.31');
    const stranger = await signInFrom('company.admin@sandbox.test', CHROME, '198.51.100.32');

    const foreign = await call(first.cookie, 'EndSession', { sessionId: stranger.sid });
    expect(foreign.json().entityData).toEqual({ endedCount: 0 });
    expect((await user(stranger.cookie)).statusCode).toBe(200);

    const ended = await call(first.cookie, 'EndSession', { sessionId: second.sid });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().entityData).toEqual({ endedCount: 1 });
    expect((await user(second.cookie)).statusCode).toBe(401);
    expect((await user(first.cookie)).statusCode).toBe(200);
    // Already ended: nothing more to end.
    expect((await call(first.cookie, 'EndSession', { sessionId: second.sid })).json().entityData).toEqual({
      endedCount: 0,
    });
  });

  it('signs out everywhere else and keeps this session', async () => {
    const here = await signInFrom('partner.admin@sandbox.test', CHROME, '198.51.100.40');
    const a = await signInFrom('partner.admin@sandbox.test', FIREFOX, '198.51.100.41');
    const b = await signInFrom('partner.admin@sandbox.test', FIREFOX, '198.51.100.42');
    const res = await call(here.cookie, 'EndOtherSessions', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().entityData).toEqual({ endedCount: 2 });
    expect((await user(a.cookie)).statusCode).toBe(401);
    expect((await user(b.cookie)).statusCode).toBe(401);
    const left = (await call(here.cookie, 'GetSessions')).json().entityData as { current: boolean }[];
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });
});

// Sessions that end with the password (issue 33): a password change keeps the caller's session
// and ends every other session of that user; nobody else's. An administrator who takes a user's
// rights (deletes their company) ends that user's sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type BodyOf, type SandboxClient } from './support/client';
import { TAILSPIN, USERS } from './support/fixtures';

let sb: TestSandbox;
// The typed client signs no one in here: each call names the session it is made in (the tests
// hold several sessions of one account), by its cookie.
let client: SandboxClient;

beforeAll(async () => {
  sb = await startTestSandbox();
  client = await signInClient(sb.app, []);
});
afterAll(async () => {
  await sb?.close();
});

// Raw `inject` for the BFF's session checks and sign-ins: they read the status without a reply
// body to check, the Set-Cookie header, and sign in from chosen browsers and addresses.
const user = (cookie: string) =>
  sb.app.inject({ method: 'GET', url: '/bff/user', headers: { cookie, 'x-csrf': '1' } });

describe('a password change', () => {
  it('ends every other session of the user, keeps the caller signed in and leaves other users alone', async () => {
    const email = USERS.siteAuditor;
    const first = await signIn(sb.app, email);
    const second = await signIn(sb.app, email);
    const third = await signIn(sb.app, email);
    const someoneElse = await signIn(sb.app, USERS.site);

    const res = await client.api('siteAuditor', 'POST', '/restapi/User/ChangePassword', {
      headers: { cookie: first.cookie },
      payload: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Chicago-Plant-2026',
        confirmPassword: 'Chicago-Plant-2026',
      },
    });
    expect(res.status).toBe(200);

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

    const res = await client.api('global', 'POST', '/restapi/Company/DeleteCompany', {
      headers: { cookie: admin.cookie },
      payload: { companyGuid: TAILSPIN },
    });
    expect(res.status).toBe(200);

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
  const sid = res.json<BodyOf<'POST', '/bff/login'>>().entityData.find((c) => c.type === 'sid')!.value;
  return { cookie, sid };
}

const sessions = (session: { cookie: string }) =>
  client.api('global', 'GET', '/restapi/User/GetSessions', { headers: { cookie: session.cookie } });
const endSession = (session: { cookie: string }, sessionId: string) =>
  client.api('global', 'POST', '/restapi/User/EndSession', {
    headers: { cookie: session.cookie },
    payload: { sessionId },
  });

describe("the user's own sessions", () => {
  it('lists the live sessions with start, last activity, browser, address and which one is this', async () => {
    const office = await signInFrom(USERS.group, CHROME, '198.51.100.24');
    sb.clock.advance(60 * 1000);
    const laptop = await signInFrom(USERS.group, FIREFOX, '203.0.113.77');
    await signInFrom(USERS.groupAuditor, CHROME, '198.51.100.25');

    const res = await sessions(office);
    expect(res.status).toBe(200);
    const listed = res.body.entityData;
    expect(listed.map((s) => [s.sessionId, s.browser, s.address, s.current])).toEqual([
      [laptop.sid, 'Firefox 133 on macOS', '203.0.113.77', false],
      [office.sid, 'Chrome 131 on Windows', '198.51.100.24', true],
    ]);
    expect(listed[1]!.startedOn).toBe('2026-11-21T10:00:00.000Z');
  });

  it('signs out one session of the user; another user’s session is left alone', async () => {
    const first = await signInFrom(USERS.site, CHROME, '198.51.100.30');
    const second = await signInFrom(USERS.site, FIREFOX, '198.51.100.31');
    const stranger = await signInFrom(USERS.company, CHROME, '198.51.100.32');

    const foreign = await endSession(first, stranger.sid);
    expect(foreign.body.entityData).toEqual({ endedCount: 0 });
    expect((await user(stranger.cookie)).statusCode).toBe(200);

    const ended = await endSession(first, second.sid);
    expect(ended.status).toBe(200);
    expect(ended.body.entityData).toEqual({ endedCount: 1 });
    expect((await user(second.cookie)).statusCode).toBe(401);
    expect((await user(first.cookie)).statusCode).toBe(200);
    // Already ended: nothing more to end.
    expect((await endSession(first, second.sid)).body.entityData).toEqual({
      endedCount: 0,
    });
  });

  it('signs out everywhere else and keeps this session', async () => {
    const here = await signInFrom(USERS.partner, CHROME, '198.51.100.40');
    const a = await signInFrom(USERS.partner, FIREFOX, '198.51.100.41');
    const b = await signInFrom(USERS.partner, FIREFOX, '198.51.100.42');
    const res = await client.api('partner', 'POST', '/restapi/User/EndOtherSessions', {
      headers: { cookie: here.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.body.entityData).toEqual({ endedCount: 2 });
    expect((await user(a.cookie)).statusCode).toBe(401);
    expect((await user(b.cookie)).statusCode).toBe(401);
    const left = (await sessions(here)).body.entityData;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });
});

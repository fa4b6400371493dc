// Sessions that end with the password (issue 33): a password change keeps the caller's session
// and ends every other session of that user; nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';

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

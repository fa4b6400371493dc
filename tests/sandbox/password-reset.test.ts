// Password reset (issue 31): the same answer for every email, a mail in the sandbox's mailbox
// with a single-use link valid 1 hour (only its hash stored), a new password that ends every
// session, and requests throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { BodyOf, PayloadOf } from './support/client';
import { NO_ACCOUNT, USERS } from './support/fixtures';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb?.close();
});

type ResetPath = '/bff/password-reset' | '/bff/password-reset/confirm';
type ResetBody = BodyOf<'POST', ResetPath>;

// Raw `inject`: the requests come from chosen client addresses (the throttle counts per address),
// and no one is signed in.
const post = <P extends ResetPath>(url: P, payload: PayloadOf<'POST', P>, address = '192.0.2.10') =>
  sb.app.inject({
    method: 'POST',
    url,
    headers: { 'x-csrf': '1' },
    remoteAddress: address,
    payload,
  });
const ask = (email: string, address?: string) => post('/bff/password-reset', { email }, address);
const setPassword = (token: string, password = 'Fresh-Start-2026', confirm = password) =>
  post('/bff/password-reset/confirm', { token, newPassword: password, confirmPassword: confirm });

async function mails() {
  // The sandbox's mailbox is outside the contract.
  const res = await sb.app.inject({ method: 'GET', url: '/sandbox/mailbox.json' });
  expect(res.statusCode).toBe(200);
  return res.json<{ to: string; subject: string; body: string }[]>();
}
const tokenOf = (body: string) => /#token=([\w-]+)/.exec(body)![1]!;

describe('password reset', () => {
  it('answers a known and an unknown email alike, and mails the link only to the account', async () => {
    const known = await ask(USERS.siteAuditor.replace(/^site\.auditor/, 'Site.Auditor'));
    const unknown = await ask(NO_ACCOUNT);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const box = await mails();
    expect(box.map((m) => m.to)).toEqual([USERS.siteAuditor]);
    expect(box[0]!.body).toMatch(/\/password-reset#token=[\w-]{43}\n/);
    // Only the hash is stored.
    const stored = await sb.db.query<{ token_hash: string }>('select token_hash from password_reset_tokens');
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenOf(box[0]!.body));
  });

  it('sets the new password once: every session ends, the new password signs in, the link is refused again', async () => {
    const before = await signIn(sb.app, USERS.groupAuditor);
    await ask(USERS.groupAuditor);
    const token = tokenOf((await mails())[0]!.body);

    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json<ResetBody>().errors).toContainEqual(
      expect.objectContaining({
        field: '/newPassword',
        message: 'Password should be at least 8 characters long.',
      }),
    );
    const mismatch = await setPassword(token, 'Fresh-Start-2026', 'Fresh-Start-2027');
    expect(mismatch.json<ResetBody>().errors).toContainEqual(
      expect.objectContaining({ field: '/confirmPassword', message: 'Passwords must match' }),
    );

    expect((await setPassword(token)).statusCode).toBe(200);
    const user = await sb.app.inject({
      method: 'GET',
      url: '/bff/user',
      headers: { cookie: before.cookie, 'x-csrf': '1' },
    });
    expect(user.statusCode).toBe(401);
    await expect(signIn(sb.app, USERS.groupAuditor, DEMO_PASSWORD)).rejects.toThrow(/401/);
    await signIn(sb.app, USERS.groupAuditor, 'Fresh-Start-2026');

    const again = await setPassword(token, 'Another-One-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json<ResetBody>().errors).toEqual([
      expect.objectContaining({ field: '/token', messageKey: 'validation.passwordReset.token.invalid' }),
    ]);
  });

  it('refuses an expired, a replaced and a forged token', async () => {
    await ask(USERS.site);
    const first = tokenOf((await mails())[0]!.body);
    await ask(USERS.site);
    const second = tokenOf((await mails())[0]!.body);
    expect((await setPassword(first)).statusCode).toBe(400);
    sb.clock.advance(61 * 60 * 1000);
    expect((await setPassword(second)).statusCode).toBe(400);
    expect((await setPassword('forged-token-forged-token-forged-token-1234')).statusCode).toBe(400);
    await signIn(sb.app, USERS.site, DEMO_PASSWORD);
  });

  it('throttles requests per email, known or not, with when to try again', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    const statuses = async (email: string, address: string) => {
      const out: number[] = [];
      for (let i = 0; i < 5; i += 1) out.push((await ask(email, address)).statusCode);
      return out;
    };
    expect(await statuses(USERS.company, '192.0.2.20')).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses('no.such.user@sandbox.test', '192.0.2.21')).toEqual([200, 200, 200, 200, 429]);
    const refused = await ask(USERS.company, '192.0.2.22');
    expect(refused.json<ResetBody>().message).toMatch(/^Too many failed attempts\. Try again after/);
  });
});

// Sign-in throttling (issue 33, ASVS V2.2): per account and per client address, growing delays,
// then a bounded lock that says when to try again; unknown accounts alike; a success resets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sandbox/http/app';
import { configFromEnv } from '../../sandbox/config';
import type { components } from '../../src/gen/openapi.gen';
import { DEMO_PASSWORD, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { USERS } from './support/fixtures';

type Throttled = components['schemas']['Throttled'];

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox({ contract: { paths: {} } });
});
afterAll(async () => {
  await sb?.close();
});

// Each test signs in from an address of its own, so that the address counters stay apart. Raw
// `inject`: the typed client has no client address, and the tests read Retry-After and Set-Cookie.
const login = (email: string, password: string, address: string) =>
  sb.app.inject({
    method: 'POST',
    url: '/bff/login',
    headers: { 'x-csrf': '1' },
    remoteAddress: address,
    payload: { email, password },
  });

async function wrongTimes(n: number, email: string, address: string) {
  const statuses: number[] = [];
  let last = await login(email, 'wrong-password', address);
  statuses.push(last.statusCode);
  for (let i = 1; i < n; i += 1) {
    last = await login(email, 'wrong-password', address);
    statuses.push(last.statusCode);
  }
  return { statuses, last };
}

describe('sign-in throttling', () => {
  it('refuses after a few wrong passwords with 429 and when to try again', async () => {
    const { statuses, last } = await wrongTimes(25, USERS.site, '192.0.2.1');
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const body = last.json<Throttled>();
    expect(body.message).toMatch(/^Too many failed attempts\. Try again after \d\d:\d\d:\d\d UTC\.$/);
    expect(new Date(body.retryAt).getTime()).toBeGreaterThan(sb.clock.now.getTime());
    expect(Number(last.headers['retry-after'])).toBe(body.retryAfterSeconds);
    // Even the right password is refused while blocked: no answer tells a guess apart.
    const right = await login(USERS.site, DEMO_PASSWORD, '192.0.2.1');
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('blocks for a growing delay after each failure past the free ones', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    const email = USERS.company;
    const { statuses } = await wrongTimes(4, email, '192.0.2.9');
    expect(statuses).toEqual([401, 401, 401, 401]);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      expect((await login(email, 'wrong-password', '192.0.2.9')).statusCode).toBe(401);
      const refused = await login(email, 'wrong-password', '192.0.2.9');
      expect(refused.statusCode).toBe(429);
      const wait = refused.json<Throttled>().retryAfterSeconds;
      waits.push(wait);
      sb.clock.advance(wait * 1000);
    }
    expect(waits).toEqual([2, 4, 8]);
    // Waited out: the right password signs in.
    expect((await login(email, DEMO_PASSWORD, '192.0.2.9')).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    const known = await wrongTimes(6, USERS.siteAuditor, '192.0.2.2');
    const unknown = await wrongTimes(6, 'nobody.here@sandbox.test', '192.0.2.3');
    expect(unknown.statuses).toEqual(known.statuses);
    expect(unknown.last.statusCode).toBe(429);
    expect(unknown.last.json()).toEqual(known.last.json());
  });

  it('locks for at most 15 minutes, after which the right password signs in and resets the count', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    const email = USERS.groupAuditor;
    // Wait out each growing delay, so that every attempt is counted, up to the lock.
    for (let i = 0; i < 10; i += 1) {
      const res = await login(email, 'wrong-password', '192.0.2.4');
      expect(res.statusCode).toBe(401);
      sb.clock.advance(33 * 1000);
    }
    const locked = await login(email, DEMO_PASSWORD, '192.0.2.4');
    expect(locked.statusCode).toBe(429);
    const { retryAt } = locked.json<Throttled>();
    expect(new Date(retryAt).getTime() - sb.clock.now.getTime()).toBeLessThanOrEqual(15 * 60 * 1000);
    sb.clock.advance(15 * 60 * 1000);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.4')).statusCode).toBe(200);
    // Reset: four more wrong passwords cost nothing again.
    const again = await wrongTimes(4, email, '192.0.2.4');
    expect(again.statuses).toEqual([401, 401, 401, 401]);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.4')).statusCode).toBe(200);
  });

  it('throttles one address that tries many accounts', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1)
      statuses.push((await login(`guess${i}@sandbox.test`, 'wrong-password', '192.0.2.5')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back, and never is a successful sign-in.
    expect((await login(USERS.company, DEMO_PASSWORD, '192.0.2.6')).statusCode).toBe(200);
  });

  it('holds across processes: a second server on the same database refuses the same', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    await wrongTimes(5, USERS.group, '192.0.2.7');
    // The same account at the same address, asked of another process.
    const other = await buildApp({
      db: sb.db,
      config: configFromEnv({ SANDBOX_DATA_DIR: 'memory', SANDBOX_STATIC: 'none' }),
      contract: { paths: {} },
      handlers: {},
      clock: () => sb.clock.now,
    });
    const res = await other.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      remoteAddress: '192.0.2.7',
      payload: { email: USERS.group, password: DEMO_PASSWORD },
    });
    await other.app.close();
    expect(res.statusCode).toBe(429);
  });
  it('cannot be used to lock the owner out from another address, however long the guessing goes on', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    const email = USERS.partner;
    // An attacker keeps failing from one address, waiting out every delay and lock (two hours);
    // the attempt at the end of the two hours is refused or not, the owner's case is the same.
    const started = sb.clock.now.getTime();
    let attackerLock = 0;
    while (sb.clock.now.getTime() - started < 2 * 60 * 60 * 1000) {
      const res = await login(email, 'wrong-password', '192.0.2.30');
      if (res.statusCode !== 429) continue;
      const wait = res.json<Throttled>().retryAfterSeconds;
      attackerLock = Math.max(attackerLock, wait);
      sb.clock.advance(wait * 1000);
    }
    // The attacker's address was locked for this account, again and again...
    expect(attackerLock).toBe(15 * 60);
    await login(email, 'wrong-password', '192.0.2.30');
    // ...the owner, elsewhere, waits a minute at most and signs in.
    let owner = await login(email, DEMO_PASSWORD, '192.0.2.31');
    if (owner.statusCode === 429) {
      const wait = owner.json<Throttled>().retryAfterSeconds;
      expect(wait).toBeLessThanOrEqual(60);
      sb.clock.advance(wait * 1000);
      owner = await login(email, DEMO_PASSWORD, '192.0.2.31');
    }
    expect(owner.statusCode).toBe(200);
  });

  it('slows guesses at one account spread over many addresses to one a minute at most', async () => {
    sb.clock.advance(2 * 60 * 60 * 1000);
    const email = USERS.site;
    const statuses: number[] = [];
    let longest = 0;
    for (let i = 0; i < 20; i += 1) {
      const res = await login(email, 'wrong-password', `198.51.100.${i + 1}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) longest = Math.max(longest, res.json<Throttled>().retryAfterSeconds);
    }
    // Ten free, then every fresh address is refused too while the account waits.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(60);
  });
});

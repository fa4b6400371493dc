// Frames on any port (issue 25): the sandbox tells the console where the legacy management server
// is (GET /bff/config), its CSP allows exactly that origin as a frame source, and the legacy stub
// lets only the console's origins frame it (issue 33). The stub records the pages asked of it only
// when a test asks it to.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEV_CONSOLE_ORIGINS } from '../../sandbox/config';
import { startLegacyServer } from '../../sandbox/legacy/legacy-server';
import { RECORD_PATH } from '../../sandbox/legacy/request-record';
import { freePort } from '../support/prism';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { BodyOf } from './support/client';
import { USERS } from './support/fixtures';

const frameSrcOf = (csp: string) => /frame-src ([^;]+)/.exec(csp)?.[1];
const frameAncestorsOf = (csp: string) => /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.split(' ');

describe('the legacy address on a port that is not 8080', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox({ contract: { paths: {} }, env: { PORT: '19100', LEGACY_PORT: '19107' } });
  });
  afterAll(async () => {
    await sb?.close();
  });

  // Raw `inject`: these tests read the CSP header and send requests without a cookie or X-CSRF.
  it('is what GET /bff/config gives, and the one frame source of the CSP', async () => {
    const { cookie } = await signIn(sb.app, USERS.company);
    const res = await sb.app.inject({ url: '/bff/config', headers: { cookie, 'x-csrf': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<BodyOf<'GET', '/bff/config'>>()).toEqual({ legacyBaseUrl: 'http://127.0.0.1:19107' });
    expect(frameSrcOf(String(res.headers['content-security-policy']))).toBe('http://127.0.0.1:19107');
    const page = await sb.app.inject({ url: '/bff/login' });
    expect(frameSrcOf(String(page.headers['content-security-policy']))).toBe('http://127.0.0.1:19107');
  });

  it('is given only to a session, with X-CSRF', async () => {
    const { cookie } = await signIn(sb.app, USERS.company);
    expect((await sb.app.inject({ url: '/bff/config', headers: { 'x-csrf': '1' } })).statusCode).toBe(401);
    expect((await sb.app.inject({ url: '/bff/config', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('the sandbox configuration', () => {
  it('puts the legacy stub on the port after the console\u2019s, or where LEGACY_BASE_URL says', () => {
    expect(configFromEnv({ PORT: '19100' }).legacyBaseUrl).toBe('http://127.0.0.1:19101');
    expect(
      configFromEnv({ PORT: '19100', LEGACY_BASE_URL: 'https://manage.example/agms/' }).legacyBaseUrl,
    ).toBe('https://manage.example/agms');
    expect(() => configFromEnv({ LEGACY_BASE_URL: 'javascript:alert(1)' })).toThrow(
      'LEGACY_BASE_URL must be an http or https URL',
    );
  });

  it('names the console\u2019s origins, under both loopback names, and the dev server\u2019s', () => {
    expect(configFromEnv({ PORT: '19100' }).consoleOrigins).toEqual([
      'http://127.0.0.1:19100',
      'http://localhost:19100',
      ...DEV_CONSOLE_ORIGINS,
    ]);
    expect(
      configFromEnv({ PORT: '19100', CONSOLE_ORIGINS: 'https://console.example/' }).consoleOrigins,
    ).toEqual(['http://127.0.0.1:19100', 'http://localhost:19100', 'https://console.example']);
  });
});

describe('the legacy stub', () => {
  let plain: Server;
  let recording: Server;
  let plainUrl: string;
  let recordingUrl: string;
  beforeAll(async () => {
    const [a, b] = [await freePort(), await freePort()];
    const frameAncestors = ['http://127.0.0.1:19100', 'http://localhost:19100'];
    plain = await startLegacyServer(a, '127.0.0.1', { frameAncestors });
    recording = await startLegacyServer(b, '127.0.0.1', { frameAncestors, recordRequests: true });
    plainUrl = `http://127.0.0.1:${a}`;
    recordingUrl = `http://127.0.0.1:${b}`;
  });
  afterAll(() => {
    plain?.close();
    recording?.close();
  });

  it('may be framed by the console\u2019s origins only', async () => {
    const res = await fetch(`${plainUrl}/Company/Management`);
    const ancestors = frameAncestorsOf(res.headers.get('content-security-policy') ?? '');
    expect(ancestors).toEqual(['http://127.0.0.1:19100', 'http://localhost:19100']);
  });

  it('is never stored: its pages echo the session id and scope they are given', async () => {
    const res = await fetch(`${plainUrl}/Account/LogOff?sid=abc`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps no record unless asked', async () => {
    await fetch(`${plainUrl}/Account/LogOff?sid=abc`);
    const res = await fetch(`${plainUrl}${RECORD_PATH}`);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).not.toContain('abc');
  });

  it('records the pages asked of it when asked, in order, with their parameters', async () => {
    await fetch(`${recordingUrl}/Dashboard/Index?companyId=c-1`);
    await fetch(`${recordingUrl}/Account/LogOff?sid=s-1`);
    const res = await fetch(`${recordingUrl}${RECORD_PATH}`);
    const record = (await res.json()) as { path: string; params: Record<string, string> }[];
    expect(record.map(({ path, params }) => ({ path, params }))).toEqual([
      { path: '/Dashboard/Index', params: { companyId: 'c-1' } },
      { path: '/Account/LogOff', params: { sid: 's-1' } },
    ]);
  });
});

// Issue 33: no reply that carries personal data or an error may be kept by a browser or a proxy.
// The sign-in reply (name, email, sid, logout address) and the 4xx and 5xx replies of /restapi and
// /bff had no Cache-Control; every reply of the API now says `no-store`.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mustNotStore } from '../../sandbox/http/no-store';
import { sandboxForFile } from '../support/contract-calls';
import { DEMO_ACCOUNTS } from '../e2e/support/accounts';
import { DEMO_PASSWORD } from '../support/sandbox';

const { app, cookieFor } = sandboxForFile();

type Request = InjectOptions & { method: string; url: string };

async function cacheControlOf(request: Request) {
  const res = await app().inject(request);
  return { status: res.statusCode, cacheControl: res.headers['cache-control'] };
}

describe('Cache-Control: no-store', () => {
  it('on the sign-in reply, which names the user and the session', async () => {
    const reply = await cacheControlOf({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
      payload: { email: DEMO_ACCOUNTS.CompanyAdmin, password: DEMO_PASSWORD },
    });
    expect(reply).toEqual({ status: 200, cacheControl: 'no-store' });
  });

  it('on the errors of /bff and /restapi: 400, 401, 403, 404', async () => {
    const cookie = await cookieFor('GroupAudit');
    const cases: Array<[number, Request]> = [
      [
        400,
        {
          method: 'POST',
          url: '/bff/login',
          headers: { 'x-csrf': '1', 'content-type': 'application/json' },
          payload: { email: '', password: '' },
        },
      ],
      [
        401,
        {
          method: 'POST',
          url: '/bff/login',
          headers: { 'x-csrf': '1', 'content-type': 'application/json' },
          payload: { email: DEMO_ACCOUNTS.CompanyAdmin, password: 'wrong-password' },
        },
      ],
      [401, { method: 'GET', url: '/bff/user', headers: { 'x-csrf': '1' } }],
      [401, { method: 'GET', url: '/restapi/Company/GetCompanyList', headers: { 'x-csrf': '1' } }],
      [
        400,
        {
          method: 'POST',
          url: '/restapi/User/UpdateProfile',
          headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
          payload: { firstName: '', lastName: '' },
        },
      ],
      [
        403,
        { method: 'POST', url: '/restapi/Partner/Search', headers: { cookie, 'x-csrf': '1' }, payload: {} },
      ],
      [404, { method: 'GET', url: '/restapi/No/SuchOperation', headers: { cookie, 'x-csrf': '1' } }],
      [
        400,
        {
          method: 'POST',
          url: '/restapi/Log/LogError',
          headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
          payload: '{"truncated":',
        },
      ],
    ];
    for (const [status, request] of cases) {
      const what = `${request.method} ${request.url}`;
      expect(await cacheControlOf(request), what).toEqual({ status, cacheControl: 'no-store' });
    }
  });

  it('on the data replies and the logout redirect', async () => {
    const cookie = await cookieFor('CompanyAdmin');
    expect(
      await cacheControlOf({ method: 'GET', url: '/bff/user', headers: { cookie, 'x-csrf': '1' } }),
    ).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(
      await cacheControlOf({
        method: 'GET',
        url: '/restapi/User/GetUserClaimsInformation',
        headers: { cookie, 'x-csrf': '1' },
      }),
    ).toEqual({ status: 200, cacheControl: 'no-store' });
    expect((await cacheControlOf({ method: 'GET', url: '/bff/logout?sid=none' })).cacheControl).toBe(
      'no-store',
    );
  });

  it('leaves the console’s own pages and assets to their caching', () => {
    expect(mustNotStore('GET', '/bff/login?redirect=%2Fprofile', 200)).toBe(false);
    expect(mustNotStore('GET', '/assets/index-abc123.js', 200)).toBe(false);
    expect(mustNotStore('GET', '/dashboard/company-overview', 200)).toBe(false);
    expect(mustNotStore('GET', '/assets/missing.js', 404)).toBe(true);
    expect(mustNotStore('POST', '/bff/login', 200)).toBe(true);
    expect(mustNotStore('GET', '/restapi/Company/GetCompanyList?page=1', 500)).toBe(true);
  });
});

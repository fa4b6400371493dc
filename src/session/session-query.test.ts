import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claim } from '../api/session-claims';
import { ensureSession, findSession } from './session-query';
import { currentScopeSelection, sessionStore } from './session-store';
import { resetStartScopeForTests } from './start-scope-runner';
import { storedSelection } from './stored-selection';
import { envelope, fakeServer, json, type Handler } from './testing/fake-server';
import { CLAIMS, GUID, TREE } from './testing/scope-fixtures';

const claimsOf = (role: string, sid = `sid-${role}`): Claim[] => [
  { type: 'role', value: role },
  ...(role === 'AGMSAdmin' ? [] : [{ type: 'PartnerId' as const, value: GUID.northwind }]),
  { type: 'sid', value: sid },
  { type: 'name', value: `${role} user` },
  { type: 'email', value: `${role.toLowerCase()}@sandbox.test` },
  { type: 'bff:logout', value: `/bff/logout?sid=${sid}` },
];

const userHandler =
  (role: string): Handler =>
  () =>
    json(200, claimsOf(role));
const unauthorized: Handler = () =>
  json(401, {
    isSuccess: false,
    message: 'Your session has expired. Please sign in again.',
    entityData: null,
  });

function server(handlers: Record<string, Handler>) {
  return fakeServer(handlers, {
    getSelection: () => currentScopeSelection(),
    getSession: () => sessionStore.facts(),
  });
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
  resetStartScopeForTests();
});
afterEach(() => resetStartScopeForTests());

async function redirectOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isRedirect(error)) return error.options as { to?: string; search?: Record<string, unknown> };
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('the session check before each authenticated page', () => {
  it('answers the session of GET /bff/user (with X-CSRF) and fills the session store', async () => {
    const fake = server({ '/bff/user': userHandler('AGMSAdmin') });
    const session = await ensureSession(newQueryClient(), fake.client, '/endpoints/computers/all');
    expect(session).toMatchObject({ role: 'AGMSAdmin', realRole: 'AGMSAdmin', sid: 'sid-AGMSAdmin' });
    expect(fake.requestTo('/bff/user')?.headers.get('x-csrf')).toBe('1');
    expect(sessionStore.facts()).toEqual({ sid: 'sid-AGMSAdmin', email: 'agmsadmin@sandbox.test' });
  });

  it('is cached between navigations', async () => {
    const fake = server({ '/bff/user': userHandler('AGMSAdmin') });
    const queryClient = newQueryClient();
    await ensureSession(queryClient, fake.client);
    await ensureSession(queryClient, fake.client);
    await ensureSession(queryClient, fake.client);
    expect(fake.paths().filter((p) => p === '/bff/user')).toHaveLength(1);
  });

  it('sends a user without a session to the sign-in page, with the page to return to', async () => {
    const fake = server({ '/bff/user': unauthorized });
    const redirect = await redirectOf(
      ensureSession(newQueryClient(), fake.client, '/alert-console/all?page=2'),
    );
    expect(redirect.to).toBe('/bff/login');
    expect(redirect.search).toEqual({ redirect: '/alert-console/all?page=2' });
    expect(sessionStore.get()).toBeNull();
  });

  it('treats any failure of the user check as no session', async () => {
    const fake = server({ '/bff/user': () => Promise.reject(new TypeError('Failed to fetch')) });
    const redirect = await redirectOf(
      ensureSession(newQueryClient(), fake.client, '/dashboard/company-overview'),
    );
    expect(redirect.to).toBe('/bff/login');
    const broken = server({
      '/bff/user': () => json(500, { isSuccess: false, message: 'An Error Occurred..', entityData: null }),
    });
    expect((await redirectOf(ensureSession(newQueryClient(), broken.client))).to).toBe('/bff/login');
  });

  it('never carries another origin as the return address', async () => {
    const fake = server({ '/bff/user': unauthorized });
    const redirect = await redirectOf(ensureSession(newQueryClient(), fake.client, '//evil.example/x'));
    expect(redirect.search).toEqual({});
  });

  it('checks again once a session that ended is gone from the cache', async () => {
    let signedIn = true;
    const fake = server({
      '/bff/user': (request) => (signedIn ? userHandler('AGMSAdmin')(request) : unauthorized(request)),
    });
    const queryClient = newQueryClient();
    expect(await findSession(queryClient, fake.client)).not.toBeNull();
    signedIn = false;
    await queryClient.invalidateQueries();
    expect(await findSession(queryClient, fake.client)).toBeNull();
  });

  it('acts in the stored selectedRole', async () => {
    storedSelection.update({
      realRole: 'AGMSAdmin',
      selectedRole: 'CompanyAdmin',
      company: { guid: GUID.fabrikam },
    });
    const fake = server({ '/bff/user': userHandler('AGMSAdmin') });
    expect(await ensureSession(newQueryClient(), fake.client)).toMatchObject({
      role: 'CompanyAdmin',
      realRole: 'AGMSAdmin',
    });
  });
});

describe('the scope at start, against the server', () => {
  const restapi = {
    '/restapi/User/GetUserClaimsInformation': () => envelope(CLAIMS.siteAdmin),
    '/restapi/Company/GetScopeTree': () => envelope(TREE.siteAdmin),
    '/restapi/Asset/GetAllGroupsForSite': () => envelope({ groupGuids: [GUID.finance, GUID.engineering] }),
  };

  it('scopes a site admin to their first site: claims information, tree and the groups of the site', async () => {
    const fake = server({ '/bff/user': userHandler('SiteAdmin'), ...restapi });
    await ensureSession(newQueryClient(), fake.client);
    expect(fake.paths().sort()).toEqual(
      [
        `/restapi/Asset/GetAllGroupsForSite?siteGuid=${GUID.chicago}`,
        '/restapi/Company/GetScopeTree',
        '/restapi/User/GetUserClaimsInformation',
        '/bff/user',
      ].sort(),
    );
    expect(storedSelection.get()).toMatchObject({
      realRole: 'SiteAdmin',
      site: { guid: GUID.chicago, mainId: 5001 },
      company: { guid: GUID.fabrikam },
    });
    expect(fake.paths().some((p) => p.startsWith('/restapi/Partner'))).toBe(false);
  });

  it('asks with no stale scope in the headers, only the partner claim', async () => {
    storedSelection.update({
      realRole: 'SiteAdmin',
      site: { guid: 'dddddddd-0000-4000-8000-000000000000' },
      company: { guid: GUID.fabrikam },
    });
    const fake = server({ '/bff/user': userHandler('SiteAdmin'), ...restapi });
    await ensureSession(newQueryClient(), fake.client);
    const claimsRequest = fake.requestTo('/restapi/User/GetUserClaimsInformation');
    expect(claimsRequest?.headers.get('x-site-guid')).toBe('');
    expect(claimsRequest?.headers.get('x-company-guid')).toBe('');
    expect(claimsRequest?.headers.get('x-partner-guid')).toBe(GUID.northwind);
    // The unknown stored site was replaced by the first site.
    expect(storedSelection.get().site?.guid).toBe(GUID.chicago);
  });

  it('does not look anything up for the Global Admin', async () => {
    const fake = server({ '/bff/user': userHandler('AGMSAdmin') });
    await ensureSession(newQueryClient(), fake.client);
    expect(fake.paths()).toEqual(['/bff/user']);
  });

  it('looks up the partner of a Partner Admin in the scope tree, then reads its record (Partner/{id})', async () => {
    const fake = server({
      '/bff/user': userHandler('PartnerAdmin'),
      '/restapi/Company/GetScopeTree': () => envelope(TREE.partner),
      '/restapi/Partner/101': () =>
        envelope({ id: 101, guid: GUID.northwind, name: 'Northwind Security Partners' }),
    });
    await ensureSession(newQueryClient(), fake.client);
    expect(fake.paths().sort()).toEqual([
      '/bff/user',
      '/restapi/Company/GetScopeTree',
      '/restapi/Partner/101',
    ]);
    expect(storedSelection.get().partner).toEqual({
      guid: GUID.northwind,
      name: 'Northwind Security Partners',
      id: 101,
      mainId: null,
    });
  });

  it('runs once per page load', async () => {
    const fake = server({ '/bff/user': userHandler('SiteAdmin'), ...restapi });
    const queryClient = newQueryClient();
    await ensureSession(queryClient, fake.client);
    await queryClient.invalidateQueries();
    await ensureSession(queryClient, fake.client);
    expect(fake.paths().filter((p) => p.startsWith('/restapi/User/GetUserClaimsInformation'))).toHaveLength(
      1,
    );
  });

  it('keeps the console usable when a lookup fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = server({
      '/bff/user': userHandler('CompanyAdmin'),
      '/restapi/User/GetUserClaimsInformation': () =>
        json(500, { isSuccess: false, message: 'An Error Occurred..', entityData: null }),
      '/restapi/Company/GetScopeTree': () => envelope(TREE.company),
    });
    const session = await ensureSession(newQueryClient(), fake.client);
    expect(session.role).toBe('CompanyAdmin');
    expect(storedSelection.get()).toMatchObject({ realRole: 'CompanyAdmin', company: null });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

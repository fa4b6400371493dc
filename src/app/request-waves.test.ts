// @vitest-environment jsdom
// One request wave per page load, through the real route tree and router: after the session
// check and the start scope, every request a page load makes (the shell's, the user's table
// settings, and the page loader's) starts before any of them is answered. The fake server
// answers every request at once; a request started after such a reply (behind a lazy import,
// a loader that waits, or a request the shell starts earlier than the page's) opens a second wave.
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryLayerFor } from '../session/api-queries';
import { rememberUserGuid } from '../session/remembered-user-guid';
import { currentScopeSelection, sessionStore } from '../session/session-store';
import { resetStartScopeForTests } from '../session/start-scope-runner';
import { storedSelection } from '../session/stored-selection';
import { envelope, fakeServer, json } from '../session/testing/fake-server';
import { createAppQueryClient } from './query-client';
import { routeTree } from './routeTree.gen';

const SID = 'sid-waves';
const COMPANY = 1001;
const SITE = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';
const GROUP = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002';
const counts = {
  computerCount: 1,
  onlineCount: 1,
  offlineCount: 0,
  protectedCount: 1,
  lockdownCount: 0,
  discoveryCount: 0,
};

/** What the session check and the start scope ask: not counted in the page's waves. */
const START = new Set([
  '/bff/user',
  '/restapi/User/GetUserClaimsInformation',
  '/restapi/Company/GetScopeTree',
]);

/** A page load's requests, each with the number of page replies delivered before it started. */
async function loadAt(at: string) {
  const started: Array<{ path: string; repliesBefore: number }> = [];
  let replies = 0;
  const answer = (body: () => Response) => async (request: Request) => {
    const { pathname } = new URL(request.url);
    const page = !START.has(pathname);
    if (page) started.push({ path: pathname, repliesBefore: replies });
    await Promise.resolve();
    if (page) replies += 1;
    return body();
  };
  const fake = fakeServer(
    {
      '/bff/user': answer(() =>
        json(200, [
          { type: 'role', value: 'PartnerAdmin' },
          { type: 'sid', value: SID },
        ]),
      ),
      '/restapi/Company/GetScopeTree': answer(() => envelope([])),
      '/restapi/UserSettings/GetUserSettings': answer(() => envelope([])),
      '/restapi/Dashboard/GetCompanyAssets': answer(() =>
        envelope([{ companyId: COMPANY, companyName: 'Fabrikam', counts }]),
      ),
      '/restapi/Dashboard/GetSiteAssets': answer(() =>
        envelope([{ siteGuid: SITE, siteName: 'Chicago HQ', counts }]),
      ),
      '/restapi/Dashboard/GetGroupAssets': answer(() =>
        envelope([{ groupGuid: GROUP, groupName: 'Finance Workstations', counts }]),
      ),
      '/restapi/Computer/GetGroupComputersFromEs': answer(() =>
        json(200, { isSuccess: true, message: null, entityData: [], totalCount: 0 }),
      ),
      // The policy home: its summary, its rules' first page and the rules about to expire.
      '/restapi/Policy/GetEffectivePolicy': answer(() => envelope(null)),
      '/restapi/Policy/ListEffectiveRules': answer(() =>
        json(200, { isSuccess: true, message: null, entityData: [], totalCount: 0 }),
      ),
      '/restapi/Policy/ListExpiringRules': answer(() =>
        json(200, { isSuccess: true, message: null, entityData: [], totalCount: 0 }),
      ),
    },
    { getSelection: () => currentScopeSelection(), getSession: () => sessionStore.facts() },
  );
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [at] }),
    context: {
      queryClient: createAppQueryClient(),
      api: fake.client,
      ...queryLayerFor(fake.client),
    },
  });
  await router.load();
  return { started, pathname: router.state.location.pathname };
}

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
  resetStartScopeForTests();
  sessionStorage.clear();
  // A page load after the first: the user's guid is remembered, so the settings are asked at once.
  rememberUserGuid(SID, '7c9e6679-7425-40de-944b-e07fc1f90ae7');
});
afterEach(() => resetStartScopeForTests());

describe('request waves of the drill-down levels (a pasted link)', () => {
  const levels: Array<[string, string, string[]]> = [
    ['companies', '/endpoints/company', ['GetCompanyAssets']],
    ['sites', `/endpoints/company/${COMPANY}/sites`, ['GetCompanyAssets', 'GetSiteAssets']],
    [
      'groups',
      `/endpoints/company/${COMPANY}/sites/${SITE}/groups`,
      ['GetCompanyAssets', 'GetSiteAssets', 'GetGroupAssets'],
    ],
    [
      'group computers',
      `/endpoints/company/${COMPANY}/sites/${SITE}/groups/${GROUP}/computers`,
      ['GetCompanyAssets', 'GetSiteAssets', 'GetGroupAssets', 'GetGroupComputersFromEs'],
    ],
  ];

  it.each(levels)(
    '%s: the settings and the level’s requests start before any reply',
    async (_, at, calls) => {
      const { started, pathname } = await loadAt(at);
      expect(pathname).toBe(at);
      expect(started.map((each) => each.path.split('/').pop()).sort()).toEqual(
        ['GetUserSettings', ...calls].sort(),
      );
      expect(started.filter((each) => each.repliesBefore > 0)).toEqual([]);
    },
  );
});

describe('request waves of the policy home', () => {
  it('the summary, the first rules and the rules about to expire start before any reply', async () => {
    const { started, pathname } = await loadAt('/policy/home');
    expect(pathname).toBe('/policy/home');
    expect(started.map((each) => each.path.split('/').pop()).sort()).toEqual(
      ['GetUserSettings', 'GetEffectivePolicy', 'ListEffectiveRules', 'ListExpiringRules'].sort(),
    );
    expect(started.filter((each) => each.repliesBefore > 0)).toEqual([]);
  });
});

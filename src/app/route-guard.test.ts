// @vitest-environment jsdom
// The one guard, through the real route tree and router: the shell's beforeLoad decides for
// every page it serves (pages with a file route of their own, which carry no guard code, and
// the generic route alike), on the first load and again on each navigation from one page of
// the shell to another, and hands the page its table entry as `context.access`.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoleName } from '../domain/roles';
import { queryLayerFor } from '../session/api-queries';
import { currentScopeSelection, sessionStore } from '../session/session-store';
import { resetStartScopeForTests } from '../session/start-scope-runner';
import { storedSelection } from '../session/stored-selection';
import { envelope, fakeServer, json } from '../session/testing/fake-server';
import { routeTree } from './routeTree.gen';

/** A router signed in as `role`; what the pages load is left unanswered (404). */
async function routerAt(role: RoleName, at: string) {
  const fake = fakeServer(
    {
      '/bff/user': () =>
        json(200, [
          { type: 'role', value: role },
          { type: 'sid', value: `sid-${role}` },
        ]),
      // The start scope of a Partner Admin: an empty tree.
      '/restapi/Company/GetScopeTree': () => envelope([]),
    },
    { getSelection: () => currentScopeSelection(), getSession: () => sessionStore.facts() },
  );
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [at] }),
    context: {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      api: fake.client,
      ...queryLayerFor(fake.client),
    },
  });
  await router.load();
  return router;
}

type TestRouter = Awaited<ReturnType<typeof routerAt>>;

async function go(router: TestRouter, href: string): Promise<string> {
  await router.navigate({ href });
  return router.state.location.pathname;
}

/** The table entry the page got from the shell. */
const accessOfLeaf = (router: TestRouter): string | null | undefined => {
  const leaf = router.state.matches[router.state.matches.length - 1];
  return (leaf?.context as { access?: { path: string } | null }).access?.path;
};

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
  resetStartScopeForTests();
});
afterEach(() => resetStartScopeForTests());

describe('the shell guard', () => {
  it('lets an allowed role open a page with a file route of its own, handing it its table entry', async () => {
    const router = await routerAt('AGMSAdmin', '/settings/sso-settings/new');
    expect(router.state.location.pathname).toBe('/settings/sso-settings/new');
    expect(accessOfLeaf(router)).toBe('/settings/sso-settings/new');
  });

  it('sends a role to the 403 page on the first load of a page it may not open', async () => {
    const router = await routerAt('AGMSAdmin', '/settings/syslog-settings');
    expect(router.state.location.pathname).toBe('/403');
  });

  it('guards again when only the child page changes', async () => {
    const router = await routerAt('AGMSAdmin', '/settings/sso-settings/new');
    expect(await go(router, '/settings/syslog-settings')).toBe('/403');
    expect(await go(router, '/settings/sso-settings/new')).toBe('/settings/sso-settings/new');
    // A page of the generic route the role may not open.
    expect(await go(router, '/administration/manage-company')).toBe('/403');
  });

  it('follows the table\u2019s role redirects from one page to another', async () => {
    const router = await routerAt('AGMSAdmin', '/settings/sso-settings/new');
    expect(await go(router, '/settings/pdp-lrp-list')).toBe('/settings/pdp-lrp-settings');
    expect(accessOfLeaf(router)).toBe('/settings/pdp-lrp-settings');
  });

  it('serves the generic route\u2019s pages with their entry, and the 403 page with none', async () => {
    const router = await routerAt('PartnerAdmin', '/administration/manage-company');
    expect(router.state.location.pathname).toBe('/administration/manage-company');
    expect(accessOfLeaf(router)).toBe('/administration/manage-company');
    expect(await go(router, '/403')).toBe('/403');
    expect(accessOfLeaf(router)).toBeUndefined();
  });
});

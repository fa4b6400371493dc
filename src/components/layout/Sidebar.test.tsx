// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import type { RoleName } from '../../domain/roles';
import type { Claim } from '../../api/session-claims';
import { toSession } from '../../session/session';
import { sessionStore } from '../../session/session-store';
import { storedSelection } from '../../session/stored-selection';
import { Sidebar } from './Sidebar';

function signIn(role: RoleName) {
  const claims: Claim[] = [
    { type: 'role', value: role },
    { type: 'sid', value: 'sid-1' },
  ];
  sessionStore.set(toSession(claims, null));
  storedSelection.update({ realRole: role });
}

async function renderSidebarAt(path: string) {
  const rootRoute = createRootRoute({ component: () => <Sidebar /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderUi(<RouterProvider router={router} />);
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
});
afterEach(cleanup);

describe('the sidebar', () => {
  it('lists the role\u2019s entries as links, under their headings', async () => {
    signIn('SiteAdmin');
    const nav = await renderSidebarAt('/administration/site-overview');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Site overview',
      'Group list',
      'Agent task',
      'Policy overview',
      'PDP/LRP servers',
    ]);
    expect(within(nav).getByRole('group', { name: 'Policy analysis' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Group list' }).getAttribute('href')).toBe(
      '/administration/group-list',
    );
  });

  it('shows policy review, tuning and compare disabled to a site admin', async () => {
    signIn('SiteAdmin');
    const nav = await renderSidebarAt('/dashboard/company-overview');
    for (const name of ['Policy review', 'Policy tuning', 'Policy compare']) {
      const entry = within(nav).getByRole('button', { name });
      expect(entry.getAttribute('aria-disabled')).toBe('true');
      // The reason: shown in the entry, and its accessible description.
      const reason = document.getElementById(entry.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe('Not available for your role');
      expect(entry.contains(reason)).toBe(true);
    }
    // Policy overview is the site admin's "policy analysis": an entry that opens.
    expect(within(nav).getByRole('link', { name: 'Policy overview' }).getAttribute('href')).toBe(
      '/administration/policy-overview',
    );
  });

  it('marks the current page', async () => {
    signIn('SiteAdmin');
    const nav = await renderSidebarAt('/administration/group-list');
    expect(within(nav).getByRole('link', { name: 'Group list' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('adds the group policy pages once an agms group is selected', async () => {
    signIn('GroupAdmin');
    storedSelection.update({ group: { guid: 'g-1', mainId: null } });
    let nav = await renderSidebarAt('/dashboard/company-overview');
    expect(within(nav).queryByRole('link', { name: 'Default enclave' })).toBeNull();
    cleanup();
    storedSelection.update({ group: { guid: 'g-1', mainId: 7001 } });
    nav = await renderSidebarAt('/dashboard/company-overview');
    expect(within(nav).getByRole('link', { name: 'Default enclave' })).toBeTruthy();
    expect(within(nav).getByRole('group', { name: 'Policy pages' })).toBeTruthy();
  });
});

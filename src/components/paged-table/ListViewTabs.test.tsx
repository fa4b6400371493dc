// @vitest-environment jsdom
// The tabs of a list with views, as a user meets them: a named tablist, each view's tab with its
// count under the filters (the total view the sum of the others), the list in the selected tab's
// panel; arrow keys move between the tabs without leaving the page, and opening another tab goes
// to its URL with the search and filters kept, at page 1 with no drawer open.
import { queryOptions } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queries } from '../../api/query-layer';
import { hostTable } from '../../../tests/support/render-table';
import { renderUi } from '../../../tests/support/render-ui';
import { ListViewTabs } from './ListViewTabs';
import { defineListViews } from './list-views';

const counted = (view: string, totalCount: number) =>
  queryOptions({ queryKey: ['count', view, totalCount], queryFn: async () => ({ totalCount }) });

const views = defineListViews({
  base: '/alerts',
  labelKey: 'alerts.tabs',
  views: [
    { id: 'unresolved', labelKey: 'alerts.view.unresolved' },
    { id: 'resolved', labelKey: 'alerts.view.resolved' },
    { id: 'all', labelKey: 'alerts.view.all' },
  ],
  table: () => hostTable,
  pageQuery: () => counted('page', 0),
  countQueries: () => ({ unresolved: counted('unresolved', 3), resolved: counted('resolved', 1200) }),
  totalView: 'all',
});

afterEach(cleanup);
// Mantine in jsdom takes seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

function renderTabs() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <ListViewTabs views={views} view="unresolved" search={{ page: 3, search: 'db', detail: 'h-1' }}>
          <p>the unresolved list</p>
        </ListViewTabs>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/alerts/unresolved?page=3'] }),
    context: { queries: {} as Queries },
  });
  renderUi(<RouterProvider router={router} />);
  return router;
}

describe('ListViewTabs', () => {
  it('shows each view’s tab with its count, and the list in the selected tab’s panel', async () => {
    renderTabs();
    const tabs = await screen.findByRole('tablist', { name: 'Alert status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Unresolved (3)', 'Resolved (1,200)', 'All (1,203)']),
    );
    expect(within(tabs).getByRole('tab', { name: /^Unresolved/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('the unresolved list');
  });

  it('moves between the tabs with the arrow keys, and opens one with Enter, keeping the search', async () => {
    const router = renderTabs();
    const user = userEvent.setup();
    const unresolved = await screen.findByRole('tab', { name: /^Unresolved/ });
    unresolved.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^Resolved/ }));
    expect(router.state.location.pathname).toBe('/alerts/unresolved');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts/resolved'));
    expect(router.state.location.search).toEqual({ search: 'db' });
  });
});

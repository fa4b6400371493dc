// @vitest-environment jsdom
// The zone field of the server form while the page around it re-renders (ServerListView does
// when the form turns dirty, and may hand over the zones as a new array): the field is not
// remounted under the user's fingers, so choosing a zone keeps the focus on it.
import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { createQueryLayer } from '../../../api/query-layer';
import { EMPTY_SCOPE_SELECTION } from '../../../domain/scope-selection';
import { newTestQueryClient, renderUi } from '../../../../tests/support/render-ui';
import { ServerFormPanel } from './ServerFormPanel';

// Two cores shared with other suites: typing is slow here.
vi.setConfig({ testTimeout: 30_000 });

const ZONES = ['Tokyo', 'Osaka'];

async function renderInPage() {
  function Page() {
    const [dirty, setDirty] = useState(false);
    return (
      <>
        <p>{dirty ? 'changed' : 'unchanged'}</p>
        <ServerFormPanel
          server={null}
          zones={[...ZONES]}
          onDone={() => {}}
          onCancel={() => {}}
          onDirtyChange={setDirty}
        />
      </>
    );
  }
  const queryClient = newTestQueryClient();
  const rootRoute = createRootRoute({ component: Page });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // The form calls nothing here: useApi() finds the query client and the mutations over no client.
    context: { queryClient, ...createQueryLayer({} as ApiClient, () => EMPTY_SCOPE_SELECTION) },
  });
  renderUi(<RouterProvider router={router} />, queryClient);
  const zone = await screen.findByRole('combobox', { name: 'Zone' });
  return { zone, user: userEvent.setup() };
}

afterEach(cleanup);

describe('the server form\u2019s zone field', () => {
  it('keeps focus on the field when a zone is chosen after other fields were typed', async () => {
    const { zone, user } = await renderInPage();
    expect(zone).toHaveProperty('placeholder', 'Every zone');
    await user.type(screen.getByRole('textbox', { name: 'Server name' }), 'PDP-1');
    expect(await screen.findByText('changed')).toBeTruthy();
    await user.click(zone);
    await user.keyboard('Osa{ArrowDown}{Enter}');
    const after = screen.getByRole('combobox', { name: 'Zone' });
    expect(after).toHaveProperty('value', 'Osaka');
    expect(after).toBe(zone);
    expect(document.activeElement).toBe(after);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import type { Claim } from '../api/session-claims';
import { pageLocation } from '../session/page-location';
import { toSession } from '../session/session';
import { sessionStore } from '../session/session-store';
import { storedSelection } from '../session/stored-selection';
import { envelope, fakeServer, json } from '../session/testing/fake-server';
import { GUID, TREE } from '../session/testing/scope-fixtures';
import type { ScopeTreeNode } from '../session/scope-tree';
import { SCOPE_FILTER_MAX_LENGTH, ScopeDialog } from './ScopeDialog';

/** The legacy server's address as the backend gives it (GET /bff/config): not a built-in port. */
const LEGACY = 'http://127.0.0.1:19101';

function signIn(role: string) {
  const claims: Claim[] = [
    { type: 'role', value: role },
    ...(role === 'AGMSAdmin' ? [] : [{ type: 'PartnerId' as const, value: GUID.northwind }]),
    { type: 'sid', value: 'sid-1' },
  ];
  sessionStore.set(toSession(claims, null));
  storedSelection.update({ realRole: role as never });
}

function renderDialog(
  tree: ScopeTreeNode[],
  config: () => Response = () => json(200, { legacyBaseUrl: LEGACY }),
) {
  const fake = fakeServer({
    '/restapi/Company/GetScopeTree': () => envelope(tree),
    '/bff/config': config,
  });
  const onClose = vi.fn();
  renderUi(<ScopeDialog opened onClose={onClose} client={fake.client} />);
  return { fake, onClose };
}

const syncFrame = () =>
  vi.waitFor(() => document.querySelector('iframe') ?? Promise.reject(new Error('no frame')));

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(pageLocation, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const treeItem = (name: string) => screen.getByRole('treeitem', { name });

describe('the scope-change dialog', () => {
  it('shows the scope tree', async () => {
    signIn('AGMSAdmin');
    renderDialog(TREE.global);
    const tree = await screen.findByRole('tree', { name: 'Scope tree' });
    expect(within(tree).getByRole('treeitem', { name: 'Northwind Security Partners' })).toBeTruthy();
    expect(within(tree).getByRole('treeitem', { name: 'Contoso Partners Japan' })).toBeTruthy();
  });

  it('offers the Global entry to the Global Admin', async () => {
    signIn('AGMSAdmin');
    renderDialog(TREE.global);
    expect(await screen.findByRole('button', { name: /Global/ })).toBeTruthy();
  });

  it.each(['PartnerAdmin', 'CompanyAdmin', 'SiteAdmin', 'GroupAudit'])(
    'offers no Global entry to %s',
    async (role) => {
      signIn(role);
      renderDialog(TREE.partner);
      await screen.findByRole('tree');
      expect(screen.queryByRole('button', { name: /Global/ })).toBeNull();
    },
  );

  it('filters the tree by name, keeping the path to each match', async () => {
    const user = userEvent.setup();
    signIn('AGMSAdmin');
    renderDialog(TREE.global);
    await screen.findByRole('tree');
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'engineering');
    expect(treeItem('Engineering Laptops')).toBeTruthy();
    expect(treeItem('Chicago HQ')).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: 'Finance Workstations' })).toBeNull();
    expect(screen.queryByRole('treeitem', { name: 'Contoso Partners Japan' })).toBeNull();
  });

  it('says "no matching result" when nothing matches', async () => {
    const user = userEvent.setup();
    signIn('AGMSAdmin');
    renderDialog(TREE.global);
    await screen.findByRole('tree');
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'no such tenant');
    expect(screen.getByText('no matching result')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('takes at most 191 characters in the filter', async () => {
    signIn('AGMSAdmin');
    renderDialog(TREE.global);
    await screen.findByRole('tree');
    const filter = screen.getByRole('textbox', { name: 'Filter' }) as HTMLInputElement;
    expect(filter.maxLength).toBe(SCOPE_FILTER_MAX_LENGTH);
    fireEvent.change(filter, { target: { value: 'x'.repeat(250) } });
    expect(filter.value).toHaveLength(191);
  });

  it('says "Cannot find any scope details for selected item" when the tree is empty', async () => {
    signIn('CompanyAdmin');
    renderDialog([]);
    expect(await screen.findByText('Cannot find any scope details for selected item')).toBeTruthy();
  });

  it('stores the chosen node, syncs the legacy server in a hidden frame, then reloads to the company overview', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn('AGMSAdmin');
    renderDialog(TREE.global);
    await screen.findByRole('tree');
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'chicago');
    await user.click(screen.getByText('Chicago HQ'));

    expect(storedSelection.get()).toMatchObject({
      selectedRole: 'SiteAdmin',
      partner: { guid: GUID.northwind },
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.chicago, mainId: 5001 },
      group: null,
      withoutSiteHeader: true,
    });
    expect(localStorage.getItem('selectedRole')).toBe('SiteAdmin');
    const frame = await syncFrame();
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe(LEGACY);
    expect(src.searchParams.get('companyId')).toBe(GUID.fabrikam);
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(assign).not.toHaveBeenCalled();
    fireEvent.load(frame!);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(assign).toHaveBeenCalledWith('/dashboard/company-overview');
  });

  it('never gives a sync frame on the console\u2019s own origin both scripts and its origin', async () => {
    const user = userEvent.setup();
    signIn('AGMSAdmin');
    renderDialog(TREE.global, () => json(200, { legacyBaseUrl: `${window.location.origin}/legacy` }));
    await screen.findByRole('tree');
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'chicago');
    await user.click(screen.getByText('Chicago HQ'));
    const frame = await syncFrame();
    expect(new URL(frame.getAttribute('src')!).origin).toBe(window.location.origin);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
  });

  it('reloads without a sync frame when the backend cannot say where the legacy server is', async () => {
    const user = userEvent.setup();
    signIn('AGMSAdmin');
    renderDialog(TREE.global, () =>
      json(500, { isSuccess: false, message: 'An Error Occurred..', entityData: null }),
    );
    await screen.findByRole('tree');
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'chicago');
    await user.click(screen.getByText('Chicago HQ'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/company-overview'), {
      timeout: 10_000,
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('is usable with the keyboard: arrows to move and open, Enter to choose', async () => {
    const user = userEvent.setup();
    signIn('PartnerAdmin');
    renderDialog(TREE.partner);
    await screen.findByRole('tree');
    // A single root starts open; the tab stop is the first row.
    treeItem('Northwind Security Partners').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(treeItem('Fabrikam Manufacturing'));
    await user.keyboard('{ArrowRight}');
    expect(treeItem('Fabrikam Manufacturing').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(storedSelection.get()).toMatchObject({ selectedRole: 'SiteAdmin', site: { guid: GUID.detroit } });
  });

  it('Global clears company, site, group and partner and goes to manage partners', async () => {
    const user = userEvent.setup();
    signIn('AGMSAdmin');
    storedSelection.update({
      partner: { guid: GUID.northwind },
      company: { guid: GUID.fabrikam },
      selectedRole: 'CompanyAdmin',
    });
    renderDialog(TREE.global);
    await user.click(await screen.findByRole('button', { name: /Global/ }));
    expect(storedSelection.get()).toMatchObject({
      partner: null,
      company: null,
      site: null,
      group: null,
      selectedRole: null,
      realRole: 'AGMSAdmin',
    });
    expect(assign).toHaveBeenCalledWith('/administration/manage-partners');
  });

  it('marks the current scope in the tree', async () => {
    signIn('CompanyAdmin');
    storedSelection.update({
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.detroit },
      selectedRole: 'SiteAdmin',
    });
    renderDialog(TREE.company);
    await screen.findByRole('tree');
    expect(treeItem('Detroit Plant').getAttribute('aria-selected')).toBe('true');
    expect(treeItem('Chicago HQ').getAttribute('aria-selected')).toBe('false');
  });
});

// @vitest-environment jsdom
// The scope dialog's sites and groups lists (GetSites, GetGroups): asked for beside the tree when
// the dialog opens, with the header rules (withoutSiteHeader, withoutGroupHeader) on the requests.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import type { Claim } from '../api/session-claims';
import { pageLocation } from '../session/page-location';
import { toSession } from '../session/session';
import { sessionStore } from '../session/session-store';
import { storedSelection, type StoredSelection } from '../session/stored-selection';
import { envelope, fakeServer, json } from '../session/testing/fake-server';
import { GUID, TREE } from '../session/testing/scope-fixtures';
import { ScopeDialog } from './ScopeDialog';
import { scopeStore } from './scope-store';

const SITES = [
  { key: GUID.chicago, value: 'Chicago HQ', siteId: 2001, mainId: 5001 },
  { key: GUID.detroit, value: 'Detroit Plant', siteId: 2002, mainId: 5002 },
];
const GROUPS = [
  { key: GUID.finance, value: 'Finance Workstations', siteId: 2001, mainid: 7001 },
  { key: GUID.engineering, value: 'Engineering Laptops', siteId: 2001, mainid: 7002 },
];

function signIn(role: string, selection: Partial<StoredSelection>) {
  const claims: Claim[] = [
    { type: 'role', value: role },
    ...(role === 'AGMSAdmin' ? [] : [{ type: 'PartnerId' as const, value: GUID.northwind }]),
    { type: 'sid', value: 'sid-1' },
  ];
  sessionStore.set(toSession(claims, null));
  storedSelection.update({ realRole: role as never, ...selection });
}

/** The tree's answer waits until the lists have been asked for: a waterfall never settles. */
function renderDialog() {
  let listsAsked!: () => void;
  const asked = new Promise<void>((resolve) => (listsAsked = resolve));
  const fake = fakeServer(
    {
      '/restapi/Company/GetScopeTree': async () => {
        await asked;
        return envelope(TREE.global);
      },
      '/restapi/Site/GetSites': () => envelope(SITES),
      '/restapi/Group/GetGroups': () => {
        listsAsked();
        return envelope(GROUPS);
      },
      '/bff/config': () => json(200, { legacyBaseUrl: null }),
    },
    { getSelection: scopeStore.getSelection },
  );
  renderUi(<ScopeDialog opened onClose={vi.fn()} client={fake.client} />);
  return fake;
}

const headersOf = (fake: ReturnType<typeof fakeServer>, path: string) => {
  const request = fake.requestTo(path);
  if (!request) throw new Error(`no request to ${path}`);
  return Object.fromEntries(
    ['x-partner-guid', 'x-company-guid', 'x-site-guid', 'x-group-guid'].map((h) => [
      h,
      request.headers.get(h),
    ]),
  );
};

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
  vi.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const FINANCE_CHOSEN_BY_COMPANY_ADMIN: Partial<StoredSelection> = {
  partner: { guid: GUID.northwind, name: 'Northwind Security Partners' },
  company: { guid: GUID.fabrikam, name: 'Fabrikam Manufacturing' },
  site: { guid: GUID.chicago, name: 'Chicago HQ' },
  group: { guid: GUID.finance, name: 'Finance Workstations' },
  selectedRole: 'GroupAdmin',
  withoutSiteHeader: true,
  withoutGroupHeader: true,
};

describe('the scope dialog\u2019s sites and groups lists', () => {
  it('lists the sites of the company and the groups of the site, asked for with the tree', async () => {
    signIn('CompanyAdmin', FINANCE_CHOSEN_BY_COMPANY_ADMIN);
    renderDialog();
    const sites = await screen.findByRole('region', { name: 'Sites of Fabrikam Manufacturing' });
    const groups = screen.getByRole('region', { name: 'Groups of Chicago HQ' });
    expect(await within(sites).findByRole('button', { name: 'Detroit Plant' })).toBeTruthy();
    expect(await within(groups).findByRole('button', { name: /Finance Workstations/ })).toHaveProperty(
      'ariaCurrent',
      'true',
    );
    expect(within(groups).getByRole('button', { name: 'Engineering Laptops' })).toBeTruthy();
    // The tree came after both lists were asked for: all three went at once.
    expect(await screen.findByRole('tree')).toBeTruthy();
  });

  it('sends GetSites without the site and group headers and GetGroups without the group header when the flags say so', async () => {
    signIn('CompanyAdmin', FINANCE_CHOSEN_BY_COMPANY_ADMIN);
    const fake = renderDialog();
    await screen.findByRole('tree');
    expect(headersOf(fake, '/restapi/Site/GetSites')).toEqual({
      'x-partner-guid': GUID.northwind,
      'x-company-guid': GUID.fabrikam,
      'x-site-guid': '',
      'x-group-guid': '',
    });
    expect(headersOf(fake, '/restapi/Group/GetGroups')).toEqual({
      'x-partner-guid': GUID.northwind,
      'x-company-guid': GUID.fabrikam,
      'x-site-guid': GUID.chicago,
      'x-group-guid': '',
    });
    // Every other request keeps the full scope.
    expect(headersOf(fake, '/restapi/Company/GetScopeTree')['x-group-guid']).toBe(GUID.finance);
  });

  it('keeps the site and group headers when the flags are off (a site admin\u2019s own site)', async () => {
    signIn('SiteAdmin', {
      company: { guid: GUID.fabrikam, name: 'Fabrikam Manufacturing' },
      site: { guid: GUID.chicago, name: 'Chicago HQ' },
      group: { guid: GUID.finance, name: 'Finance Workstations' },
      selectedRole: 'GroupAdmin',
      withoutGroupHeader: true,
    });
    const fake = renderDialog();
    await screen.findByRole('tree');
    expect(headersOf(fake, '/restapi/Site/GetSites')).toMatchObject({
      'x-site-guid': GUID.chicago,
      'x-group-guid': GUID.finance,
    });
    expect(headersOf(fake, '/restapi/Group/GetGroups')).toMatchObject({
      'x-site-guid': GUID.chicago,
      'x-group-guid': '',
    });
  });

  it('chooses a listed site as the tree would, with its path', async () => {
    const user = userEvent.setup();
    signIn('CompanyAdmin', FINANCE_CHOSEN_BY_COMPANY_ADMIN);
    renderDialog();
    await screen.findByRole('tree');
    const sites = screen.getByRole('region', { name: 'Sites of Fabrikam Manufacturing' });
    await user.click(within(sites).getByRole('button', { name: 'Detroit Plant' }));
    expect(storedSelection.get()).toMatchObject({
      selectedRole: 'SiteAdmin',
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.detroit, mainId: 5002 },
      group: null,
      withoutSiteHeader: true,
    });
  });

  it('asks for no list without a company (the Global Admin at global scope)', async () => {
    signIn('AGMSAdmin', {});
    const fake = fakeServer(
      {
        '/restapi/Company/GetScopeTree': () => envelope(TREE.global),
        '/bff/config': () => json(200, { legacyBaseUrl: null }),
      },
      { getSelection: scopeStore.getSelection },
    );
    renderUi(<ScopeDialog opened onClose={vi.fn()} client={fake.client} />);
    await screen.findByRole('tree');
    expect(fake.paths().filter((p) => /GetSites|GetGroups/.test(p))).toEqual([]);
    expect(screen.queryByRole('region', { name: /Sites of/ })).toBeNull();
  });
});

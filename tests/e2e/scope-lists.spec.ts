// The scope dialog's sites and groups lists against the sandbox: GetSites and GetGroups are asked
// for with the tree, and the server receives exactly the headers the rules give (a choice that
// lets the user see the siblings empties the site and group headers of GetSites and the group
// header of GetGroups; otherwise every header is the selection's).
import { expect, test, type Page, type Request } from '@playwright/test';
import { signInAs } from './support/sign-in';

const SCOPE_HEADERS = ['x-partner-guid', 'x-company-guid', 'x-site-guid', 'x-group-guid'] as const;
const headersOf = (request: Request) =>
  Object.fromEntries(SCOPE_HEADERS.map((name) => [name, request.headers()[name] ?? null]));

const FABRIKAM_PARTNER = '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101';
const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const CHICAGO = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';
const FINANCE = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';

/** Opens the dialog; the requests for the tree and the lists the page sent for it. */
async function openDialog(page: Page, lists: readonly ('GetSites' | 'GetGroups')[]) {
  const asked = (name: string) =>
    page.waitForRequest((request) => new RegExp(`/restapi/\\w+/${name}$`, 'i').test(request.url()));
  const requests = Promise.all([asked('GetScopeTree'), ...lists.map(asked)]);
  await page.getByRole('button', { name: 'Change scope' }).click();
  const [tree, ...listRequests] = await requests;
  await expect(page.getByRole('dialog', { name: 'Change scope' })).toBeVisible();
  return { tree: tree!, lists: listRequests };
}

test('a company admin: the sites list, then a site chosen from it and the headers of both lists', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const first = await openDialog(page, ['GetSites']);
  expect(headersOf(first.lists[0]!)).toEqual({
    'x-partner-guid': FABRIKAM_PARTNER,
    'x-company-guid': FABRIKAM,
    'x-site-guid': '',
    'x-group-guid': '',
  });
  const dialog = page.getByRole('dialog', { name: 'Change scope' });
  const sites = dialog.getByRole('region', { name: 'Sites of Fabrikam Manufacturing' });
  await expect(sites.getByRole('button', { name: 'Detroit Plant' })).toBeVisible();

  const reload = page.waitForURL(/\/dashboard\/company-overview$/, { waitUntil: 'load' });
  await sites.getByRole('button', { name: 'Chicago HQ' }).click();
  await reload;
  await expect(page.getByRole('banner').filter({ hasText: 'Current scope' })).toContainText('Chicago HQ');

  // The company admin may see Chicago's sibling sites: GetSites goes without the site header.
  const second = await openDialog(page, ['GetSites', 'GetGroups']);
  const [getSites, getGroups] = second.lists;
  expect(headersOf(getSites!)).toEqual({
    'x-partner-guid': FABRIKAM_PARTNER,
    'x-company-guid': FABRIKAM,
    'x-site-guid': '',
    'x-group-guid': '',
  });
  expect(headersOf(getGroups!)).toEqual({
    'x-partner-guid': FABRIKAM_PARTNER,
    'x-company-guid': FABRIKAM,
    'x-site-guid': CHICAGO,
    'x-group-guid': '',
  });
  const again = page.getByRole('dialog', { name: 'Change scope' });
  await expect(
    again
      .getByRole('region', { name: 'Sites of Fabrikam Manufacturing' })
      .getByRole('button', { name: 'Detroit Plant' }),
  ).toBeVisible();
  await expect(
    again
      .getByRole('region', { name: 'Groups of Chicago HQ' })
      .getByRole('button', { name: 'Finance Workstations' }),
  ).toBeVisible();
});

test('a group admin: the group header stays on GetGroups (no flag), and only their groups are listed', async ({
  page,
}) => {
  await signInAs(page, 'GroupAdmin');
  const { lists } = await openDialog(page, ['GetSites', 'GetGroups']);
  const [getSites, getGroups] = lists;
  expect(headersOf(getGroups!)['x-group-guid']).toBe(FINANCE);
  expect(headersOf(getSites!)['x-site-guid']).toBe(CHICAGO);
  const groups = page.getByRole('region', { name: 'Groups of Chicago HQ' });
  await expect(groups.getByRole('button', { name: /Finance Workstations/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(groups.getByRole('button', { name: 'Plant Floor Kiosks' })).toHaveCount(0);
});

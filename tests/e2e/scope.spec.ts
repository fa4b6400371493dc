// The scope against the sandbox: the scope-change dialog (tree, filter, Global for the Global
// Admin only), a choice's reload after the legacy session sync, and the scope headers every
// later request carries; the header's current scope and role; the auto-scope of a site admin.
import { expect, test, type Page, type Request } from '@playwright/test';
import { legacyRequests } from './support/legacy-requests';
import { signInAs } from './support/sign-in';

type TreeNode = { type: number; guid: string; name: string; childNodes: TreeNode[] };

/** The console's header (the dialogs have headers of their own). */
const appHeader = (page: Page) => page.getByRole('banner').filter({ hasText: 'Current scope' });

const SCOPE_HEADERS = ['x-partner-guid', 'x-company-guid', 'x-site-guid', 'x-group-guid'] as const;

const scopeOf = (request: Request) =>
  Object.fromEntries(SCOPE_HEADERS.map((name) => [name, request.headers()[name] ?? null]));

/** Opens the scope dialog; returns the tree the server sent for it and the request that asked. */
async function openScopeDialog(page: Page): Promise<{ tree: TreeNode[]; request: Request }> {
  const reply = page.waitForResponse((response) => /\/restapi\/Company\/GetScopeTree/i.test(response.url()));
  await page.getByRole('button', { name: 'Change scope' }).click();
  const response = await reply;
  const body = (await response.json()) as { entityData: TreeNode[] };
  await expect(page.getByRole('dialog', { name: 'Change scope' })).toBeVisible();
  return { tree: body.entityData, request: response.request() };
}

/** The first site (with its company and partner) of the tree. */
function firstSitePath(nodes: TreeNode[]): TreeNode[] {
  for (const partner of nodes)
    for (const company of partner.childNodes)
      for (const site of company.childNodes) return [partner, company, site];
  throw new Error('the tree has no site');
}

test('choosing a site: the role, the reload after the legacy sync, and the headers of every later request', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin');
  const { tree } = await openScopeDialog(page);
  const [partner, company, site] = firstSitePath(tree);
  const dialog = page.getByRole('dialog', { name: 'Change scope' });

  await dialog.getByRole('textbox', { name: 'Filter' }).fill(site!.name);
  const chosenAt = new Date().toISOString();
  // The answer, not the request: a frame the CSP blocks is never answered.
  const legacySync = page.waitForResponse(
    (response) =>
      response.frame() !== page.mainFrame() && /\/Dashboard\/Index\?companyId=/.test(response.url()),
  );
  const reload = page.waitForURL(/\/dashboard\/company-overview$/, { waitUntil: 'load' });
  await dialog.getByRole('treeitem', { name: site!.name, exact: true }).click();

  const syncResponse = await legacySync;
  expect(syncResponse.status()).toBe(200);
  const syncUrl = new URL(syncResponse.url());
  expect(syncUrl.searchParams.get('companyId')).toBe(company!.guid);
  // The legacy server itself received it.
  const received = await legacyRequests('/Dashboard/Index');
  expect(received.some((r) => r.params.companyId === company!.guid && r.at >= chosenAt)).toBe(true);
  await reload;
  await expect(appHeader(page)).toContainText(site!.name);
  await expect(appHeader(page)).toContainText('Site Administrator');

  // A request after the reload: the scope dialog's own tree.
  const { request } = await openScopeDialog(page);
  expect(scopeOf(request)).toEqual({
    'x-partner-guid': partner!.guid,
    'x-company-guid': company!.guid,
    'x-site-guid': site!.guid,
    'x-group-guid': '',
  });
  await expect(
    page
      .getByRole('dialog', { name: 'Change scope' })
      .getByRole('treeitem', { name: site!.name, exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('Global clears the scope and goes to manage partners, with empty headers', async ({ page }) => {
  await signInAs(page, 'AGMSAdmin');
  const { tree } = await openScopeDialog(page);
  const [, company] = firstSitePath(tree);
  const dialog = page.getByRole('dialog', { name: 'Change scope' });
  await dialog.getByRole('textbox', { name: 'Filter' }).fill(company!.name);
  const reload = page.waitForURL(/\/dashboard\/company-overview$/, { waitUntil: 'load' });
  await dialog.getByRole('treeitem', { name: company!.name, exact: true }).click();
  await reload;
  await expect(appHeader(page)).toContainText('Company Administrator');

  await openScopeDialog(page);
  await page
    .getByRole('dialog', { name: 'Change scope' })
    .getByRole('button', { name: /^Global/ })
    .click();
  await expect(page).toHaveURL(/\/administration\/manage-partners$/);
  await expect(appHeader(page)).toContainText('Global Admin');

  const { request } = await openScopeDialog(page);
  expect(scopeOf(request)).toEqual({
    'x-partner-guid': '',
    'x-company-guid': '',
    'x-site-guid': '',
    'x-group-guid': '',
  });
});

test('the filter takes 191 characters and says "no matching result"; no Global entry for a Partner Admin', async ({
  page,
}) => {
  await signInAs(page, 'PartnerAdmin');
  await openScopeDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Change scope' });
  await expect(dialog.getByRole('tree', { name: 'Scope tree' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Global/ })).toHaveCount(0);

  const filter = dialog.getByRole('textbox', { name: 'Filter' });
  await filter.fill('z'.repeat(250));
  expect((await filter.inputValue()).length).toBe(191);
  await expect(dialog.getByText('no matching result')).toBeVisible();
  await expect(dialog.getByRole('tree')).toHaveCount(0);
});

test('the tree is usable with the keyboard', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  const { tree } = await openScopeDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Change scope' });
  const company = tree[0]!;
  const firstSite = company.childNodes[0]!;

  await dialog.getByRole('treeitem', { name: company.name, exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('treeitem', { name: firstSite.name, exact: true })).toBeFocused();
  // The company admin is on the company overview already: the reload is a new load event.
  const reload = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reload;
  await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
  await expect(appHeader(page)).toContainText(firstSite.name);
  await expect(appHeader(page)).toContainText('Site Administrator');
});

test('a site admin is scoped to their first site at start', async ({ page }) => {
  const claims = page.waitForResponse((response) =>
    /\/restapi\/User\/GetUserClaimsInformation/i.test(response.url()),
  );
  await signInAs(page, 'SiteAdmin');
  const info = (await (await claims).json()) as {
    entityData: { sites: { key: string; value: string }[]; companies: { key: string }[] };
  };
  const firstSite = info.entityData.sites[0]!;
  await expect(appHeader(page)).toContainText(firstSite.value);

  const { request } = await openScopeDialog(page);
  expect(scopeOf(request)).toMatchObject({
    'x-company-guid': info.entityData.companies[0]!.key,
    'x-site-guid': firstSite.key,
    'x-group-guid': '',
  });
});

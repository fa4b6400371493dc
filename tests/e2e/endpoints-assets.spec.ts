// The endpoints' drill-down (issue 14) against the sandbox: company › sites › groups › a group's
// computers › a computer, each level's names and counts equal to what the asset calls give the
// user, a breadcrumb of names (never guids), one request wave per level, not-found in the
// layout for a path whose parts do not belong together, axe on every level.
import { expect, test, type Page, type Request } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows, rangeStatus } from './support/table';

type Reply<T> = { entityData: T[]; totalCount?: number };
type Counts = ApiSchema<'AssetCounts'>;

const FABRIKAM_ID = 1001;
const CHICAGO_HQ = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';
// Plant Floor Kiosks, a group of Fabrikam's Detroit Plant (not of Chicago HQ), and FAB-FIN-WS014
// of Finance Workstations (Chicago HQ).
const DETROIT_KIOSKS = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3003';
const FAB_FIN_WS014 = '1a2b3c4d-0001-4e5f-8a9b-000000040001';
const isRestapi = (request: Request) => request.url().includes('/restapi/');

/** The scope headers the page sends, to ask the API the same with the page's session. */
function headersOf(request: Request): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers()).filter(([name]) => name.startsWith('x-')));
}

async function get<T>(page: Page, headers: Record<string, string>, path: string): Promise<Reply<T>> {
  const response = await page.request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as Reply<T>;
}

const countTexts = (counts: Counts) =>
  [counts.computerCount, counts.onlineCount, counts.offlineCount].map((n) => n.toLocaleString('en'));

async function expectCounts(page: Page, table: string, name: string, counts: Counts) {
  const row = dataRows(page, table).filter({ has: page.getByRole('link', { name, exact: true }) });
  const cells = await row.locator('td').allTextContents();
  for (const text of countTexts(counts)) expect(cells.map((cell) => cell.trim())).toContain(text);
}

test('drill-down: company › sites › groups › computers › computer, with the asset calls’ names and counts', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const firstCall = page.waitForRequest((request) => request.url().includes('/Dashboard/GetCompanyAssets'));
  await page.goto('/endpoints/company');
  const headers = headersOf(await firstCall);

  // The companies with their counts.
  const companies = await get<ApiSchema<'CompanyAsset'>>(
    page,
    headers,
    '/restapi/Dashboard/GetCompanyAssets',
  );
  const fabrikam = companies.entityData.find((company) => company.companyId === FABRIKAM_ID)!;
  await expect(dataRows(page, 'Companies').getByRole('link')).toHaveText(
    companies.entityData.map((company) => company.companyName),
  );
  await expectCounts(page, 'Companies', fabrikam.companyName, fabrikam.counts);
  expect(await axeViolations(page)).toEqual([]);

  // A company's sites: one request wave (the sites, and the companies the breadcrumb names are
  // read from, cached already).
  const sites = await get<ApiSchema<'SiteAsset'>>(
    page,
    headers,
    `/restapi/Dashboard/GetSiteAssets?companyId=${FABRIKAM_ID}`,
  );
  const chicago = sites.entityData.find((site) => site.siteGuid === CHICAGO_HQ)!;
  await dataRows(page, 'Companies').getByRole('link', { name: fabrikam.companyName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/endpoints/company/${FABRIKAM_ID}/sites$`));
  const place = page.getByRole('navigation', { name: 'Place in the drill-down' });
  await expect(place.getByRole('link')).toHaveText(['Companies']);
  await expect(place.locator('[aria-current="page"]')).toHaveText(fabrikam.companyName);
  await expect
    .poll(() => columnTexts(page, 'Sites', 'Site'))
    .toEqual(sites.entityData.map((site) => site.siteName));
  await expectCounts(page, 'Sites', chicago.siteName, chicago.counts);
  expect(await axeViolations(page)).toEqual([]);

  // A site's groups.
  const groups = await get<ApiSchema<'GroupAsset'>>(
    page,
    headers,
    `/restapi/Dashboard/GetGroupAssets?siteGuid=${CHICAGO_HQ}`,
  );
  const group = groups.entityData.find((each) => each.counts.computerCount > 0)!;
  await dataRows(page, 'Sites').getByRole('link', { name: chicago.siteName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${CHICAGO_HQ}/groups$`));
  await expect(place.getByRole('link')).toHaveText(['Companies', fabrikam.companyName]);
  await expect(place.locator('[aria-current="page"]')).toHaveText(chicago.siteName);
  await expect
    .poll(() => columnTexts(page, 'Groups', 'Group'))
    .toEqual(groups.entityData.map((each) => each.groupName));
  await expectCounts(page, 'Groups', group.groupName, group.counts);
  expect(await axeViolations(page)).toEqual([]);

  // A group's computers: the first page GetGroupComputersFromEs gives, its total the group's count.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isRestapi(request)) requests.push(new URL(request.url()).pathname);
  });
  await dataRows(page, 'Groups').getByRole('link', { name: group.groupName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${group.groupGuid}/computers$`));
  await expect(place.getByRole('link')).toHaveText(['Companies', fabrikam.companyName, chicago.siteName]);
  await expect(place.locator('[aria-current="page"]')).toHaveText(group.groupName);
  const first = await page.request.post('/restapi/Computer/GetGroupComputersFromEs', {
    headers,
    data: { groupGuid: group.groupGuid, status: 'all', page: 1, pageSize: 50 },
  });
  const computers = (await first.json()) as Reply<ApiSchema<'ComputerSummary'>>;
  expect(computers.totalCount).toBe(group.counts.computerCount);
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(50, computers.totalCount!).toLocaleString('en')} of ${computers.totalCount!.toLocaleString('en')}`,
  );
  expect(await columnTexts(page, 'Computers', 'Name')).toEqual(
    computers.entityData.map((computer) => computer.computerName),
  );
  // Drilled from the groups, the page asked only for its own rows (the place lists were cached).
  expect(requests.filter((path) => path.includes('/Dashboard/') || path.includes('/Computer/'))).toEqual([
    '/restapi/Computer/GetGroupComputersFromEs',
  ]);
  expect(await axeViolations(page)).toEqual([]);

  // A computer under the drill-down path: its page, and never a raw guid in the page's text.
  const computer = computers.entityData[0]!;
  await dataRows(page, 'Computers').getByRole('link', { name: computer.computerName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/computers/${computer.computerGuid}$`));
  await expect(page.getByRole('heading', { name: computer.computerName, level: 2 })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
});

/** The computer list's first page for a filter, as the API gives it to the page's user. */
async function computersOf(page: Page, headers: Record<string, string>, filter: Record<string, string>) {
  const response = await page.request.post('/restapi/Computer/GetActiveOrOffileneComputers', {
    headers: { ...headers, 'content-type': 'application/json' },
    data: { status: 'all', page: 1, pageSize: 50, ...filter },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Reply<ApiSchema<'ComputerSummary'>>;
}

/** The computer list shows what the API gives for the filter: its chips, range and first names. */
async function expectComputerList(
  page: Page,
  reply: Reply<ApiSchema<'ComputerSummary'>>,
  chips: readonly string[],
) {
  await expect(page).toHaveURL(/\/endpoints\/computers\/all\?filters=/);
  const active = page.getByRole('list', { name: 'Active filters' });
  for (const chip of chips)
    await expect(active.getByRole('listitem').filter({ hasText: chip })).toBeVisible();
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(50, reply.totalCount!).toLocaleString('en')} of ${reply.totalCount!.toLocaleString('en')}`,
  );
  await expect
    .poll(() => columnTexts(page, 'Computers', 'Name'))
    .toEqual(reply.entityData.map((computer) => computer.computerName));
}

test('drill-down: a site’s and a group’s computer count, and the page of a site or group, open the computer list filtered to it', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const firstCall = page.waitForRequest((request) => request.url().includes('/Dashboard/GetSiteAssets'));
  await page.goto(`/endpoints/company/${FABRIKAM_ID}/sites`);
  const headers = headersOf(await firstCall);
  const sites = await get<ApiSchema<'SiteAsset'>>(
    page,
    headers,
    `/restapi/Dashboard/GetSiteAssets?companyId=${FABRIKAM_ID}`,
  );
  const chicago = sites.entityData.find((site) => site.siteGuid === CHICAGO_HQ)!;
  const countName = (counts: Counts, name: string) =>
    counts.computerCount === 1
      ? `1 computer of ${name}: show it in the computer list`
      : `${counts.computerCount.toLocaleString('en')} computers of ${name}: show them in the computer list`;

  // A site's count: the list filtered to the site, the rows the API gives for its siteGuid.
  await dataRows(page, 'Sites')
    .getByRole('link', { name: countName(chicago.counts, chicago.siteName) })
    .click();
  const bySite = await computersOf(page, headers, { siteGuid: CHICAGO_HQ });
  expect(bySite.totalCount).toBe(chicago.counts.computerCount);
  await expectComputerList(page, bySite, [`Site: ${chicago.siteName}`]);

  // A group's count on the site's groups: the list filtered to the site and the group.
  const groups = await get<ApiSchema<'GroupAsset'>>(
    page,
    headers,
    `/restapi/Dashboard/GetGroupAssets?siteGuid=${CHICAGO_HQ}`,
  );
  const group = groups.entityData.find((each) => each.counts.computerCount > 0)!;
  await page.goto(`/endpoints/company/${FABRIKAM_ID}/sites/${CHICAGO_HQ}/groups`);
  await dataRows(page, 'Groups')
    .getByRole('link', { name: countName(group.counts, group.groupName) })
    .click();
  const byGroup = await computersOf(page, headers, { siteGuid: CHICAGO_HQ, groupGuid: group.groupGuid });
  expect(byGroup.totalCount).toBe(group.counts.computerCount);
  await expectComputerList(page, byGroup, [`Site: ${chicago.siteName}`, `Group: ${group.groupName}`]);

  // The page of the site (its groups) and of the group (its computers) link there too.
  await page.goto(`/endpoints/company/${FABRIKAM_ID}/sites/${CHICAGO_HQ}/groups`);
  await page
    .getByRole('link', { name: `Show the computers of ${chicago.siteName} in the computer list` })
    .click();
  await expectComputerList(page, bySite, [`Site: ${chicago.siteName}`]);
  await page.goto(
    `/endpoints/company/${FABRIKAM_ID}/sites/${CHICAGO_HQ}/groups/${group.groupGuid}/computers`,
  );
  await page
    .getByRole('link', { name: `Show the computers of ${group.groupName} in the computer list` })
    .click();
  await expectComputerList(page, byGroup, [`Site: ${chicago.siteName}`, `Group: ${group.groupName}`]);
  expect(await axeViolations(page)).toEqual([]);
});

test('drill-down: a pasted link loads its level in one wave; parts that do not belong together are not found', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const started: string[] = [];
  page.on('request', (request) => {
    if (isRestapi(request)) started.push(new URL(request.url()).pathname);
  });
  await page.goto(`/endpoints/company/${FABRIKAM_ID}/sites/${CHICAGO_HQ}/groups`);
  await expect(dataRows(page, 'Groups').first()).toBeVisible();
  // The groups and the two lists that name the place, all three started by the loader at once.
  expect(started.filter((path) => path.includes('/Dashboard/')).sort()).toEqual([
    '/restapi/Dashboard/GetCompanyAssets',
    '/restapi/Dashboard/GetGroupAssets',
    '/restapi/Dashboard/GetSiteAssets',
  ]);

  // A group of another site of the company under Chicago HQ, and a computer of Chicago HQ under
  // that group: the not-found text inside the layout, no dialog.
  const groupOfDetroit = `/endpoints/company/${FABRIKAM_ID}/sites/${CHICAGO_HQ}/groups/${DETROIT_KIOSKS}/computers`;
  for (const path of [groupOfDetroit, `${groupOfDetroit}/${FAB_FIN_WS014}`]) {
    await page.goto(path);
    await expect(page.getByText('This page not found!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // A company id that is no number asks nothing.
  await page.goto('/endpoints/company/fabrikam/sites');
  await expect(page.getByText('This page not found!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('drill-down in Japanese', async ({ page }) => {
  await signInAs(page, 'GroupAudit');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto(`/endpoints/company/${FABRIKAM_ID}/sites`);
  const table = page.getByRole('table', { name: 'サイト' });
  await expect(table.getByRole('columnheader', { name: /^オンライン/ })).toBeVisible();
  await expect(table.locator('tbody tr[data-row-index]').first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/\bendpoints\.[a-zA-Z]+/);
});

// The endpoints (issue 14) against the sandbox: the computer list's status tabs, counts and first
// pages equal to the API's for the user, filters in the URL (the site and group by name), the
// company column by role, the computer page's fields, place and links to its alerts and events,
// not-found for another tenant's computer, the one-time password (and its close warning),
// removal, the Group Auditor's read-only list, axe, Japanese.
import { expect, test, type Page, type Request } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { emptyState } from './support/table';

type Computer = ApiSchema<'ComputerSummary'>;
interface PagedReply<T> {
  entityData: T[];
  totalCount: number;
}

const LIST = '/restapi/Computer/GetActiveOrOffileneComputers';
const STATUSES = [
  ['all', 'All'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
  ['online', 'Online'],
  ['offline', 'Offline'],
] as const;
// TKY-KEIRI-PC07, a computer of 株式会社東京精密工業 (another partner's company).
const TOKYO_COMPUTER = '1a2b3c4d-0007-4e5f-8a9b-000000040007';

const computersTable = (page: Page) => page.getByRole('table', { name: 'Computers' });
const dataRows = (page: Page) => computersTable(page).locator('tbody tr[data-row-index]');
const isListRequest = (request: Request) => request.url().endsWith(LIST) && request.method() === 'POST';

/** Asks the sandbox what the page asked, with the page's own session and scope headers. */
async function ask(page: Page, like: Request, body: Record<string, unknown>): Promise<PagedReply<Computer>> {
  const headers = Object.fromEntries(
    Object.entries(like.headers()).filter(([name]) => name.startsWith('x-') || name === 'content-type'),
  );
  const response = await page.request.post(LIST, { headers, data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as PagedReply<Computer>;
}

interface TreeNode {
  guid: string;
  name: string;
  childNodes: TreeNode[];
}

/** The children of a node of the scope tree, as the sandbox gives it to the page's user. */
async function placeChildren(page: Page, like: Request, guid: string): Promise<TreeNode[]> {
  const headers = Object.fromEntries(
    Object.entries(like.headers()).filter(([name]) => name.startsWith('x-')),
  );
  const response = await page.request.get('/restapi/Company/GetScopeTree', { headers });
  expect(response.status()).toBe(200);
  const find = (nodes: TreeNode[]): TreeNode | undefined =>
    nodes.map((node) => (node.guid === guid ? node : find(node.childNodes))).find(Boolean);
  return find(((await response.json()) as { entityData: TreeNode[] }).entityData)?.childNodes ?? [];
}

/** Signs in (to the home page), opens the list, and gives the list request the page made. */
async function openComputers(
  page: Page,
  role: 'CompanyAdmin' | 'PartnerAdmin' | 'GroupAudit',
): Promise<Request> {
  const firstRequest = page.waitForRequest(isListRequest);
  await signInAs(page, role);
  await page.goto('/endpoints/computers/all');
  return firstRequest;
}

/** The first computer of the list, as the API gives it to the page's user. */
async function firstComputer(page: Page, role: 'CompanyAdmin' | 'GroupAudit'): Promise<Computer> {
  const like = await openComputers(page, role);
  return (await ask(page, like, { status: 'all', page: 1, pageSize: 1 })).entityData[0]!;
}

test('computers: each status tab shows the count and the first page the API gives the company admin', async ({
  page,
}) => {
  const like = await openComputers(page, 'CompanyAdmin');
  const tabs = page.getByRole('tablist', { name: 'Computers by status' });
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');

  for (const [status, label] of STATUSES) {
    const count = await ask(page, like, { status, page: 1, pageSize: 1 });
    const first = await ask(page, like, { status, page: 1, pageSize: 50 });
    const tab = tabs.getByRole('tab', { name: new RegExp(`^${label}`) });
    await expect(tab).toHaveText(`${label} (${count.totalCount.toLocaleString('en')})`);
    if (status !== 'all') await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`/endpoints/computers/${status}`));
    await expect(page.getByRole('tabpanel', { name: new RegExp(`^${label}`) })).toBeVisible();
    if (first.totalCount === 0) await expect(emptyState(page)).toBeVisible();
    else
      await expect(page.getByRole('status').filter({ hasText: / of [\d,]+$/ })).toHaveText(
        `1–${Math.min(50, first.totalCount).toLocaleString('en')} of ${first.totalCount.toLocaleString('en')}`,
      );
    await expect
      .poll(async () => (await dataRows(page).getByRole('link').allTextContents()).slice(0, 5))
      .toEqual(first.entityData.slice(0, 5).map((computer) => computer.computerName));
  }

  // Arrow keys move between the tabs (WAI-ARIA tabs); Enter opens the focused one.
  await tabs.getByRole('tab', { name: /^Offline/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: /^Online/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/endpoints\/computers\/online/);

  expect(await axeViolations(page)).toEqual([]);
});

test('computers: a filter lives in the URL, is sent to the server, follows a tab switch and counts the tabs', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const filters = encodeURIComponent(JSON.stringify({ protectionMode: 'Lockdown', agentVersion: '8.4' }));
  const asked = page.waitForRequest(
    (request) => isListRequest(request) && (request.postDataJSON() as { pageSize: number }).pageSize !== 1,
  );
  await page.goto(`/endpoints/computers/offline?filters=${filters}`);
  const request = await asked;
  expect(request.postDataJSON()).toMatchObject({
    status: 'offline',
    protectionMode: 'Lockdown',
    agentVersion: '8.4',
    page: 1,
    pageSize: 50,
  });
  const offline = await ask(page, request, {
    status: 'offline',
    protectionMode: 'Lockdown',
    agentVersion: '8.4',
    page: 1,
    pageSize: 50,
  });
  const online = await ask(page, request, {
    status: 'online',
    protectionMode: 'Lockdown',
    agentVersion: '8.4',
    page: 1,
    pageSize: 50,
  });
  const tabs = page.getByRole('tablist', { name: 'Computers by status' });
  await expect(tabs.getByRole('tab', { name: /^Offline/ })).toHaveText(`Offline (${offline.totalCount})`);
  await expect(tabs.getByRole('tab', { name: /^Online/ })).toHaveText(
    `Online (${online.totalCount.toLocaleString('en')})`,
  );
  const rows = dataRows(page);
  await expect(rows).toHaveCount(Math.min(50, offline.totalCount));
  await expect(rows.first()).toContainText('Lockdown');

  // The tab switch keeps the filters.
  await tabs.getByRole('tab', { name: /^Online/ }).click();
  await expect(page).toHaveURL(/\/endpoints\/computers\/online\?.*Lockdown/);
  await expect(page.getByRole('status').filter({ hasText: / of [\d,]+$/ })).toHaveText(
    `1–${Math.min(50, online.totalCount).toLocaleString('en')} of ${online.totalCount.toLocaleString('en')}`,
  );
});

test('computers: the site and group filters offer the scope’s places by name and send their guids', async ({
  page,
}) => {
  await openComputers(page, 'CompanyAdmin');
  const table = computersTable(page);
  await expect(dataRows(page).first()).toBeVisible();
  // A company's own people see no company column.
  await expect(table.getByRole('columnheader', { name: 'Group' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);

  const bySite = page.waitForRequest(
    (request) =>
      isListRequest(request) &&
      (request.postDataJSON() as { pageSize: number; siteGuid?: string }).pageSize !== 1 &&
      !!(request.postDataJSON() as { siteGuid?: string }).siteGuid,
  );
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.keyboard.type('Chicago');
  await page.getByRole('option', { name: 'Chicago HQ', exact: true }).click();
  const siteRequest = await bySite;
  const { siteGuid } = siteRequest.postDataJSON() as { siteGuid: string };
  expect(siteGuid).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(new RegExp(`site.*${siteGuid}`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Site: Chicago HQ' })).toBeVisible();
  const chicago = await ask(page, siteRequest, { status: 'all', siteGuid, page: 1, pageSize: 50 });
  expect(chicago.totalCount).toBeGreaterThan(0);
  await expect
    .poll(async () => (await dataRows(page).getByRole('link').allTextContents()).slice(0, 5))
    .toEqual(chicago.entityData.slice(0, 5).map((computer) => computer.computerName));
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveText(
    `All (${chicago.totalCount.toLocaleString('en')})`,
  );

  // The group filter now offers that site's groups only.
  await page.getByRole('combobox', { name: 'Group' }).click();
  const groupNames = new Set((await placeChildren(page, siteRequest, siteGuid)).map((node) => node.name));
  expect(groupNames.size).toBeGreaterThan(1);
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(new Set(await options.allTextContents())).toEqual(groupNames);
  const [groupName] = [...groupNames].sort();
  const byGroup = page.waitForRequest(
    (request) =>
      isListRequest(request) &&
      (request.postDataJSON() as { pageSize: number }).pageSize !== 1 &&
      !!(request.postDataJSON() as { groupGuid?: string }).groupGuid,
  );
  await page.getByRole('option', { name: groupName!, exact: true }).click();
  const groupRequest = await byGroup;
  expect(groupRequest.postDataJSON()).toMatchObject({ siteGuid });
  const { groupGuid } = groupRequest.postDataJSON() as { groupGuid: string };
  const group = await ask(page, groupRequest, { status: 'all', siteGuid, groupGuid, page: 1, pageSize: 50 });
  await expect(dataRows(page)).toHaveCount(Math.min(50, group.totalCount));
  await expect(page.getByRole('listitem').filter({ hasText: `Group: ${groupName}` })).toBeVisible();

  // The URL keeps both: a reload asks the same.
  const again = page.waitForRequest(
    (request) => isListRequest(request) && (request.postDataJSON() as { pageSize: number }).pageSize !== 1,
  );
  await page.reload();
  expect((await again).postDataJSON()).toMatchObject({ siteGuid, groupGuid });
});

test('the computer page links to its alerts and its events, for the roles that may open them', async ({
  page,
}) => {
  const first = await firstComputer(page, 'CompanyAdmin');
  await page.goto(`/endpoints/computer/${first.computerGuid}`);
  const activity = page.getByRole('region', { name: 'Activity' });
  const events = activity.getByRole('link', { name: 'Events of this computer' });
  await expect(events).toHaveAttribute(
    'href',
    `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify({ computer: first.computerGuid }))}`,
  );
  const alertList = page.waitForRequest(
    (request) =>
      request.url().endsWith('/restapi/Alarm/ListAlarms') &&
      (request.postDataJSON() as { pageSize: number }).pageSize !== 1,
  );
  await activity.getByRole('link', { name: 'Alerts of this computer' }).click();
  await expect(page).toHaveURL(/\/alert-console\/all\?filters=/);
  expect((await alertList).postDataJSON()).toMatchObject({ status: 'all', computer: first.computerName });
  await expect(
    page.getByRole('listitem').filter({ hasText: `Computer: ${first.computerName}` }),
  ).toBeVisible();

  await page.goBack();
  const eventList = page.waitForRequest((request) =>
    request.url().includes('/restapi/Event/GetEventInspectionPageData'),
  );
  await page
    .getByRole('region', { name: 'Activity' })
    .getByRole('link', { name: 'Events of this computer' })
    .click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?filters=/);
  expect(JSON.stringify((await eventList).postDataJSON())).toContain(first.computerGuid);

  // A Partner Admin opens the computer but neither list: no links to them.
  await page.goto('about:blank'); // the console's live stream would react to the cookie's loss
  await page.context().clearCookies();
  await signInAs(page, 'PartnerAdmin');
  await page.goto(`/endpoints/computer/${first.computerGuid}`);
  await expect(page.getByRole('heading', { name: first.computerName, level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Alerts|Events) of this computer$/ })).toHaveCount(0);
});

test('the computer page shows the detail fields and its place by name; another tenant’s computer is not found', async ({
  page,
}) => {
  const first = await firstComputer(page, 'CompanyAdmin');

  await computersTable(page).getByRole('link', { name: first.computerName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/endpoints/computer/${first.computerGuid}$`));
  await expect(page.getByRole('heading', { name: first.computerName, level: 2 })).toBeVisible();
  const place = page.getByRole('navigation', { name: 'Place' });
  await expect(place.getByRole('link')).toHaveText([first.companyName!, first.siteName!, first.groupName!]);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('definition').nth(3)).toHaveText(first.os);
  const hardware = page.getByRole('region', { name: 'Hardware and agent' });
  await expect(hardware.getByRole('definition').first()).toHaveText(first.agentVersion!);
  await expect(page.getByRole('region', { name: 'Users' })).toBeVisible();
  // Never a raw guid on the page.
  expect(await page.locator('main').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  expect(await axeViolations(page)).toEqual([]);

  // Another company's computer (the sandbox says 404): the not-found text inside the layout.
  await page.goto(`/endpoints/computer/${TOKYO_COMPUTER}`);
  await expect(page.getByText('This page not found!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // Not the catalogue's 404 dialog on top: the page says it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A path that is no guid asks nothing and says the same.
  await page.goto('/endpoints/computer/not-a-computer');
  await expect(page.getByText('This page not found!')).toBeVisible();
});

test('in Japanese: the status tabs and the columns speak Japanese', async ({ page }) => {
  await signInAs(page, 'GroupAudit');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto('/endpoints/computers/all');
  const tabs = page.getByRole('tablist', { name: '状態別のコンピューター' });
  await expect(tabs.getByRole('tab', { name: /^オフライン \(\d+\)$/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'コンピューター' });
  await expect(table.getByRole('columnheader', { name: '保護モード' })).toBeVisible();
  await expect(table.locator('tbody tr[data-row-index]').first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/\bendpoints\.[a-zA-Z]+/);
});

test('a one-time password is generated after confirmation and shown once with about 60 minutes left', async ({
  page,
}) => {
  const computer = await firstComputer(page, 'CompanyAdmin');
  await page.getByRole('button', { name: `Actions for ${computer.computerName}` }).click();
  await page.getByRole('menuitem', { name: `One-time password for ${computer.computerName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate a one-time password' });
  await expect(confirm).toContainText(computer.computerName);
  const generated = page.waitForResponse((response) => response.url().includes('/Computer/GenerateOtp'));
  await confirm.getByRole('button', { name: 'Generate' }).click();
  const response = await generated;
  expect(response.request().postDataJSON()).toEqual({ computerGuid: computer.computerGuid });
  const { entityData: otp } = (await response.json()) as { entityData: { otp: string } };

  const shown = page.getByRole('dialog', { name: `One-time password for ${computer.computerName}` });
  await expect(shown.getByRole('status', { name: 'One-time password' })).toHaveText(otp.otp);
  await expect(shown.getByRole('timer')).toHaveText(/^Valid for (60:00|59:\d\d) more$/);
  await expect(shown).toContainText('This password will not be shown again.');
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  // Closing warns that it will not be shown again, and asks once more.
  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(shown.getByRole('alert')).toContainText('It will not be shown again');
  await expect(shown.getByRole('status', { name: 'One-time password' })).toHaveText(otp.otp);
  await shown.getByRole('button', { name: 'Close anyway' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(otp.otp)).toHaveCount(0);
});

test('removing two computers sends their ids; they are gone after a reload', async ({ page }) => {
  const like = await openComputers(page, 'PartnerAdmin');
  // Two computers of Tailspin Toys (no other test counts them).
  const tailspin = await ask(page, like, {
    status: 'all',
    companyGuid: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801002',
    sortColumn: 'computerName',
    page: 1,
    pageSize: 2,
  });
  const [a, b] = tailspin.entityData as [Computer, Computer];
  // Above the company, the list names each computer's company.
  await expect(computersTable(page).getByRole('columnheader', { name: 'Company' })).toBeVisible();
  let prefix = a.computerName;
  while (!b.computerName.startsWith(prefix)) prefix = prefix.slice(0, -1);
  await page.goto(`/endpoints/computers/all?search=${encodeURIComponent(prefix)}`);
  await page.getByRole('checkbox', { name: `Select ${a.computerName}` }).check();
  await page.getByRole('checkbox', { name: `Select ${b.computerName}` }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remove 2 computers' });
  await expect(dialog).toContainText(a.computerName);
  await expect(dialog).toContainText(b.computerName);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Computer/DeleteComputer') && request.method() === 'DELETE')
      deletes.push(new URL(request.url()).searchParams.get('computerId')!);
  });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  expect(deletes.sort()).toEqual([String(a.computerId), String(b.computerId)].sort());
  await page.reload();
  // The list answered: its range, or (both were all it held) its empty state.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: / of [\d,]+$/ })
      .or(emptyState(page)),
  ).toBeVisible();
  await expect(computersTable(page).getByRole('link', { name: a.computerName, exact: true })).toHaveCount(0);
  await expect(computersTable(page).getByRole('link', { name: b.computerName, exact: true })).toHaveCount(0);
});

test('a Group Auditor sees no one-time password and no remove action', async ({ page }) => {
  const computer = await firstComputer(page, 'GroupAudit');
  await expect(
    computersTable(page).getByRole('link', { name: computer.computerName, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  // Selecting rows offers their export only.
  await page.getByRole('checkbox', { name: `Select ${computer.computerName}` }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar.getByRole('button', { name: 'Export selected' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await computersTable(page).getByRole('link', { name: computer.computerName, exact: true }).click();
  await expect(page.getByRole('heading', { name: computer.computerName, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'One-time password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});

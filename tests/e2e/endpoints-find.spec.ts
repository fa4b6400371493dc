// The endpoints (issue 14), the rest of it against the sandbox: users by computers, finding a
// computer from anywhere (by name and by IP), typing the count to remove more than 10, a removal
// that fails for one computer, and a one-time password the server refuses.
import { expect, test, type Page, type Request } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows, rangeStatus } from './support/table';

type Reply<T> = { entityData: T[]; totalCount: number };
type Computer = ApiSchema<'ComputerSummary'>;

const LIST = '/restapi/Computer/GetActiveOrOffileneComputers';
// FAB-FIN-WS014 of Finance Workstations; Adventure Works (Northwind's, a company no other test counts).
const FAB_FIN_WS014 = '1a2b3c4d-0001-4e5f-8a9b-000000040001';
const ADVENTURE_WORKS = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801007';

const headersOf = (request: Request) =>
  Object.fromEntries(
    Object.entries(request.headers()).filter(([name]) => name.startsWith('x-') || name === 'content-type'),
  );

/** Signs in, opens a page, and gives the scope headers its first API request carried. */
async function open(page: Page, role: 'CompanyAdmin' | 'PartnerAdmin', path: string, call = LIST) {
  await signInAs(page, role);
  const first = page.waitForRequest((request) => request.url().includes(call));
  await page.goto(path);
  return headersOf(await first);
}

async function computersOf(page: Page, headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await page.request.post(LIST, { headers, data: { status: 'all', page: 1, ...body } });
  return (await response.json()) as Reply<Computer>;
}

test('users by computers: the rows the API gives, searchable by user and by computer', async ({ page }) => {
  const headers = await open(page, 'CompanyAdmin', '/endpoints/users-by-computers', 'GetComputerUserList');
  const ask = async (query: string) =>
    (await (
      await page.request.get(`/restapi/Computer/GetComputerUserList?${query}`, { headers })
    ).json()) as Reply<ApiSchema<'ComputerUser'>>;
  const first = await ask('page=1&pageSize=50');
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(50, first.totalCount).toLocaleString('en')} of ${first.totalCount.toLocaleString('en')}`,
  );
  expect(await columnTexts(page, 'Users by computers', 'User')).toEqual(
    first.entityData.map((row) => row.userName),
  );
  expect(await axeViolations(page)).toEqual([]);

  // By user: every row is that user's.
  await page.getByRole('searchbox', { name: 'Search' }).fill('mwebb');
  const byUser = await ask('page=1&pageSize=50&search=mwebb');
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(50, byUser.totalCount).toLocaleString('en')} of ${byUser.totalCount.toLocaleString('en')}`,
  );
  expect(await columnTexts(page, 'Users by computers', 'User')).toEqual(
    byUser.entityData.map((row) => row.userName),
  );
  // By computer: its users, and the computer links to its page.
  await page.getByRole('searchbox', { name: 'Search' }).fill('FAB-FIN-WS014');
  await expect(page).toHaveURL(/search=FAB-FIN-WS014/);
  const rows = dataRows(page, 'Users by computers');
  await expect(rows.getByRole('link', { name: 'FAB-FIN-WS014' }).first()).toBeVisible();
  await rows.getByRole('link', { name: 'FAB-FIN-WS014' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/endpoints/computer/${FAB_FIN_WS014}$`));
});

test('find a computer from anywhere: by name and by IP, with the keyboard, opening its page', async ({
  page,
}) => {
  const headers = await open(page, 'CompanyAdmin', '/endpoints/computers/all');
  const field = page.getByRole('textbox', { name: 'Find a computer' });
  await field.fill('FAB-FIN-WS01');
  const matches = page.getByRole('listbox');
  await expect(matches.getByRole('option', { name: /^FAB-FIN-WS014/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // By IP: the computer's last IPv4 as the API gives it.
  const [ws014] = (
    await (
      await page.request.get('/restapi/Computer/SearchComputer?search=FAB-FIN-WS014', { headers })
    ).json()
  ).entityData as Array<{ lastIpv4: string }>;
  await field.fill(ws014!.lastIpv4);
  await expect(matches.getByRole('option').first()).toHaveText(
    new RegExp(`^FAB-FIN-WS014.*${ws014!.lastIpv4}`),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/endpoints/computer/${FAB_FIN_WS014}$`));
  await expect(page.getByRole('heading', { name: 'FAB-FIN-WS014', level: 2 })).toBeVisible();
});

test('removing more than 10 computers asks for their count to be typed', async ({ page }) => {
  const headers = await open(page, 'PartnerAdmin', '/endpoints/computers/all');
  // The first 12 of Adventure Works by name (the list's search "ADV-" shows them first).
  const twelve = await computersOf(page, headers, {
    companyGuid: ADVENTURE_WORKS,
    search: 'ADV-',
    pageSize: 12,
  });
  expect(twelve.entityData).toHaveLength(12);
  await page.goto('/endpoints/computers/all?search=ADV-');
  for (const computer of twelve.entityData)
    await page.getByRole('checkbox', { name: `Select ${computer.computerName}` }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remove 12 computers' });
  const remove = dialog.getByRole('button', { name: 'Remove' });
  await expect(remove).toBeDisabled();
  const typed = dialog.getByRole('textbox', { name: 'Type 12 to remove these computers' });
  await typed.fill('11');
  await expect(remove).toBeDisabled();
  await typed.fill('12');
  await expect(remove).toBeEnabled();
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a removal that fails for one computer names it and keeps the other removed', async ({ page }) => {
  const headers = await open(page, 'PartnerAdmin', '/endpoints/computers/all');
  // The last two of Adventure Works by name (the test above only asks about the first ones).
  const last = await computersOf(page, headers, {
    companyGuid: ADVENTURE_WORKS,
    sortColumn: 'computerName',
    sortDir: 'desc',
    pageSize: 2,
  });
  const [kept, gone] = last.entityData as [Computer, Computer];
  let prefix = kept.computerName;
  while (!gone.computerName.startsWith(prefix)) prefix = prefix.slice(0, -1);
  // The server refuses the first one (its message shown), removes the second.
  await page.route(`**/restapi/Computer/DeleteComputer?computerId=${kept.computerId}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ isSuccess: false, message: 'The agent is still reporting.' }),
    }),
  );
  await page.goto(`/endpoints/computers/all?search=${encodeURIComponent(prefix)}`);
  for (const computer of [kept, gone])
    await page.getByRole('checkbox', { name: `Select ${computer.computerName}` }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove 2 computers' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const still = page.getByRole('dialog', { name: 'Remove a computer' });
  await expect(still.getByRole('alert')).toHaveText(
    `These could not be removed: ${kept.computerName}: The agent is still reporting.`,
  );
  await expect(still).toContainText(kept.computerName);
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await still.getByRole('button', { name: 'Cancel' }).click();
  // The rows follow: the removed one left the list, the refused one is still there.
  await expect(
    dataRows(page, 'Computers').getByRole('link', { name: gone.computerName, exact: true }),
  ).toHaveCount(0);
  await expect(
    dataRows(page, 'Computers').getByRole('link', { name: kept.computerName, exact: true }),
  ).toBeVisible();
  const after = await computersOf(page, headers, {
    companyGuid: ADVENTURE_WORKS,
    search: prefix,
    pageSize: 50,
  });
  expect(after.entityData.map((computer) => computer.computerId)).toContain(kept.computerId);
  expect(after.entityData.map((computer) => computer.computerId)).not.toContain(gone.computerId);
});

test('a one-time password the server refuses shows its message and no password', async ({ page }) => {
  const headers = await open(page, 'CompanyAdmin', '/endpoints/computers/all');
  const [computer] = (await computersOf(page, headers, { pageSize: 1 })).entityData as [Computer];
  await page.route('**/restapi/Computer/GenerateOtp', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ isSuccess: false, message: 'The management server did not answer.' }),
    }),
  );
  await page.getByRole('button', { name: `Actions for ${computer.computerName}` }).click();
  await page.getByRole('menuitem', { name: `One-time password for ${computer.computerName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate a one-time password' });
  await confirm.getByRole('button', { name: 'Generate' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The management server did not answer.');
  await expect(
    page.getByRole('dialog', { name: `One-time password for ${computer.computerName}` }),
  ).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'One-time password' })).toHaveCount(0);
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
});

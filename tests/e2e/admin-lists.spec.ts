// The generic PagedTable on the administration lists, against the sandbox: sort, page, filter,
// the view kept by a reload and restored by the back button, the CSV export of a filtered list,
// companies by role, the user list's spec filters (section 6), the audit log's filters, the
// remembered column layout, a failed request that keeps the rows, and the DOM size of a
// 1000-row page.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows, rangeStatus, table } from './support/table';

interface Company {
  companyGuid: string;
  companyName: string;
  licenseStatus: string;
  partnerId?: number;
}
interface PagedReply<T> {
  entityData: T[];
  totalCount: number;
}

const COMPANY_LIST = /\/restapi\/Company\/GetCompanyList\b/;

// In order, in one worker: the delete test adds a company and takes it away again, and the
// other tests count companies.
test.describe.configure({ mode: 'default' });

function waitForList(
  page: Page,
  pattern: RegExp,
  check: (url: URL) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((response) => pattern.test(response.url()) && check(new URL(response.url())));
}

async function companiesOf(response: Response): Promise<PagedReply<Company>> {
  return (await response.json()) as PagedReply<Company>;
}

test('companies: sort and page through the server, the view survives a reload and the back button restores the previous one', async ({
  page,
}) => {
  const first = waitForList(page, COMPANY_LIST);
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list' });
  const all = await companiesOf(await first);
  expect(all.totalCount).toBeGreaterThan(25);
  await expect(dataRows(page, 'Companies')).toHaveCount(Math.min(50, all.totalCount));

  // Sort by name: the server is asked, and the table shows its order.
  const sorted = waitForList(
    page,
    COMPANY_LIST,
    (url) => url.searchParams.get('sortColumn') === 'companyName',
  );
  await page.getByRole('button', { name: 'Company name', exact: true }).click();
  const ascending = await companiesOf(await sorted);
  expect(new URL((await sorted).url()).searchParams.get('sortDir')).toBe('asc');
  await expect(page).toHaveURL(/sort=companyName/);
  await expect(page.getByRole('columnheader', { name: 'Company name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(dataRows(page, 'Companies').first()).toContainText(ascending.entityData[0]!.companyName);

  const descendingReply = waitForList(
    page,
    COMPANY_LIST,
    (url) => url.searchParams.get('sortDir') === 'desc',
  );
  await page.getByRole('button', { name: 'Company name', exact: true }).click();
  const descending = await companiesOf(await descendingReply);
  await expect(page.getByRole('columnheader', { name: 'Company name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(dataRows(page, 'Companies').first()).toContainText(descending.entityData[0]!.companyName);

  // 25 rows a page, then page 2. (Other test files may add companies meanwhile: every figure is
  // the one of the reply that made the view.)
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  const page1Reply = waitForList(page, COMPANY_LIST, (url) => url.searchParams.get('pageSize') === '25');
  await page.getByRole('option', { name: '25', exact: true }).click();
  const page1 = await companiesOf(await page1Reply);
  await expect(rangeStatus(page)).toHaveText(`1–25 of ${page1.totalCount.toLocaleString('en')}`);
  const page2Reply = waitForList(page, COMPANY_LIST, (url) => url.searchParams.get('page') === '2');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  const page2 = await companiesOf(await page2Reply);
  await expect(rangeStatus(page)).toHaveText(
    `26–${Math.min(50, page2.totalCount).toLocaleString('en')} of ${page2.totalCount.toLocaleString('en')}`,
  );
  await expect(page).toHaveURL(/page=2/);
  await expect
    .poll(() => columnTexts(page, 'Companies', 'Company name'))
    .toEqual(page2.entityData.map((company) => company.companyName));

  // A reload asks for the same view and shows it.
  const reloaded = waitForList(page, COMPANY_LIST);
  await page.reload();
  const reloadResponse = await reloaded;
  const asked = new URL(reloadResponse.url()).searchParams;
  expect(
    Object.fromEntries(['page', 'pageSize', 'sortColumn', 'sortDir'].map((k) => [k, asked.get(k)])),
  ).toEqual({
    page: '2',
    pageSize: '25',
    sortColumn: 'companyName',
    sortDir: 'desc',
  });
  const again = await companiesOf(reloadResponse);
  await expect(rangeStatus(page)).toHaveText(
    `26–${Math.min(50, again.totalCount).toLocaleString('en')} of ${again.totalCount.toLocaleString('en')}`,
  );
  await expect
    .poll(() => columnTexts(page, 'Companies', 'Company name'))
    .toEqual(again.entityData.map((company) => company.companyName));
  await expect(page.getByRole('columnheader', { name: 'Company name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Back: page 1 of the same order.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=companyName&dir=desc/);
  await expect(rangeStatus(page)).toHaveText(/^1–25 of [\d,]+$/);
  await expect(page.getByRole('columnheader', { name: 'Company name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
});

test('companies: a filter is a chip, returns to page 1, and the CSV export holds exactly the rows that match', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list?page=2&pageSize=25' });
  await expect(rangeStatus(page)).toContainText('26–');

  const filtered = waitForList(
    page,
    COMPANY_LIST,
    (url) => url.searchParams.get('licenseStatus') === 'activated',
  );
  await page.getByRole('combobox', { name: 'License status' }).click();
  await page.getByRole('option', { name: 'Activated', exact: true }).click();
  const reply = await companiesOf(await filtered);
  expect(new URL((await filtered).url()).searchParams.get('page')).toBe('1');
  expect(reply.totalCount).toBeGreaterThan(0);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([
    'License status: Activated',
  ]);
  await expect
    .poll(async () => new Set(await columnTexts(page, 'Companies', 'License status')))
    .toEqual(new Set(['Activated']));

  // The export asks for pages of 1000 with the same filter, and writes every matching row.
  const exportReply = waitForList(page, COMPANY_LIST, (url) => url.searchParams.get('pageSize') === '1000');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exportResponse = await exportReply;
  const exported = await companiesOf(exportResponse);
  const exportUrl = new URL(exportResponse.url());
  expect(exportUrl.searchParams.get('licenseStatus')).toBe('activated');
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^companies-\d{8}-\d{4}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  const preamble = lines.filter((line) => line.startsWith('# '));
  expect(preamble).toContain('# Filters: License status: Activated');
  expect(preamble.some((line) => /^# Exported at: \d{4}-\d{2}-\d{2}T/.test(line))).toBe(true);
  expect(preamble.some((line) => line.startsWith('# Scope: '))).toBe(true);
  const [header, ...rows] = lines.filter((line) => !line.startsWith('# '));
  const columns = header!.split(',');
  expect(columns).toEqual([
    'Company name',
    'Short name',
    'City',
    'Country',
    'Contact name',
    'License status',
  ]);
  expect(rows).toHaveLength(exported.totalCount);
  for (const row of rows) expect(row.endsWith(',Activated')).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Export complete' })).toHaveText(
    `Export complete: ${exported.totalCount} rows`,
  );

  // Removing the chip shows every company again.
  const unfiltered = waitForList(page, COMPANY_LIST, (url) => !url.searchParams.has('licenseStatus'));
  await page.getByRole('button', { name: 'Remove filter License status: Activated' }).click();
  const everything = await companiesOf(await unfiltered);
  expect(everything.totalCount).toBeGreaterThan(reply.totalCount);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
});

test('companies by role: a Partner Admin sees their partner\u2019s companies, the Global Admin more, a Company Admin none', async ({
  browser,
}) => {
  const listOf = async (role: 'PartnerAdmin' | 'AGMSAdmin') => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const reply = waitForList(page, COMPANY_LIST);
    await signInAs(page, role, { path: '/administration/company-list' });
    const body = await companiesOf(await reply);
    await expect(rangeStatus(page)).toHaveText(
      `1–${Math.min(50, body.totalCount).toLocaleString('en')} of ${body.totalCount.toLocaleString('en')}`,
    );
    const names = await columnTexts(page, 'Companies', 'Company name');
    const links = table(page, 'Companies').getByRole('link', { name: 'Fabrikam Manufacturing', exact: true });
    const fabrikamLink = (await links.count()) > 0 ? await links.getAttribute('href') : null;
    await context.close();
    return { body, names, fabrikamLink };
  };
  const partner = await listOf('PartnerAdmin');
  const global = await listOf('AGMSAdmin');
  expect(partner.names).toContain('Fabrikam Manufacturing');
  expect(partner.names).not.toContain('Woodgrove Bank');
  expect(new Set(partner.body.entityData.map((company) => company.partnerId))).toEqual(new Set([101]));
  expect(global.body.totalCount).toBeGreaterThan(partner.body.totalCount);
  expect(global.names).toContain('Woodgrove Bank');
  // A company's name links to its sites for the Partner Admin (an assets role); not for the Global Admin.
  expect(partner.fabrikamLink).toBe('/endpoints/company/1001/sites');
  expect(global.fabrikamLink).toBeNull();

  // The company list is the partner's and the Global Admin's page (section 6 menus).
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/administration/company-list');
  await expect(page.getByText('Access to this resource on the server is denied !')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Companies' })).toHaveCount(0);
  await context.close();
});

test('companies: delete asks first, then says so and the company leaves the list', async ({ page }) => {
  await signInAs(page, 'AGMSAdmin');
  // A company of its own to delete (Contoso's), made through the API.
  const headers = { 'x-csrf': '1', 'x-company-guid': '', 'x-site-guid': '', 'x-group-guid': '' };
  const partners = (await (
    await page.request.post('/restapi/Partner/Search', {
      headers: { ...headers, 'x-partner-guid': '' },
      data: { page: 1, pageSize: 50, search: 'Contoso' },
    })
  ).json()) as PagedReply<{ guid: string; name: string }>;
  const contoso = partners.entityData.find((partner) => partner.name === 'Contoso Managed Services')!;
  const name = `E2E Delete Me ${Date.now()}`;
  const created = await page.request.post('/restapi/Company/CreateOrEditCompany', {
    headers: { ...headers, 'x-partner-guid': contoso.guid },
    data: { companyName: name, shortName: `E2EDEL${Date.now() % 100000}` },
  });
  expect(created.ok()).toBe(true);
  const { companyGuid } = ((await created.json()) as { entityData: Company }).entityData;

  await page.goto(`/administration/company-list?search=${encodeURIComponent(JSON.stringify(name))}`);
  await expect(dataRows(page, 'Companies')).toHaveCount(1);
  await expect(dataRows(page, 'Companies').first()).toContainText(name);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete company' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(dataRows(page, 'Companies')).toHaveCount(1);

  const deleted = page.waitForRequest(/\/restapi\/Company\/DeleteCompany/);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete company' }).getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).postDataJSON()).toEqual({ companyGuid });
  await expect(page.getByText('Company deleted successfully.')).toBeVisible();
  await expect(page.getByText('No rows match these filters.')).toBeVisible();
});

test('partners: Partner/Search is paged and sorted by the server', async ({ page }) => {
  const first = page.waitForRequest(/\/restapi\/Partner\/Search/);
  await signInAs(page, 'AGMSAdmin', { path: '/administration/manage-partners' });
  expect((await first).postDataJSON()).toMatchObject({ page: 1, pageSize: 50 });
  await expect(dataRows(page, 'Partners').first()).toBeVisible();

  const sortedDescending = page.waitForResponse(
    (response) =>
      /\/restapi\/Partner\/Search/.test(response.url()) &&
      response.request().postDataJSON()?.sortColumn === 'companyCount' &&
      response.request().postDataJSON()?.sortDir === 'desc',
  );
  // Ascending, then descending.
  await page.getByRole('button', { name: 'Companies', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Companies' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('button', { name: 'Companies', exact: true }).click();
  const reply = await sortedDescending;
  await expect(page).toHaveURL(/sort=companyCount&dir=desc/);
  const body = (await reply.json()) as PagedReply<{ name: string; companyCount: number }>;
  const counts = body.entityData.map((partner) => partner.companyCount);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expect(dataRows(page, 'Partners').first()).toContainText(body.entityData[0]!.name);
});

test.describe('users: the request carries the spec\u2019s filters (section 6)', () => {
  const usersRequest = (page: Page) =>
    page.waitForRequest((request) => /\/restapi\/Users\?/.test(request.url()));
  const paramsOf = (request: Request) => new URL(request.url()).searchParams;

  test('a Partner Admin sends the company filter and the partner id of the PartnerId claim', async ({
    page,
  }) => {
    await signInAs(page, 'PartnerAdmin');
    // The session's claims as the server gives them (the sign-in's reply carries them, so the
    // console no longer asks /bff/user after signing in).
    const claims = await page.evaluate(async () =>
      (await fetch('/bff/user', { headers: { 'X-CSRF': '1' } })).json(),
    );
    const partnerId = (claims as Array<{ type: string; value: string }>).find(
      (claim) => claim.type === 'PartnerId',
    )!.value;
    const request = usersRequest(page);
    await page.goto('/administration/users');
    const params = paramsOf(await request);
    expect(params.get('partnerId')).toBe(partnerId);
    expect(params.has('companyGuid')).toBe(true);
    await expect(dataRows(page, 'Users').first()).toBeVisible();
  });

  test('the Global Admin sends neither; a Company Admin sends their company', async ({ browser }) => {
    const global = await (await browser.newContext()).newPage();
    await signInAs(global, 'AGMSAdmin');
    const globalRequest = usersRequest(global);
    await global.goto('/administration/users');
    const globalParams = paramsOf(await globalRequest);
    expect(globalParams.has('companyGuid')).toBe(false);
    expect(globalParams.has('partnerId')).toBe(false);
    await global.context().close();

    const company = await (await browser.newContext()).newPage();
    await signInAs(company, 'CompanyAdmin');
    const companyRequest = usersRequest(company);
    await company.goto('/administration/users');
    const request = await companyRequest;
    const companyGuid = paramsOf(request).get('companyGuid');
    expect(companyGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers()['x-company-guid']).toBe(companyGuid);
    expect(paramsOf(request).has('partnerId')).toBe(false);
    await expect(dataRows(company, 'Users').first()).toBeVisible();
    await company.context().close();
  });

  test('a user\u2019s authorized entities open on demand', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin', { path: '/administration/users' });
    const firstRow = dataRows(page, 'Users').first();
    const email = (await firstRow.locator('td').nth(3).innerText()).trim();
    const entities = page.waitForRequest(/\/restapi\/User\/GetUserAuthorizedEntities\/\d+/);
    await page.getByRole('button', { name: `Authorized entities of ${email}` }).click();
    await entities;
    const drawer = page.getByRole('dialog', { name: /^Authorized entities of / });
    await expect(drawer.getByRole('region', { name: 'Companies' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Sites' })).toBeVisible();
  });
});

test('user activity: date range and user filters go to GetAuditLogs, and the rows are that user\u2019s', async ({
  page,
}) => {
  const first = page.waitForResponse(/\/restapi\/Agsc\/GetAuditLogs/);
  await signInAs(page, 'PartnerAdmin', { path: '/administration/user-activity' });
  const entries = ((await (await first).json()) as PagedReply<{ userEmail: string; timestamp: string }>)
    .entityData;
  const email = entries[0]!.userEmail;

  const byUser = page.waitForRequest(
    (request) =>
      /\/restapi\/Agsc\/GetAuditLogs/.test(request.url()) && request.postDataJSON()?.userEmail === email,
  );
  await page.getByRole('textbox', { name: 'User (login ID)' }).fill(email);
  await page.getByRole('textbox', { name: 'User (login ID)' }).press('Enter');
  await byUser;
  await expect
    .poll(async () => new Set(await columnTexts(page, 'User activity', 'User (login ID)')))
    .toEqual(new Set([email]));

  const withRange = page.waitForRequest(
    (request) => /\/restapi\/Agsc\/GetAuditLogs/.test(request.url()) && !!request.postDataJSON()?.dateRange,
  );
  // Typed as an English reader writes a day (month/day/year), sent once the field is left.
  const from = page.getByRole('textbox', { name: 'Date from' });
  await from.fill('01/01/2020');
  await from.press('Tab');
  const body = (await withRange).postDataJSON() as {
    dateRange: { startDate: string; endDate: string };
    userEmail: string;
  };
  expect(body.userEmail).toBe(email);
  expect(Date.parse(body.dateRange.startDate)).toBeLessThanOrEqual(Date.parse('2020-01-01T12:00:00Z'));
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([
    'Date: 2020-01-01 – …',
    `User (login ID): ${email}`,
  ]);

  // An action, in words: the contract's value is sent, the rows say it in words.
  await page.getByRole('button', { name: `Remove filter User (login ID): ${email}` }).click();
  const byAction = page.waitForRequest(
    (request) =>
      /\/restapi\/Agsc\/GetAuditLogs/.test(request.url()) && request.postDataJSON()?.action === 'Login',
  );
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Sign-in', exact: true }).click();
  expect((await byAction).postDataJSON()).not.toHaveProperty('userEmail');
  await expect
    .poll(async () => new Set(await columnTexts(page, 'User activity', 'Action')))
    .toEqual(new Set(['Sign-in']));
});

test('the search box and the user filter keep to the contract\u2019s bounds (191, 254), so the server never refuses their length', async ({
  page,
}) => {
  const isAuditLogs = (request: Request) => /\/restapi\/Agsc\/GetAuditLogs/.test(request.url());
  await signInAs(page, 'PartnerAdmin', { path: '/administration/user-activity' });
  await expect(dataRows(page, 'User activity').first()).toBeVisible();

  const searched = page.waitForRequest((request) => isAuditLogs(request) && !!request.postDataJSON()?.search);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('q'.repeat(300));
  await expect(search).toHaveValue('q'.repeat(191));
  const searchRequest = await searched;
  expect(searchRequest.postDataJSON().search).toBe('q'.repeat(191));
  expect((await searchRequest.response())?.status()).toBe(200);

  const user = page.getByRole('textbox', { name: 'User (login ID)' });
  const filtered = page.waitForRequest(
    (request) => isAuditLogs(request) && !!request.postDataJSON()?.userEmail,
  );
  await user.fill('u'.repeat(300));
  await expect(user).toHaveValue('u'.repeat(254));
  await user.press('Enter');
  expect((await filtered).postDataJSON().userEmail).toBe('u'.repeat(254));

  // A pasted link with a longer search sends only what the contract allows.
  const fromLink = page.waitForRequest((request) => isAuditLogs(request) && !!request.postDataJSON()?.search);
  await page.goto(`/administration/user-activity?search=${'z'.repeat(300)}`);
  const linkRequest = await fromLink;
  expect(linkRequest.postDataJSON().search).toBe('z'.repeat(191));
  expect((await linkRequest.response())?.status()).toBe(200);
});

test('user activity: a 1000-row page keeps the table small (virtualized)', async ({ page }) => {
  const first = page.waitForResponse(/\/restapi\/Agsc\/GetAuditLogs/);
  await signInAs(page, 'PartnerAdmin', { path: '/administration/user-activity?pageSize=1000' });
  const reply = (await (await first).json()) as PagedReply<unknown>;
  expect(reply.entityData.length).toBe(Math.min(1000, reply.totalCount));
  expect(reply.entityData.length).toBeGreaterThan(100);
  await expect(dataRows(page, 'User activity').first()).toBeVisible();
  const rendered = await dataRows(page, 'User activity').count();
  expect(rendered).toBeLessThan(100);
  const nodes = await table(page, 'User activity').evaluate(
    (element) => element.querySelectorAll('*').length,
  );
  expect(nodes).toBeLessThan(1400);
  await expect(table(page, 'User activity')).toHaveAttribute(
    'aria-rowcount',
    String(reply.entityData.length + 1),
  );
});

test('columns: a hidden column stays hidden after a reload (the user\u2019s settings)', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin', { path: '/administration/company-list' });
  await expect(page.getByRole('columnheader', { name: 'City' })).toBeVisible();
  const saved = page.waitForRequest(/\/restapi\/UserSettings\/CreateOrUpdateUserSettings/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'City' }).uncheck();
  await expect(page.getByRole('columnheader', { name: 'City' })).toHaveCount(0);
  const body = (await saved).postDataJSON() as { settingKey: string; settingValue: string };
  expect(body.settingKey).toBe('table.companies.columns');
  expect(JSON.parse(body.settingValue).hidden).toContain('city');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Company name' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'City' })).toHaveCount(0);

  // "Reset columns" brings the defaults back (and leaves the account as other tests expect it).
  const reset = page.waitForRequest(/\/restapi\/UserSettings\/CreateOrUpdateUserSettings/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await expect(page.getByRole('columnheader', { name: 'City' })).toBeVisible();
  expect(
    JSON.parse(((await reset).postDataJSON() as { settingValue: string }).settingValue).hidden,
  ).not.toContain('city');
});

test('a failed request keeps the previous rows, with the error and a retry', async ({ page }) => {
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list' });
  const firstName = (await columnTexts(page, 'Companies', 'Company name'))[0]!;
  await page.route(COMPANY_LIST, (route) =>
    route.fulfill({ status: 500, body: '{"isSuccess":false,"message":"x"}' }),
  );
  await page.getByRole('button', { name: 'Short name', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded' })).toBeVisible();
  await expect(dataRows(page, 'Companies').first()).toContainText(firstName);
  await page.unroute(COMPANY_LIST);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Short name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('a CSV export can be cancelled while a page is on its way: the request is aborted and no file comes', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list' });
  await expect(dataRows(page, 'Companies').first()).toBeVisible();
  // The export's first page (1000 rows) is held on its way until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isExportPage = (url: string) =>
    COMPANY_LIST.test(url) && new URL(url).searchParams.get('pageSize') === '1000';
  await page.route(
    (url) => isExportPage(url.toString()),
    async (route) => {
      await held;
      await route.continue().catch(() => {
        // The page aborted the request meanwhile: nothing to continue.
      });
    },
  );
  let downloads = 0;
  page.on('download', () => downloads++);

  const exportRequest = page.waitForRequest((request) => isExportPage(request.url()));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await exportRequest;
  await expect(page.getByRole('status').filter({ hasText: 'Exporting' })).toBeVisible();
  // Nothing has come yet: 0 % (an empty bar, so only its value can be checked).
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  const aborted = page.waitForEvent('requestfailed', (request) => isExportPage(request.url()));
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await aborted;
  await expect(page.getByRole('status').filter({ hasText: 'Export cancelled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel export' })).toHaveCount(0);
  release();
  expect(downloads).toBe(0);
  // The list is as it was, and a new export can start.
  await expect(dataRows(page, 'Companies').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('selection across pages: "select all N that match", unticking one, and the export of the selection', async ({
  page,
}) => {
  const first = waitForList(page, COMPANY_LIST);
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list?pageSize=25' });
  const { totalCount } = await companiesOf(await first);
  expect(totalCount).toBeGreaterThan(25);
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(25, totalCount).toLocaleString('en')} of ${totalCount.toLocaleString('en')}`,
  );
  const onPage1 = Math.min(25, totalCount);

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText(`${onPage1} rows selected`);
  await bar.getByRole('button', { name: `Select all ${totalCount} that match` }).click();
  await expect(bar).toContainText(`${totalCount} rows selected`);

  // Page 2: its rows are selected too; unticking one leaves N - 1 (N of the reply shown: other
  // test files may add companies meanwhile).
  const page2Reply = waitForList(page, COMPANY_LIST, (url) => url.searchParams.get('page') === '2');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  const page2 = await companiesOf(await page2Reply);
  await expect(rangeStatus(page)).toContainText('26–');
  const firstOnPage2 = dataRows(page, 'Companies').first().getByRole('checkbox');
  await expect(firstOnPage2).toBeChecked();
  await firstOnPage2.uncheck();
  await expect(bar).toContainText(`${page2.totalCount - 1} rows selected`);
  await expect(page.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();

  // The export of the selection: every matching row but the one unticked.
  const exportReply = waitForList(page, COMPANY_LIST, (url) => url.searchParams.get('pageSize') === '1000');
  const downloadEvent = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export selected' }).click();
  const exported = await companiesOf(await exportReply);
  const unticked = page2.entityData[0]!.companyName;
  const csv = (await readFile((await (await downloadEvent).path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [, ...body] = csv.split('\r\n').filter((line) => line !== '' && !line.startsWith('# '));
  expect(body).toHaveLength(exported.totalCount - 1);
  expect(body.some((line) => line.startsWith(`${unticked},`) || line.startsWith(`"${unticked}`))).toBe(false);
  expect(csv).toContain(`# Selected rows only: ${page2.totalCount - 1}`);

  // A new filter starts the selection over.
  await page.getByRole('combobox', { name: 'License status' }).click();
  await page.getByRole('option', { name: 'Activated', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Selected rows' })).toHaveCount(0);
});

test('the list page has no accessibility violations axe can find (table, filters, pager, selection bar)', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list?pageSize=25' });
  await expect(dataRows(page, 'Companies').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await expect(page.getByRole('region', { name: 'Selected rows' })).toBeVisible();
  // The table itself (cells, badges, row actions, header controls, resize handles).
  expect(await axeViolations(page, { include: ['table[aria-label="Companies"]'] })).toEqual([]);
  // The whole page, colour contrast included (the theme meets WCAG AA since stop 8).
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
});

test('partners: the search box narrows the list (a chip, page 1), and rows answer the keyboard', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin', { path: '/administration/manage-partners' });
  await expect(dataRows(page, 'Partners').first()).toBeVisible();

  const searched = page.waitForResponse(
    (response) =>
      /\/restapi\/Partner\/Search/.test(response.url()) &&
      response.request().postDataJSON()?.search === 'Contoso',
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill('Contoso');
  const reply = await searched;
  expect(reply.request().postDataJSON()).toMatchObject({ page: 1, search: 'Contoso' });
  const body = (await reply.json()) as PagedReply<{ name: string }>;
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([
    'Search: Contoso',
  ]);
  await expect(dataRows(page, 'Partners')).toHaveCount(body.entityData.length);
  await expect(dataRows(page, 'Partners').first()).toContainText('Contoso');
  await expect(page).toHaveURL(/search=Contoso/);

  // "Clear all" brings every partner back, and empties the box.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page).not.toHaveURL(/search=/);

  // One row in the tab order; arrows move, Space selects.
  const rows = dataRows(page, 'Partners');
  await expect(rows.nth(1)).toBeVisible();
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('1 row selected');
  await page.keyboard.press('End');
  await expect(rows.last()).toBeFocused();
  await expect(rows.first()).toHaveAttribute('tabindex', '-1');
});

test('in Japanese: the users list and its controls speak Japanese, dates in Japanese form', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto('/administration/users');
  const users = page.getByRole('table', { name: 'ユーザー' });
  await expect(users.locator('tbody tr[data-row-index]').first()).toBeVisible();
  await expect(users.getByRole('columnheader', { name: 'ログイン ID（メール）' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV エクスポート' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /件中/ })).toBeVisible();
  // A created-on date as Japanese write it (year/month/day).
  await expect(users.locator('tbody time').first()).toHaveText(/^\d{4}\/\d{1,2}\/\d{1,2}/);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\b(?:table|admin|forms|scope)\.[a-zA-Z]+/);
});

// The dashboards against the sandbox: every role lands on its titled dashboard with no "Not
// built yet"; the overview tiles, the alert summary and the top 5 computers show what the API
// answered the page for that role and scope, each figure a link to its list; the alert summary
// asks for the last 7 days; a top computers reply with isSuccess false shows its message and a
// failing widget its own error while the others show; a click on a blocks bar opens the event
// inspection for that day; the time range in the URL changes the chart requests; axe in light
// and dark; Japanese. Every window is the one of src/domain/dashboard-window.ts, named under the
// widget's title, and a figure's link opens the list of exactly that window (its total equal).
import { expect, test, type Locator, type Page, type Request, type Response } from '@playwright/test';
import type { RoleName } from '../../src/domain/roles';
import type { ApiSchema } from '../../src/api/contract-types';
import { formatAbbreviated } from '../../src/i18n/format';
import { bucketWindow, windowFilterValue } from '../../src/domain/dashboard-window';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

type Overview = ApiSchema<'CompanyOverview'>;
type AlertSummary = ApiSchema<'AlertSummary'>;
type TopComputer = ApiSchema<'TopComputer'>;
type TopGroup = ApiSchema<'TopGroup'>;
type RangeBody = ApiSchema<'DashboardRangeRequest'>;
type AssetCounts = ApiSchema<'AssetCounts'>;
interface Reply<T> {
  isSuccess: boolean;
  entityData: T;
}

const DASHBOARD = '/dashboard/company-overview';
const call = (operation: string) => (response: Response) =>
  response.url().endsWith(`/restapi/Dashboard/${operation}`) && response.ok();
const eventList = (response: Response) =>
  response.url().endsWith('/restapi/Event/GetEventInspectionPageData') && response.ok();
const DAY = 86_400_000;

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (region: Locator, id: string) => region.locator(`[data-figure="${id}"]`);

/** Each role's title, and the assets call of its scope: the companies, a company's sites, a site's groups. */
const TITLES: [RoleName, string, string][] = [
  ['PartnerAdmin', 'Partner dashboard', 'GetCompanyAssets'],
  ['CompanyAdmin', 'Company overview', 'GetSiteAssets'],
  ['SiteAdmin', 'Site dashboard', 'GetGroupAssets'],
  ['SiteAudit', 'Site dashboard', 'GetGroupAssets'],
  ['GroupAdmin', 'Group dashboard', 'GetGroupAssets'],
  ['GroupAudit', 'Group dashboard', 'GetGroupAssets'],
];

for (const [role, title, assetsCall] of TITLES) {
  test(`${role} lands on the ${title} with the API's figures`, async ({ page }) => {
    const overviewReply = page.waitForResponse(call('GetCompanyOverviewInformation'));
    const summaryReply = page.waitForResponse(call('GetAlertSummary'));
    const assetsReply = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/restapi/Dashboard/${assetsCall}` && r.ok(),
    );
    await signInAs(page, role);
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const overview = ((await (await overviewReply).json()) as Reply<Overview>).entityData;
    const tiles = widget(page, 'Overview');
    const expected: [string, number][] = [
      ['computers', overview.computerCount],
      ['online', overview.onlineCount],
      ['offline', overview.offlineCount],
      ['protected', overview.protectedCount],
      ['lockdown', overview.lockdownCount],
      ['discovery', overview.discoveryCount],
      ['unresolvedAlerts', overview.unresolvedAlertCount],
      ['blocks', overview.blocksLast7Days],
    ];
    for (const [id, value] of expected) {
      await expect(figure(tiles, id), id).toContainText(formatAbbreviated(value));
    }

    const summary = ((await (await summaryReply).json()) as Reply<AlertSummary>).entityData;
    const alerts = widget(page, 'Alerts, last 7 days');
    await expect(figure(alerts, 'total')).toContainText(formatAbbreviated(summary.total));
    for (const { severity, count } of summary.bySeverity) {
      await expect(figure(alerts, severity), severity).toContainText(formatAbbreviated(count));
    }
    for (const { status, count } of summary.byStatus) {
      await expect(figure(alerts, status), status).toContainText(formatAbbreviated(count));
    }
    const assets = ((await (await assetsReply).json()) as Reply<{ counts: AssetCounts }[]>).entityData;
    const assetRows = widget(page, 'Assets').getByRole('table').locator('tbody tr');
    await expect(assetRows).toHaveCount(assets.length);
    for (const [i, { counts }] of assets.entries()) {
      const cells = assetRows.nth(i).locator('td');
      await expect(cells.nth(1)).toHaveText(formatAbbreviated(counts.computerCount));
      await expect(cells.nth(3)).toHaveText(formatAbbreviated(counts.offlineCount));
      await expect(cells.nth(5)).toHaveText(formatAbbreviated(counts.lockdownCount));
    }
    await expect(page.getByText('Not built yet')).toHaveCount(0);
    // Every widget drew: none is loading or failed.
    await expect(page.locator('section[data-widget][aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('section[data-widget] [role="alert"]')).toHaveCount(0);
  });
}

test('the company admin: every figure links to its list, the alert summary covers the last 7 days', async ({
  page,
}) => {
  const summaryRequest = page.waitForRequest((r) => r.url().endsWith('/restapi/Dashboard/GetAlertSummary'));
  const topReply = page.waitForResponse(call('GetTopComputers'));
  const topGroupsReply = page.waitForResponse(call('GetTopFiveGroups'));
  await signInAs(page, 'CompanyAdmin');

  // The last 7 days: today (UTC) and the 6 days before, both ends included, named on the widget.
  const body = (await summaryRequest).postDataJSON() as RangeBody;
  const span = new Date(body.endDate).getTime() + 1 - new Date(body.startDate).getTime();
  expect(span).toBe(7 * DAY);
  expect(body.startDate).toMatch(/T00:00:00\.000Z$/);
  expect(new Date(body.endDate).getTime() - Date.now()).toBeLessThan(DAY);
  await expect(widget(page, 'Alerts, last 7 days').locator('[data-window="week"]')).toHaveText(
    /^Last 7 days: .+ to .+ \(UTC days\)$/,
  );
  const week = windowFilterValue(body);

  const tiles = widget(page, 'Overview');
  await expect(figure(tiles, 'offline').getByRole('link')).toHaveAttribute(
    'href',
    '/endpoints/computers/offline',
  );
  await expect(figure(tiles, 'unresolvedAlerts').getByRole('link')).toHaveAttribute(
    'href',
    '/alert-console/unresolved',
  );
  const lockdown = new URLSearchParams(
    (await figure(tiles, 'lockdown').getByRole('link').getAttribute('href'))!.split('?')[1],
  );
  expect(JSON.parse(lockdown.get('filters')!)).toEqual({ protectionMode: 'Lockdown' });

  const high = figure(widget(page, 'Alerts, last 7 days'), 'High').getByRole('link');
  const highHref = new URL((await high.getAttribute('href'))!, 'http://x');
  expect(highHref.pathname).toBe('/alert-console/all');
  expect(JSON.parse(highHref.searchParams.get('filters')!)).toEqual({
    severity: 'High',
    triggered: week,
  });

  const top = ((await (await topReply).json()) as Reply<TopComputer[]>).entityData;
  expect(top.length).toBeGreaterThan(0);
  const topTable = widget(page, 'Top 5 computers').getByRole('table');
  await expect(topTable.locator('tbody tr')).toHaveCount(top.length);
  for (const [i, computer] of top.entries()) {
    const row = topTable.locator('tbody tr').nth(i);
    await expect(row.getByRole('link', { name: computer.computerName })).toHaveAttribute(
      'href',
      `/endpoints/computer/${computer.computerGuid}`,
    );
    // Its blocks open the computer's blocks of the same week.
    const blocks = row.locator('td').nth(2).getByRole('link');
    await expect(blocks).toHaveText(formatAbbreviated(computer.blockCount));
    expect(
      JSON.parse(new URL((await blocks.getAttribute('href'))!, 'http://x').searchParams.get('filters')!),
    ).toEqual({ action: 'blocked', computer: computer.computerGuid, reported: week });
  }

  // The top 5 groups: the API's figures, each group a link to its computers in the asset drill-down,
  // its block count a link to the group's blocks of the week in the event inspection.
  const groups = ((await (await topGroupsReply).json()) as Reply<TopGroup[]>).entityData;
  expect(groups.length).toBeGreaterThan(0);
  const groupRows = widget(page, 'Top 5 groups').getByRole('table').locator('tbody tr');
  await expect(groupRows).toHaveCount(groups.length);
  for (const [i, group] of groups.entries()) {
    const row = groupRows.nth(i);
    await expect(row.getByRole('link', { name: group.groupName })).toHaveAttribute(
      'href',
      `/endpoints/company/${group.companyId}/sites/${group.siteGuid}/groups/${group.groupGuid}/computers`,
    );
    await expect(row.locator('td').nth(1)).toHaveText(group.siteName);
    await expect(row.locator('td').nth(2)).toHaveText(formatAbbreviated(group.computerCount));
    const blocks = row.locator('td').nth(3).getByRole('link');
    await expect(blocks).toHaveText(formatAbbreviated(group.blockCount));
    const blocksHref = new URL((await blocks.getAttribute('href'))!, 'http://x');
    expect(blocksHref.pathname).toBe('/event-inspection/all-events');
    expect(JSON.parse(blocksHref.searchParams.get('filters')!)).toEqual({
      action: 'blocked',
      group: group.groupGuid,
      reported: week,
    });
  }
  await groupRows.first().getByRole('link', { name: groups[0]!.groupName }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${groups[0]!.groupGuid}/computers$`));
  // The group's own page (a wrong company or site is "not found" there).
  const place = page.getByRole('navigation', { name: 'Place in the drill-down' });
  await expect(place.locator('[aria-current="page"]')).toHaveText(groups[0]!.groupName);
  await expect(place.getByRole('link').last()).toHaveText(groups[0]!.siteName);
  await page.goBack();

  // The event inspection asks for the group's blocks of the same week, and finds as many.
  const groupEvents = page.waitForResponse(eventList);
  await groupRows.first().locator('td').nth(3).getByRole('link').click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?filters=/);
  const groupList = await groupEvents;
  expect(groupList.request().postDataJSON()).toMatchObject({
    groupGuid: groups[0]!.groupGuid,
    actionTaken: 'blocked',
    dateRange: { startDate: body.startDate, endDate: body.endDate },
  });
  expect(((await groupList.json()) as { totalCount: number }).totalCount).toBe(groups[0]!.blockCount);
  // Shown as a removable chip naming the group (a group has no control of its own).
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Group: ${groups[0]!.groupName}` })
      .getByRole('button'),
  ).toBeVisible();
  await page.goBack();

  await high.click();
  await expect(page).toHaveURL(/\/alert-console\/all\?filters=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a click on a blocks bar opens the event inspection for that day, with as many blocks', async ({
  page,
}) => {
  const blocksReply = page.waitForResponse(call('GetBlocksOverTime'));
  const blocksRequest = page.waitForRequest((r) => r.url().endsWith('/restapi/Dashboard/GetBlocksOverTime'));
  await signInAs(page, 'CompanyAdmin');
  const blocks = (await (await blocksReply).json()) as Reply<ApiSchema<'BlockSeries'>>;
  const region = widget(page, 'Blocks over time');
  await expect(figure(region, 'total')).toContainText(formatAbbreviated(blocks.entityData.total));
  // The figures as a table: one row per day, each count a link to that day's blocks.
  await region.getByText('Figures as a table').click();
  const rows = region.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(blocks.entityData.points.length);
  // The latest day with blocks (a day without any draws no bar to click).
  const points = blocks.entityData.points;
  const index = points.findLastIndex((point) => point.count > 0);
  expect(index).toBeGreaterThanOrEqual(0);
  // The bar's day: its UTC day, both ends included, as exact instants.
  const day = windowFilterValue(bucketWindow(points[index]!.timestamp, 'day'));
  await expect(rows.nth(index)).toContainText(formatAbbreviated(points[index]!.count));
  await expect(rows.nth(index).getByRole('link')).toHaveAttribute(
    'href',
    `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify({ action: 'blocked', reported: day }))}`,
  );
  // The total opens the blocks of the whole range.
  const range = (await blocksRequest).postDataJSON() as RangeBody;
  await expect(figure(region, 'total').getByRole('link')).toHaveAttribute(
    'href',
    `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify({ action: 'blocked', reported: windowFilterValue(range) }))}`,
  );

  const bars = region.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(points.length);
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });
  const dayEvents = page.waitForResponse(eventList);
  await bars.nth(index).click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?filters=/);
  const filters = JSON.parse(new URL(page.url()).searchParams.get('filters')!) as Record<string, string>;
  expect(filters).toEqual({ action: 'blocked', reported: day });
  expect(((await (await dayEvents).json()) as { totalCount: number }).totalCount).toBe(points[index]!.count);
});

test('the time range in the URL changes the time-based widgets', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await expect(widget(page, 'Blocks over time').locator('[data-figure="total"]')).toBeVisible();
  // A widget still loading its 7 days may ask after this point: wait for the asks of 30 days.
  const spanInDays = (r: Request) => {
    const body = r.postDataJSON() as RangeBody;
    return Math.ceil((new Date(body.endDate).getTime() - new Date(body.startDate).getTime()) / 86_400_000);
  };
  const monthRequest = page.waitForRequest(
    (r) => r.url().endsWith('/restapi/Dashboard/GetBlocksOverTime') && spanInDays(r) > 7,
  );
  const trendsRequest = page.waitForRequest(
    (r) => r.url().endsWith('/restapi/Dashboard/GetEventTrends') && spanInDays(r) > 7,
  );
  await page.getByRole('radiogroup', { name: 'Time range' }).getByRole('radio', { name: '30 days' }).check();
  await expect(page).toHaveURL(/range=30d/);
  for (const request of [await monthRequest, await trendsRequest]) {
    expect((request.postDataJSON() as RangeBody).bucket).toBe('day');
    expect(spanInDays(request)).toBe(30);
  }
  // The alert summary stays on the last 7 days.
  await page.reload();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
});

test('a top computers reply with isSuccess false shows its message; a failing widget does not blank the others', async ({
  page,
}) => {
  const message = 'Top computers are not available right now: the event index is being rebuilt.';
  await page.route('**/restapi/Dashboard/GetTopComputers', (route) =>
    route.fulfill({
      json: { isSuccess: false, message, totalCount: 0, entityDataCount: 0, entityData: null },
    }),
  );
  await page.route('**/restapi/Dashboard/GetKnownThreads', (route) =>
    route.fulfill({ status: 500, json: { isSuccess: false, message: 'boom', errors: [] } }),
  );
  await signInAs(page, 'CompanyAdmin');
  await expect(widget(page, 'Top 5 computers').getByRole('status')).toHaveText(message);
  const threats = widget(page, 'Known threats');
  await expect(threats.getByRole('alert')).toContainText('Known threats could not be loaded.');
  await expect(figure(widget(page, 'Overview'), 'computers')).toBeVisible();
  await expect(widget(page, 'Top 5 groups').getByRole('table')).toBeVisible();

  // Try again asks once more: now it answers.
  await page.unroute('**/restapi/Dashboard/GetKnownThreads');
  await threats.getByRole('button', { name: 'Try again' }).click();
  await expect(threats.getByRole('table')).toBeVisible();
});

test('the dashboard passes axe in light and dark, and reads in Japanese', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await expect(page.locator('section[data-widget][aria-busy="true"]')).toHaveCount(0);
  await widget(page, 'Blocks over time').getByText('Figures as a table').click();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
  await expect(widget(page, '概要')).toBeVisible();
  await expect(widget(page, 'アラート（過去7日間）')).toBeVisible();
  // The window each widget counts is named in Japanese too.
  await expect(widget(page, 'アラート（過去7日間）').locator('[data-window="week"]')).toHaveText(
    /^過去7日間: .+～.+（UTCの日付）$/,
  );
  await expect(widget(page, '既知の脅威').locator('[data-window="allTime"]')).toHaveText('全期間');
  await expect(page.getByRole('radiogroup', { name: '期間' })).toBeVisible();
});

test('the custom dashboard keeps the widgets picked, ordered and hidden after a reload, and resets', async ({
  page,
}) => {
  const shownWidgets = () =>
    page
      .locator('section[data-widget]')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-widget')));
  await signInAs(page, 'GroupAudit', { path: '/dashboard/custom-dashboard' });
  await expect(page).toHaveURL(/\/dashboard\/custom-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom dashboard' })).toBeVisible();
  const defaults = await shownWidgets();
  expect(defaults).toHaveLength(10);

  await page.getByText('Choose widgets').click();
  const saved = () =>
    page.waitForRequest((r) => r.url().endsWith('/restapi/UserSettings/CreateOrUpdateUserSettings'));
  let save = saved();
  await page.getByRole('checkbox', { name: 'Show Known threats' }).uncheck();
  expect((await save).postDataJSON()).toMatchObject({ settingKey: 'dashboard.custom.widgets' });
  save = saved();
  await page.getByRole('button', { name: 'Move Event trends up' }).click();
  await save;
  save = saved();
  await page.getByRole('button', { name: 'Move Event trends up' }).click();
  await save;
  const expected = defaults.filter((id) => id !== 'knownThreats');
  expected.splice(expected.indexOf('eventTrends'), 1);
  expected.splice(expected.indexOf('topComputers'), 0, 'eventTrends');
  await expect.poll(shownWidgets).toEqual(expected);
  await expect(page.getByRole('region', { name: 'Known threats' })).toHaveCount(0);

  await page.reload();
  await expect.poll(shownWidgets).toEqual(expected);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByText('Choose widgets').click();
  save = saved();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await save;
  await expect.poll(shownWidgets).toEqual(defaults);
  await page.reload();
  await expect.poll(shownWidgets).toEqual(defaults);
});

// The policy overview against the sandbox: its counts are the GetPolicyReviewDashboard reply's,
// each figure a link to the list behind it (the reviews of a status or risk level, the
// decisions awaited) for the group admin; company and site admins see the same figures without
// links (the lists are the group admin's), and a Site Admin sees policy review, tuning and
// compare disabled with the reason; axe; Japanese.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import type { RoleName } from '../../src/domain/roles';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts } from './support/table';

type Dashboard = ApiSchema<'PolicyReviewDashboard'>;

const OVERVIEW = '/administration/policy-overview';
const STATUS_WORDS: Record<ApiSchema<'ReviewStatus'>, string> = {
  DraftReview: 'Draft review',
  Drafted: 'Drafted',
  Applied: 'Applied',
  Published: 'Published',
  Completed: 'Completed',
  Deleted: 'Deleted',
  KeepEnforcing: 'Keep enforcing',
};
const RISK_WORDS: Record<ApiSchema<'RiskLevel'>, string> = {
  Low: 'Low',
  Medium: 'Medium',
  High: 'High',
  Critical: 'Critical',
};

const isDashboard = (response: Response) =>
  response.url().endsWith('/restapi/PolicyReview/GetPolicyReviewDashboard') && response.ok();

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (within: Locator, id: string) => within.locator(`[data-figure="${id}"]`);
const reviewsWith = (filters: Record<string, string>) =>
  `/policies/policy-review?filters=${encodeURIComponent(JSON.stringify(filters))}`;

/** Opens the overview as a role; returns the dashboard reply the page got. */
async function openOverview(page: Page, role: RoleName): Promise<Dashboard> {
  await signInAs(page, role);
  const reply = page.waitForResponse(isDashboard);
  await page.goto(OVERVIEW);
  return ((await (await reply).json()) as { entityData: Dashboard }).entityData;
}

/** The rows of a chart's "Figures as a table": [row header, figure text, the figure's link or null]. */
async function figureRows(page: Page, chart: string): Promise<Array<[string, string, string | null]>> {
  const section = region(page, chart);
  await section.getByText('Figures as a table').click();
  const rows = section.getByRole('table', { name: chart }).locator('tbody tr');
  const out: Array<[string, string, string | null]> = [];
  for (const row of await rows.all()) {
    const link = row.getByRole('link');
    out.push([
      (await row.getByRole('rowheader').innerText()).trim(),
      (await row.getByRole('cell').innerText()).trim(),
      (await link.count()) > 0 ? await link.getAttribute('href') : null,
    ]);
  }
  return out;
}

test('the group admin’s overview counts are the dashboard call’s, each a link to the list behind it', async ({
  page,
}) => {
  const data = await openOverview(page, 'GroupAdmin');
  const totals = region(page, 'Reviews and decisions');
  await expect(figure(totals, 'totalReviews')).toContainText(String(data.totalReviews));
  await expect(figure(totals, 'totalReviews').getByRole('link')).toHaveAttribute(
    'href',
    '/policies/policy-review',
  );
  await expect(figure(totals, 'pendingDecisions')).toContainText(String(data.pendingDecisions));
  await expect(figure(totals, 'pendingDecisions').getByRole('link')).toHaveAttribute(
    'href',
    `/policies/policy-change-checklist/draftreviews?filters=${encodeURIComponent(JSON.stringify({ decisionStatus: 'Pending' }))}`,
  );

  expect(await figureRows(page, 'Reviews by status')).toEqual(
    data.byStatus.map(({ status, count }) => [STATUS_WORDS[status], String(count), reviewsWith({ status })]),
  );
  expect(await figureRows(page, 'Reviews by risk level')).toEqual(
    data.byRiskLevel.map(({ riskLevel, count }) => [
      RISK_WORDS[riskLevel],
      String(count),
      reviewsWith({ riskLevel }),
    ]),
  );
  expect(await axeViolations(page)).toEqual([]);

  // A figure opens its list, filtered: as many reviews as it counted. (Critical: the other
  // specs create Medium reviews, so this count holds while they run beside this one.)
  const critical = data.byRiskLevel.find((r) => r.riskLevel === 'Critical')!;
  const list = page.waitForResponse(
    (response) => response.url().endsWith('/restapi/PolicyReview/ListReviews') && response.ok(),
  );
  await region(page, 'Reviews by risk level')
    .getByRole('row', { name: /^Critical/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/policies\/policy-review\?filters=/);
  const reviews = (await (await list).json()) as {
    totalCount: number;
    entityData: Array<{ name: string; riskLevel: string }>;
  };
  expect(reviews.totalCount).toBe(critical.count);
  expect(reviews.entityData.every((review) => review.riskLevel === 'Critical')).toBe(true);
  await expect
    .poll(() => columnTexts(page, 'Policy reviews', 'Review'))
    .toEqual(reviews.entityData.slice(0, 50).map((review) => review.name));
});

test('company and site admins see the counts of their scope, without links to the group admin’s lists', async ({
  page,
}) => {
  for (const role of ['CompanyAdmin', 'SiteAdmin'] as const) {
    const data = await openOverview(page, role);
    const totals = region(page, 'Reviews and decisions');
    await expect(figure(totals, 'totalReviews')).toContainText(String(data.totalReviews));
    await expect(figure(totals, 'totalReviews').getByRole('link')).toHaveCount(0);
    expect(await figureRows(page, 'Reviews by status')).toEqual(
      data.byStatus.map(({ status, count }) => [STATUS_WORDS[status], String(count), null]),
    );
    // The next role signs in afresh.
    await page.goto('about:blank'); // the console's live stream would react to the cookie's loss
    await page.context().clearCookies();
  }
});

test('a Site Admin sees policy review, tuning and compare disabled with the reason, and cannot open compare', async ({
  page,
}) => {
  await signInAs(page, 'SiteAdmin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Policy review', 'Policy tuning', 'Policy compare']) {
    const entry = nav.getByRole('button', { name, exact: true });
    await expect(entry).toBeDisabled();
    await expect(entry).toHaveAccessibleDescription('Not available for your role');
    await expect(entry).toContainText('Not available for your role');
  }
  await expect(nav.getByRole('link', { name: 'Policy overview', exact: true })).toBeVisible();
  expect(await axeViolations(page, { include: ['nav'] })).toEqual([]);
  await page.goto('/administration/policy-compare?review=502');
  await expect(page.getByText('Access to this resource on the server is denied !')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Review' })).toHaveCount(0);
});

test('in Japanese, the overview speaks Japanese', async ({ page }) => {
  await signInAs(page, 'GroupAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  const reply = page.waitForResponse(isDashboard);
  await page.goto(OVERVIEW);
  const data = ((await (await reply).json()) as { entityData: Dashboard }).entityData;
  await expect(region(page, 'ステータス別のレビュー')).toBeVisible();
  await expect(figure(region(page, 'レビューと決定'), 'pendingDecisions')).toContainText(
    `${data.pendingDecisions}決定待ち`,
  );
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bpolicy(Overview|Review)\.[a-zA-Z]+/);
  expect(await axeViolations(page)).toEqual([]);
});

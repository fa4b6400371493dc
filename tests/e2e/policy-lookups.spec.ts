// The policy review's option lists come from the server's lookups, once per session: the reviews'
// risk filter offers what GetRiskLevels answers, in its order (here a reply narrowed in the
// browser, to tell the server's list from one built into the console), named by the catalogue
// in English and Japanese; a move between the lists asks no lookup again.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

const LOOKUPS = [
  'GetReviewStatuses',
  'GetRiskLevels',
  'GetModes',
  'GetScopes',
  'GetDecisionStatus',
  'GetDecisions',
];

function countLookups(page: Page): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(LOOKUPS.map((name) => [name, 0]));
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop()!;
    if (name in counts) counts[name]! += 1;
  });
  return counts;
}

test('the risk filter offers the server\u2019s risk levels, in its order and the reader\u2019s language', async ({
  page,
}) => {
  await page.route(/\/restapi\/PolicyReview\/GetRiskLevels$/, (route) =>
    route.fulfill({
      json: {
        isSuccess: true,
        message: null,
        totalCount: 2,
        entityDataCount: 2,
        entityData: [
          { id: 'Critical', name: 'Critical' },
          { id: 'Low', name: 'Low' },
        ],
      },
    }),
  );
  await signInAs(page, 'GroupAdmin', { path: '/policies/policy-review' });
  await page.getByRole('combobox', { name: 'Risk level' }).click();
  await expect(page.getByRole('option')).toHaveText(['Critical', 'Low']);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByText('日本語').click();
  await page.getByRole('combobox', { name: 'リスクレベル' }).click();
  await expect(page.getByRole('option')).toHaveCount(2);
});

test('the lookups are asked for once per session, beside the page', async ({ page }) => {
  const counts = countLookups(page);
  await signInAs(page, 'GroupAdmin', { path: '/administration/policy-review' });
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Drafted' }).click();
  await expect(page).toHaveURL(/\/administration\/policy-review\/drafted/);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/administration\/policy-review$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  expect(counts).toEqual(Object.fromEntries(LOOKUPS.map((name) => [name, 1])));
});

// Policy compare against the sandbox: the group admin picks a review and compares it with the
// policy as it stands, then with another review; the table shows the CompareReviews reply, the
// changed decisions marked; the two sides stay in the URL; axe; Japanese.
import { expect, test, type Page, type Response } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows } from './support/table';

type Row = ApiSchema<'ReviewComparisonRow'>;

const TABLE = 'Compared decisions';
const QUARTER_END = /^Quarter-end reporting tools \(/;
const PAYROLL = /^Payroll export helper \(/;

const isCompare = (response: Response) =>
  response.url().endsWith('/restapi/PolicyReview/CompareReviews') && response.ok();

async function pick(
  page: Page,
  picker: string,
  option: RegExp | string,
): Promise<{ body: unknown; rows: Row[] }> {
  const reply = page.waitForResponse(isCompare);
  await page.getByRole('combobox', { name: picker }).click();
  await page.getByRole('option', { name: option }).click();
  const response = await reply;
  return {
    body: response.request().postDataJSON(),
    rows: ((await response.json()) as { entityData: Row[] }).entityData,
  };
}

const rowOf = (page: Page, fileName: string) =>
  dataRows(page, TABLE).filter({ has: page.getByRole('cell', { name: fileName, exact: true }) });

test('a review against the policy, then against another review: the changed decisions are marked', async ({
  page,
}) => {
  await signInAs(page, 'GroupAdmin');
  await page.goto('/administration/policy-compare');
  await expect(page.getByText('Choose a review to compare.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue('The policy as it stands');

  const policy = await pick(page, 'Review', QUARTER_END);
  expect(policy.body).toMatchObject({ reviewId: 502, otherReviewId: null });
  await expect(page).toHaveURL(/review=502/);
  await expect.poll(() => columnTexts(page, TABLE, 'File')).toEqual(policy.rows.map((row) => row.fileName));
  expect(await columnTexts(page, TABLE, 'Change')).toEqual(
    policy.rows.map((row) => (row.changed ? 'Changes' : 'No change')),
  );
  // QBW32.exe: the review adds it as a power app; the policy holds no decision on it.
  const qbw = policy.rows.find((row) => row.fileName === 'QBW32.exe')!;
  expect(qbw).toMatchObject({ decision: 'AddPowerApp', otherDecision: null, changed: true });
  const qbwRow = rowOf(page, 'QBW32.exe');
  await expect(qbwRow).toContainText('Add as power app');
  await expect(qbwRow).toContainText('No decision');
  await expect(qbwRow).toContainText('Changes');
  expect(await axeViolations(page)).toEqual([]);

  const other = await pick(page, 'Compare with', PAYROLL);
  expect(other.body).toMatchObject({ reviewId: 502, otherReviewId: 504 });
  await expect(page).toHaveURL(/review=502&against=504|against=504&review=502/);
  await expect(page.getByRole('columnheader', { name: /Decision in the other review/ })).toBeVisible();
  // update_helper.dll is on the payroll review's checklist only.
  const helper = other.rows.find((row) => row.fileName === 'update_helper.dll')!;
  expect(helper).toMatchObject({ decisionStatus: null, changed: true });
  await expect(rowOf(page, 'update_helper.dll')).toContainText('Not on the checklist');
  await expect
    .poll(() => columnTexts(page, TABLE, 'Change'))
    .toEqual(other.rows.map((row) => (row.changed ? 'Changes' : 'No change')));

  // A reload shows the same comparison.
  const again = page.waitForResponse(isCompare);
  await page.reload();
  expect((await again).request().postDataJSON()).toMatchObject({ reviewId: 502, otherReviewId: 504 });
  await expect(page.getByRole('combobox', { name: 'Review' })).toHaveValue(QUARTER_END);
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue(PAYROLL);
});

test('in Japanese, the comparison speaks Japanese', async ({ page }) => {
  await signInAs(page, 'GroupAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  const reply = page.waitForResponse(isCompare);
  await page.goto('/administration/policy-compare?review=502');
  await reply;
  await expect(page.getByRole('combobox', { name: '比較対象' })).toHaveValue('現在のポリシー');
  const grid = page.getByRole('table', { name: '決定の比較' });
  await expect(grid.getByRole('columnheader', { name: /ポリシーでの決定/ })).toBeVisible();
  await expect(grid.getByText('変更あり').first()).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bpolicy(Compare|Review)\.[a-zA-Z]+/);
  expect(await axeViolations(page)).toEqual([]);
});

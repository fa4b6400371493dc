// Policy review applies (issue 28) against the sandbox: the group admin applies then publishes
// the seeded review "Quarter-end reporting tools"; its checklist drawer links to the draft, then
// to the version Published made; that version's row names the review and links back to it; axe.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { openAsGroupAdmin } from './support/policy-review';
import { dataRows } from './support/table';

interface PolicyChange {
  blockId: number;
  blockName: string;
  version: number | null;
  componentCount: number;
}

const NAME = 'Quarter-end reporting tools';
const TABLE = 'Policy reviews';
const rowOf = (page: Page) =>
  dataRows(page, TABLE).filter({ has: page.getByRole('cell', { name: NAME, exact: true }) });

/** Makes a move through the row's menu and its question; the review's policy change in the reply. */
async function moveTo(page: Page, action: 'Apply' | 'Publish', question: string): Promise<PolicyChange> {
  await page.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await page.getByRole('menuitem', { name: `${action} ${NAME}` }).click();
  const replied = page.waitForResponse(/\/restapi\/PolicyReview\/ChangeReviewStatus$/);
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: action }).click();
  const reply = await replied;
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { entityData: { policyChange: PolicyChange } }).entityData.policyChange;
}

const openChecklist = async (page: Page) => {
  await rowOf(page).getByRole('cell', { name: NAME, exact: true }).click();
  return page.getByRole('dialog', { name: `Checklist of ${NAME}` });
};

test('a review applied then published writes a draft, then a version that names the review, linked both ways', async ({
  page,
}) => {
  await openAsGroupAdmin(page, `/policies/policy-review?search=${encodeURIComponent(NAME)}`, 'ListReviews');
  await expect(rowOf(page)).toContainText('Drafted');

  const applied = await moveTo(page, 'Apply', 'Apply this review?');
  expect(applied).toMatchObject({ blockName: 'Finance add-ins', version: null, componentCount: 3 });
  await expect(rowOf(page)).toContainText('Applied');
  let drawer = await openChecklist(page);
  await expect(drawer.getByText('Rules written: 3')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Finance add-ins, draft' })).toHaveAttribute(
    'href',
    `/policy/show?blockId=${applied.blockId}&view=draft`,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const published = await moveTo(page, 'Publish', 'Publish this review?');
  expect(published.blockId).toBe(applied.blockId);
  expect(published.version).toBeGreaterThan(0);
  await expect(rowOf(page)).toContainText('Published');
  drawer = await openChecklist(page);
  await expect(
    drawer.getByText(`Published as version ${published.version} of the building block Finance add-ins.`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await drawer.getByRole('link', { name: `Finance add-ins, version ${published.version}` }).click();

  // The block's page at that version: its row of the versions names the review, a link back.
  await expect(page).toHaveURL(
    new RegExp(`/policy/show\\?blockId=${published.blockId}&view=${published.version}`),
  );
  const versionRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `v${published.version}`, exact: true }) });
  const back = versionRow.getByRole('link', { name: NAME });
  await expect(back).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await back.click();
  await expect(page).toHaveURL(/\/policies\/policy-review\?/);
  await expect(page.getByRole('dialog', { name: `Checklist of ${NAME}` })).toBeVisible();
});

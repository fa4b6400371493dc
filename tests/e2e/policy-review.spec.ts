// Policy review against the sandbox: the lists of reviews show what ListReviews returns for the
// group admin; a review walks Draft review -> Drafted -> Applied -> Published with only the
// allowed moves offered (Applied and Published asked first); a move someone made meanwhile is
// refused with the server's words and the real status shows; a Site Admin sees policy review
// disabled; Japanese; axe on the list, the menu and the dialog.
import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations } from './support/axe';
import { addBlocks, callLike, createReview, nextPageReply, openAsGroupAdmin } from './support/policy-review';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows } from './support/table';

interface Review {
  reviewId: number;
  name: string;
  status: string;
  checklistItemCount: number;
  decidedItemCount: number;
}

const TABLE = 'Policy reviews';

// The moves change the shared world's reviews: one test at a time, in order.
test.describe.configure({ mode: 'default' });

const openList = (page: Page, path: string) => openAsGroupAdmin<Review>(page, path, 'ListReviews');

const rowOf = (page: Page, name: string) =>
  dataRows(page, TABLE).filter({ has: page.getByRole('cell', { name, exact: true }) });

async function offeredMoves(page: Page, name: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  // The menu opens after the click: read its items once it shows (an open review's has Edit).
  await expect(page.getByRole('menuitem', { name: `Edit ${name}` })).toBeVisible();
  const items = (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  // The menu also edits an open review (policy-checklist.spec.ts); the moves are the rest.
  return items.filter((text) => text !== 'Edit');
}

test('every list shows the reviews and the progress ListReviews gives the group admin', async ({ page }) => {
  const { reply } = await openList(page, '/administration/policy-review');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(() => columnTexts(page, TABLE, 'Review'))
    .toEqual(reply.entityData.slice(0, 50).map((review) => review.name));
  expect(await columnTexts(page, TABLE, 'Checklist progress')).toEqual(
    reply.entityData.slice(0, 50).map((r) => `${r.decidedItemCount} of ${r.checklistItemCount} decided`),
  );
  for (const [tab, status, path, empty] of [
    ['Drafted', 'Drafted', 'drafted', 'No review is drafted.'],
    ['Applied', 'Applied', 'applied', 'No review is applied.'],
    ['Published', 'Published', 'published', 'No review is published.'],
    ['Keep enforcing', 'KeepEnforcing', 'keep-enforcing', 'No review is kept enforcing.'],
  ] as const) {
    const listed = nextPageReply<Review>(page, 'ListReviews', (body) => body.status === status);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/administration/policy-review/${path}`));
    const expected = await listed;
    if (expected.length === 0) {
      await expect(page.getByText(empty)).toBeVisible();
    } else {
      await expect.poll(() => columnTexts(page, TABLE, 'Review')).toEqual(expected.map((r) => r.name));
    }
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('the status and risk filters live in the URL and ask the server for them', async ({ page }) => {
  const { request, reply } = await openList(page, '/policies/policy-review?filters={"status":"Drafted"}');
  // The page asked the server for the drafted reviews and shows what it answered. Its own reply is
  // the reference: other spec files (the checklist's) draft reviews meanwhile, so a second call
  // made later may list one more.
  expect(request.postDataJSON()).toMatchObject({ status: 'Drafted' });
  expect(reply.entityData.length).toBeGreaterThan(0);
  expect(reply.entityData.every((review) => review.status === 'Drafted')).toBe(true);
  await expect.poll(() => columnTexts(page, TABLE, 'Review')).toEqual(reply.entityData.map((r) => r.name));
  expect(new Set(await columnTexts(page, TABLE, 'Status'))).toEqual(new Set(['Drafted']));
});

test('a review walks Draft review, Drafted, Applied, Published with only the allowed moves', async ({
  page,
}) => {
  const { request } = await openList(page, '/policies/policy-review');
  const name = `Walk ${Date.now()}`;
  await createReview<Review>(page, request, name);
  await page.goto(`/policies/policy-review?search=${encodeURIComponent(name)}`);
  await expect(rowOf(page, name)).toHaveCount(1);
  await expect(rowOf(page, name)).toContainText('Draft review');

  expect(await offeredMoves(page, name)).toEqual(['Mark as drafted', 'Delete']);
  await page.getByRole('menuitem', { name: `Mark ${name} as drafted` }).click();
  await expect(rowOf(page, name)).toContainText('Drafted');

  expect(await offeredMoves(page, name)).toEqual(['Apply', 'Delete']);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: `Apply ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this review?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toContainText('Applied');

  expect(await offeredMoves(page, name)).toEqual(['Publish', 'Delete']);
  await page.getByRole('menuitem', { name: `Publish ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Publish this review?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(rowOf(page, name)).toContainText('Published');
  expect(await offeredMoves(page, name)).toEqual(['Complete', 'Keep enforcing', 'Delete']);
  await page.keyboard.press('Escape');

  // What the server holds after a reload.
  await page.reload();
  await expect(rowOf(page, name)).toContainText('Published');
});

test('a move someone made meanwhile is refused with the server’s words, and the real status shows', async ({
  page,
}) => {
  const { request } = await openList(page, '/policies/policy-review');
  const name = `Raced ${Date.now()}`;
  const review = await createReview<Review>(page, request, name);
  await page.goto(`/policies/policy-review?search=${encodeURIComponent(name)}`);
  await expect(rowOf(page, name)).toContainText('Draft review');
  // Someone else drafts it behind this page's back.
  await callLike(page, request, 'ChangeReviewStatus', { reviewId: review.reviewId, status: 'Drafted' });
  await callLike(page, request, 'ChangeReviewStatus', { reviewId: review.reviewId, status: 'Deleted' });
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: `Mark ${name} as drafted` }).click();
  await expect(page.getByText('This review cannot move to that status.')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Deleted');
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toHaveCount(0);
});

test('the group auditor gets the forbidden page: policy review is the group admin’s page', async ({
  page,
}) => {
  await signInAs(page, 'GroupAudit');
  await page.goto('/administration/policy-review');
  // Policy review is the group admin's page (the access table): the auditor gets the 403 page.
  await expect(page.getByText('Access to this resource on the server is denied !')).toBeVisible();
});

test('a Site Admin sees policy review disabled and cannot open it', async ({ page }) => {
  await signInAs(page, 'SiteAdmin');
  await expect(page.getByRole('button', { name: 'Policy review', exact: true })).toBeDisabled();
  await page.goto('/administration/policy-review/drafted');
  await expect(page.getByText('Access to this resource on the server is denied !')).toBeVisible();
  await expect(page.getByRole('table', { name: TABLE })).toHaveCount(0);
});

test('in Japanese, the reviews speak Japanese', async ({ page }) => {
  await signInAs(page, 'GroupAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto('/administration/policy-review');
  await expect(page.getByRole('tab', { name: 'すべて' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('table', { name: 'ポリシーレビュー' });
  await expect(grid.getByRole('columnheader', { name: /チェックリストの進捗/ })).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bpolicyReview\.[a-zA-Z]+/);
});

test('a decision recorded in a review’s checklist is sent, counted, and shows after a reload', async ({
  page,
}) => {
  const { request } = await openList(page, '/policies/policy-review');
  const name = `Decide ${Date.now()}`;
  const review = await createReview<Review>(page, request, name);
  await callLike(page, request, 'AddUniqueBlockToReviewCheckList', {
    reviewId: review.reviewId,
    uniqueBlockIds: [8101, 8102],
  });
  await page.goto(`/policies/policy-review?search=${encodeURIComponent(name)}`);
  await rowOf(page, name).getByRole('cell', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Checklist of ${name}` });
  const item = drawer.getByRole('listitem', { name: 'Decide on invoice_viewer.exe' });
  await expect(item).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const decided = page.waitForRequest(/UpdateReviewCheckListItem$/);
  await item.getByRole('combobox', { name: 'Decision', exact: true }).click();
  await page.getByRole('option', { name: 'Keep blocking' }).click();
  expect((await decided).postDataJSON()).toMatchObject({
    decision: 'KeepBlocking',
    decisionStatus: 'Pending',
  });
  const approved = page.waitForRequest(/UpdateReviewCheckListItem$/);
  await item.getByRole('combobox', { name: 'Decision status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  expect((await approved).postDataJSON()).toMatchObject({
    decision: 'KeepBlocking',
    decisionStatus: 'Approved',
  });
  await expect(rowOf(page, name)).toContainText('1 of 2 decided');

  // The open checklist is in the URL (detail=): the reload opens it again by itself.
  await expect(page).toHaveURL(new RegExp(`detail=(%22)?${review.reviewId}\\b`));
  await page.reload();
  const again = page
    .getByRole('dialog', { name: `Checklist of ${name}` })
    .getByRole('listitem', { name: 'Decide on invoice_viewer.exe' });
  await expect(again.getByRole('combobox', { name: 'Decision', exact: true })).toHaveValue('Keep blocking');
  await expect(again.getByRole('combobox', { name: 'Decision status' })).toHaveValue('Approved');
});

// Policy review applies (issue 28): the group admin applies then publishes a review of its own
// (made through the API with three approved "Keep blocking" decisions, then drafted); its
// checklist drawer links to the draft, then to the version Published made; that version's row
// names the review and links back to it; axe. A review of its own: a retry starts from Drafted
// again, and no other test's review moves under it.
interface PolicyChange {
  blockId: number;
  blockName: string;
  version: number | null;
  componentCount: number;
}

interface ChecklistItem {
  checklistItemId: number;
}

const reviewRow = (page: Page, name: string) =>
  dataRows(page, TABLE).filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Makes a move through the row's menu and its question; the review's policy change in the reply. */
async function moveTo(
  page: Page,
  name: string,
  action: 'Apply' | 'Publish',
  question: string,
): Promise<PolicyChange> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: `${action} ${name}` }).click();
  const replied = page.waitForResponse(/\/restapi\/PolicyReview\/ChangeReviewStatus$/);
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: action }).click();
  const reply = await replied;
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { entityData: { policyChange: PolicyChange } }).entityData.policyChange;
}

const openChecklist = async (page: Page, name: string) => {
  await reviewRow(page, name).getByRole('cell', { name, exact: true }).click();
  return page.getByRole('dialog', { name: `Checklist of ${name}` });
};

/** A drafted review of the Finance Workstations group with three approved decisions. */
async function draftedReview(page: Page, request: Request, name: string): Promise<void> {
  const review = await createReview<Review>(page, request, name);
  const items = await addBlocks<ChecklistItem>(page, request, review.reviewId, [8101, 8102, 8105]);
  for (const item of items)
    await callLike(page, request, 'UpdateReviewCheckListItem', {
      checklistItemId: item.checklistItemId,
      decision: 'KeepBlocking',
      decisionStatus: 'Approved',
    });
  await callLike(page, request, 'ChangeReviewStatus', { reviewId: review.reviewId, status: 'Drafted' });
}

test('a review applied then published writes a draft, then a version that names the review, linked both ways', async ({
  page,
}) => {
  // Two sign-ins' worth of pages, two moves, two drawers and two axe checks.
  test.setTimeout(120_000);
  const { request } = await openList(page, '/policies/policy-review');
  const name = `Applied ${Date.now()}`;
  await draftedReview(page, request, name);
  await page.goto(`/policies/policy-review?search=${encodeURIComponent(name)}`);
  await expect(reviewRow(page, name)).toContainText('Drafted');

  const applied = await moveTo(page, name, 'Apply', 'Apply this review?');
  expect(applied).toMatchObject({ blockName: 'Finance add-ins', version: null, componentCount: 3 });
  await expect(reviewRow(page, name)).toContainText('Applied');
  let drawer = await openChecklist(page, name);
  await expect(drawer.getByText('Rules written: 3')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Finance add-ins, draft' })).toHaveAttribute(
    'href',
    `/policy/show?blockId=${applied.blockId}&view=draft`,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const published = await moveTo(page, name, 'Publish', 'Publish this review?');
  expect(published.blockId).toBe(applied.blockId);
  expect(published.version).toBeGreaterThan(0);
  await expect(reviewRow(page, name)).toContainText('Published');
  drawer = await openChecklist(page, name);
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
  const back = versionRow.getByRole('link', { name: name });
  await expect(back).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await back.click();
  await expect(page).toHaveURL(/\/policies\/policy-review\?/);
  await expect(page.getByRole('dialog', { name: `Checklist of ${name}` })).toBeVisible();
});

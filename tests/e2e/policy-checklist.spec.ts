// The policy change checklist against the sandbox: each list (open reviews, completed, deleted)
// shows what ListCheckList gives the group admin, with each item's impact; a change chosen for a
// selection is sent in one request and shows after a reload; when the server refuses some items
// the dialog names them and the others stay changed; a field set in place is saved; a row
// narrows the list to its review (ListReviewCheckList); a review is edited with the review form,
// and a refusal keeps what was typed; axe; Japanese.
import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations } from './support/axe';
import { addBlocks, callLike, createReview, nextPageReply, openAsGroupAdmin } from './support/policy-review';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows } from './support/table';

interface Item {
  checklistItemId: number;
  reviewId: number;
  title: string;
  reviewName: string;
  computerCount: number;
  blockCount: number;
  decision: string | null;
  decisionStatus: string;
  riskLevel: string;
}
interface Block {
  uniqueBlockId: number;
  fileName: string;
}

const TABLE = 'Policy change checklist';
const CHECKLIST = '/policies/policy-change-checklist';

// The tests change the shared world's checklists: one at a time, in order.
test.describe.configure({ mode: 'default' });

/** Signs in, opens the checklist and gives a request to call the sandbox like the page does. */
const openChecklist = (page: Page, path = CHECKLIST) => openAsGroupAdmin<Item>(page, path, 'ListCheckList');

/** Unique blocks awaiting review in the group admin's scope (two unless said). */
async function someBlocks(page: Page, like: Request, count = 2): Promise<Block[]> {
  const blocks = await callLike<Block[]>(page, like, 'ProposedUniqueBlocks', {
    page: 1,
    pageSize: count,
    listState: 'draftreviews',
  });
  expect(blocks).toHaveLength(count);
  return blocks;
}

const rowNamed = (page: Page, title: string, review: string) =>
  dataRows(page, TABLE).filter({ has: page.getByRole('checkbox', { name: `Select ${title} (${review})` }) });

test('each list shows the checklist items and their impact as ListCheckList gives them', async ({ page }) => {
  const { reply } = await openChecklist(page);
  await expect(page.getByRole('tab', { name: 'Open reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(() => columnTexts(page, TABLE, 'Checklist item'))
    .toEqual(reply.entityData.slice(0, 50).map((item) => item.title));
  expect(reply.entityData.length).toBeGreaterThan(0);
  const first = reply.entityData[0]!;
  await expect
    .poll(() => columnTexts(page, TABLE, 'Computers'))
    .toEqual(reply.entityData.slice(0, 50).map((item) => item.computerCount.toLocaleString('en')));
  await expect(page.getByRole('combobox', { name: `Decision for ${first.title}` }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const [tab, listState] of [
    ['Completed', 'completed'],
    ['Deleted', 'deleted'],
  ] as const) {
    const listed = nextPageReply<Item>(page, 'ListCheckList', (body) => body.listState === listState);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`${CHECKLIST}/${listState}`));
    const expected = await listed;
    if (expected.length === 0) await expect(page.getByText(/No checklist item belongs/)).toBeVisible();
    else
      await expect
        .poll(() => columnTexts(page, TABLE, 'Checklist item'))
        .toEqual(expected.map((item) => item.title));
    // Closed reviews take no decision: no selects there.
    await expect(page.getByRole('combobox', { name: /^Decision for / })).toHaveCount(0);
  }
});

test('a decision chosen for a selection is sent in one request and shows after a reload', async ({
  page,
}) => {
  const { request } = await openChecklist(page);
  const name = `Bulk ${Date.now()}`;
  const review = await createReview<{ reviewId: number }>(page, request, name);
  const items = await addBlocks<Item>(
    page,
    request,
    review.reviewId,
    (await someBlocks(page, request)).map((block) => block.uniqueBlockId),
  );
  await page.goto(`${CHECKLIST}?search=${encodeURIComponent(name)}`);
  await expect(dataRows(page, TABLE)).toHaveCount(2);
  for (const item of items) await rowNamed(page, item.title, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Change the selected items/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the selected items' });
  await dialog.getByRole('combobox', { name: 'Decision', exact: true }).selectOption('KeepBlocking');
  await dialog.getByRole('combobox', { name: 'Decision status' }).selectOption('Approved');
  await dialog.getByRole('combobox', { name: 'Risk level' }).selectOption('High');
  expect(await axeViolations(page)).toEqual([]);
  // One request for the selection (UpdateReviewCheckListItems), none per item.
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (/\/UpdateReviewCheckListItems?$/.test(r.url())) sent.push(r.postDataJSON());
  });
  await dialog.getByRole('button', { name: 'Apply to 2 items' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 checklist items changed.')).toBeVisible();
  expect(sent).toEqual([
    {
      items: expect.arrayContaining(
        items.map((item) =>
          expect.objectContaining({
            checklistItemId: item.checklistItemId,
            decision: 'KeepBlocking',
            decisionStatus: 'Approved',
            riskLevel: 'High',
          }),
        ),
      ),
    },
  ]);
  expect((sent[0] as { items: unknown[] }).items).toHaveLength(2);
  await page.reload();
  for (const item of items) {
    await expect(page.getByRole('combobox', { name: `Decision for ${item.title}` })).toHaveValue(
      'KeepBlocking',
    );
    await expect(page.getByRole('combobox', { name: `Decision status for ${item.title}` })).toHaveValue(
      'Approved',
    );
    await expect(page.getByRole('combobox', { name: `Risk level for ${item.title}` })).toHaveValue('High');
  }
});

test('a change refused for some items names them; the others stay changed', async ({ page }) => {
  const { request } = await openChecklist(page);
  const stamp = Date.now();
  const kept = `Mixed ${stamp} kept`;
  const closed = `Mixed ${stamp} closed`;
  const reviewer = `Mixed ${stamp} reviewer`;
  const [b1, b2, b3] = await someBlocks(page, request, 3);
  const k = await createReview<{ reviewId: number }>(page, request, kept);
  const c = await createReview<{ reviewId: number }>(page, request, closed);
  const r = await createReview<{ reviewId: number }>(page, request, reviewer, 'Reviewer');
  const [keptItem] = await addBlocks<Item>(page, request, k.reviewId, [b1!.uniqueBlockId]);
  const [closedItem] = await addBlocks<Item>(page, request, c.reviewId, [b2!.uniqueBlockId]);
  const [reviewerItem] = await addBlocks<Item>(page, request, r.reviewId, [b3!.uniqueBlockId]);
  await page.goto(`${CHECKLIST}?search=${encodeURIComponent(`Mixed ${stamp}`)}`);
  await expect(dataRows(page, TABLE)).toHaveCount(3);
  await rowNamed(page, keptItem!.title, kept).getByRole('checkbox').check();
  await rowNamed(page, closedItem!.title, closed).getByRole('checkbox').check();
  await rowNamed(page, reviewerItem!.title, reviewer).getByRole('checkbox').check();
  // Someone completes one review meanwhile: the server refuses its item.
  for (const status of ['Drafted', 'Applied', 'Published', 'Completed'])
    await callLike(page, request, 'ChangeReviewStatus', { reviewId: c.reviewId, status });
  await page.getByRole('button', { name: /^Change the selected items/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the selected items' });
  await dialog.getByRole('combobox', { name: 'Decision', exact: true }).selectOption('AllowHash');
  await dialog.getByRole('combobox', { name: 'Decision status' }).selectOption('Approved');
  // Each request: the ids of the items it carries.
  const sent: number[][] = [];
  page.on('request', (req) => {
    if (/\/UpdateReviewCheckListItems?$/.test(req.url()))
      sent.push(
        (req.postDataJSON() as { items: { checklistItemId: number }[] }).items.map(
          (item) => item.checklistItemId,
        ),
      );
  });
  await dialog.getByRole('button', { name: 'Apply to 3 items' }).click();
  const failures = dialog.getByRole('alert');
  await expect(failures).toContainText('2 items were not changed');
  await expect(failures).toContainText(
    `${closedItem!.title} (${closed}): This review no longer accepts changes.`,
  );
  // Only an Approver review's items may be approved: the Reviewer one is not even sent.
  await expect(failures).toContainText(
    `${reviewerItem!.title} (${reviewer}): Its review’s permission level does not allow that decision status.`,
  );
  expect(sent.map((ids) => ids.sort())).toEqual([
    [keptItem!.checklistItemId, closedItem!.checklistItemId].sort(),
  ]);
  await expect(page.getByText('1 checklist item changed.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The dialog stays open with the items not changed: trying again sends only those the server refused.
  sent.length = 0;
  const retried = page.waitForResponse(/UpdateReviewCheckListItems$/);
  await dialog.getByRole('button', { name: 'Try 2 items again' }).click();
  expect(((await (await retried).json()) as { entityData: unknown }).entityData).toEqual({
    updatedIds: [],
    refused: [expect.objectContaining({ checklistItemId: closedItem!.checklistItemId })],
  });
  await expect(dialog.getByRole('button', { name: 'Try 2 items again' })).toBeEnabled();
  expect(sent).toEqual([[closedItem!.checklistItemId]]);
  await expect(failures).toContainText('2 items were not changed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const itemOf = async (reviewId: number, listState: string) =>
    (
      await callLike<Item[]>(page, request, 'ListReviewCheckList', {
        page: 1,
        pageSize: 50,
        listState,
        reviewId,
      })
    )[0];
  expect(await itemOf(k.reviewId, 'draftreviews')).toMatchObject({
    decision: 'AllowHash',
    decisionStatus: 'Approved',
  });
  expect(await itemOf(c.reviewId, 'completed')).toMatchObject({ decision: null, decisionStatus: 'Pending' });
  expect(await itemOf(r.reviewId, 'draftreviews')).toMatchObject({
    decision: null,
    decisionStatus: 'Pending',
  });
});

test('a field set in place is saved, and a row narrows the list to its review', async ({ page }) => {
  const { request } = await openChecklist(page);
  const name = `In place ${Date.now()}`;
  const review = await createReview<{ reviewId: number }>(page, request, name);
  const [block] = await someBlocks(page, request);
  const [item] = await addBlocks<Item>(page, request, review.reviewId, [block!.uniqueBlockId]);
  await page.goto(`${CHECKLIST}?search=${encodeURIComponent(name)}`);
  const sent = page.waitForRequest(/UpdateReviewCheckListItem$/);
  await page.getByRole('combobox', { name: `Scope for ${item!.title}` }).selectOption('Computer');
  expect((await sent).postDataJSON()).toMatchObject({
    checklistItemId: item!.checklistItemId,
    scope: 'Computer',
  });
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Scope for ${item!.title}` })).toHaveValue('Computer');
  // The row's menu narrows the list to its review's checklist (ListReviewCheckList).
  await page.goto(CHECKLIST);
  await page.getByRole('searchbox').fill(name);
  await expect(dataRows(page, TABLE)).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${item!.title} (${name})` }).click();
  const one = page.waitForRequest(/ListReviewCheckList$/);
  await page.getByRole('menuitem', { name: `Show only the checklist of ${name}` }).click();
  expect((await one).postDataJSON()).toMatchObject({ reviewId: review.reviewId });
});

test('an item’s decision offers exactly what DecisionOptions offers for its block', async ({ page }) => {
  const { request } = await openChecklist(page);
  const blocks = await callLike<Array<Block & { publisher: string | null }>>(
    page,
    request,
    'ProposedUniqueBlocks',
    {
      page: 1,
      pageSize: 100,
      listState: 'draftreviews',
    },
  );
  // An unsigned file (no TrustPublisher) and a signed one: the two lists differ.
  const chosen = [blocks.find((b) => b.publisher === null), blocks.find((b) => b.publisher !== null)];
  expect(chosen.every(Boolean)).toBe(true);
  const name = `Options ${Date.now()}`;
  const review = await createReview<{ reviewId: number }>(page, request, name);
  const items = await addBlocks<Item & { uniqueBlockId: number }>(
    page,
    request,
    review.reviewId,
    chosen.map((block) => block!.uniqueBlockId),
  );
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([key]) => !/^content-/i.test(key)),
  );
  await page.goto(`${CHECKLIST}?search=${encodeURIComponent(name)}`);
  await expect(dataRows(page, TABLE)).toHaveCount(2);
  const offered = new Map<number, string[]>();
  for (const item of items) {
    const reply = await page.request.get(
      request.url().replace(/[^/]+$/, `DecisionOptions?uniqueBlockId=${item.uniqueBlockId}`),
      { headers },
    );
    expect(reply.ok()).toBe(true);
    const api = ((await reply.json()) as { entityData: Array<{ id: string }> }).entityData.map((o) => o.id);
    const select = page.getByRole('combobox', { name: `Decision for ${item.title}` });
    await expect(select).toBeVisible();
    const values = await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(values).toEqual(api);
    offered.set(item.uniqueBlockId, values);
  }
  expect(offered.get(chosen[0]!.uniqueBlockId)).not.toContain('TrustPublisher');
  expect(offered.get(chosen[1]!.uniqueBlockId)).toContain('TrustPublisher');
});

test('a review is edited with the review form; a refusal keeps what was typed', async ({ page }) => {
  const { request } = await openAsGroupAdmin<{ reviewId: number }>(
    page,
    '/policies/policy-review',
    'ListReviews',
  );
  const name = `Edit ${Date.now()}`;
  const review = await createReview<{ reviewId: number }>(page, request, name);
  await page.goto(`/policies/policy-review?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: `Edit ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: `Edit ${name}` });
  const nameBox = drawer.getByRole('textbox', { name: 'Name' });
  await expect(nameBox).toHaveValue(name);
  await nameBox.fill('');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter a name for the review.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const renamed = `${name} renamed`;
  await nameBox.fill(renamed);
  await drawer.getByRole('combobox', { name: 'Risk level' }).click();
  await page.getByRole('option', { name: 'Critical' }).click();
  const put = page.waitForRequest((r) => r.url().endsWith('/UpdateReview') && r.method() === 'PUT');
  await drawer.getByRole('button', { name: 'Save' }).click();
  expect((await put).postDataJSON()).toMatchObject({
    reviewId: review.reviewId,
    name: renamed,
    riskLevel: 'Critical',
  });
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('table', { name: 'Policy reviews' })).toContainText(renamed);

  // Someone completes the review meanwhile: the server refuses the edit, nothing typed is lost.
  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: `Edit ${renamed}` }).click();
  for (const status of ['Drafted', 'Applied', 'Published', 'Completed'])
    await callLike(page, request, 'ChangeReviewStatus', { reviewId: review.reviewId, status });
  const again = page.getByRole('dialog', { name: `Edit ${renamed}` });
  await again.getByRole('textbox', { name: 'Name' }).fill(`${renamed} twice`);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText('This review no longer accepts changes.')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue(`${renamed} twice`);
});

test('in Japanese, the checklist speaks Japanese', async ({ page }) => {
  await signInAs(page, 'GroupAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto(CHECKLIST);
  await expect(page.getByRole('tab', { name: '進行中のレビュー' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'ポリシー変更チェックリスト' })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/\bpolicyReview\.[a-zA-Z]+/);
});

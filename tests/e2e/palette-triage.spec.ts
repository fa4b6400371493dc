// The command palette and keyboard-first triage (issue 34) against the sandbox: Ctrl+K opens the
// palette, which finds a computer by part of its name exactly as Search_QuickSearch answers the
// user, and never another tenant's (the API for that user finds none either); Enter opens it and
// it comes back first as a recent item; axe with the palette open. Then the alert console moved
// with the keyboard alone: x, j, Shift+x select three alerts, i moves them to In review, and the
// tab counts are the API's; "?" lists the shortcuts; a letter typed in a field is only a letter.
// Last, the palette and the shortcuts' list in Japanese.
import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

interface Hit {
  kind: string;
  key: string;
  label: string;
}
interface Reply<T> {
  entityData: T;
  totalCount: number;
}

const SEARCH = /\/restapi\/Search\/QuickSearch$/;
const LIST = /\/restapi\/Alarm\/ListAlarms$/;
const UPDATE = /\/restapi\/Alarm\/UpdateAlarmStatuses$/;

// The triage test moves alerts of the shared world: one test at a time.
test.describe.configure({ mode: 'default' });

/** Calls the operation of a request the page made again, with its headers (session, scope), and another body. */
async function replay<T>(page: Page, request: Request, body: unknown): Promise<Reply<T>> {
  const reply = await page.request.post(request.url(), { headers: await request.allHeaders(), data: body });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as Reply<T>;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Go to a page or find something' });

/** Types into the palette and waits for the search of exactly that text; its request. */
async function searchFor(page: Page, text: string): Promise<Request> {
  const answered = page.waitForResponse(
    (r) => SEARCH.test(r.url()) && (r.request().postDataJSON() as { text: string }).text === text,
  );
  await combobox(page).fill(text);
  return (await answered).request();
}

test('the palette finds a computer by part of its name as the API does for the user, never another tenant’s', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  // Before any text: the role's pages (its menu), no request.
  await expect(palette(page).getByRole('group', { name: 'Pages' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const request = await searchFor(page, 'FIN-WS0');
  const computers = palette(page).getByRole('group', { name: 'Computers' }).getByRole('option');
  const api = await replay<Hit[]>(page, request, { text: 'FIN-WS0' });
  const expected = api.entityData.filter((hit) => hit.kind === 'computer').map((hit) => hit.label);
  expect(expected.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await computers.allInnerTexts()).map((text) => text.split('\n')[0]))
    .toEqual(expected);
  // The keyboard walks the options (aria-activedescendant) and Enter opens the computer's page.
  await page.keyboard.press('ArrowDown');
  const activeId = await combobox(page).getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  await expect(palette(page).locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
  await computers.first().click();
  await expect(page).toHaveURL(/\/endpoints\/computer\/[0-9a-f-]{36}$/);
  await expect(palette(page)).toHaveCount(0);

  // Tokyo Seimitsu's computers (TKY-…): the API finds none for Fabrikam's admin, nor does the palette.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    palette(page).getByRole('group', { name: 'Recent' }).getByRole('option').first(),
  ).toContainText(expected[0]!);
  const other = await searchFor(page, 'TKY-');
  expect((await replay<Hit[]>(page, other, { text: 'TKY-' })).entityData).toEqual([]);
  await expect(palette(page).getByRole('status')).toHaveText('Nothing found.');
  await expect(palette(page).getByRole('group', { name: 'Computers' })).toHaveCount(0);
  // Bad input loses nothing: one letter asks for more and keeps the text.
  await combobox(page).fill('T');
  await expect(palette(page).getByRole('status')).toHaveText(/Type at least 2 characters/);
  await expect(combobox(page)).toHaveValue('T');
});

test('the triage shortcuts move three alerts with the keyboard alone; the counts are the API’s', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const first = page.waitForResponse(
    (r) => LIST.test(r.url()) && (r.request().postDataJSON() as { pageSize: number }).pageSize > 1,
  );
  await page.goto('/alert-console/unresolved');
  const list = await first;
  const grid = page.getByRole('treegrid', { name: 'Alerts' });
  const rows = grid.locator('tbody tr[data-row-index]');
  await expect(rows.nth(3)).toBeVisible();
  const ids = await rows.evaluateAll((all) => all.slice(0, 3).map((row) => row.getAttribute('data-row-id')));

  // A letter typed in the list's search field is a letter, not a shortcut.
  const searchBox = page.getByRole('searchbox', { name: 'Search' });
  await searchBox.focus();
  await page.keyboard.type('x');
  await expect(searchBox).toHaveValue('x');
  await expect(grid.locator('tr[aria-selected="true"]')).toHaveCount(0);
  await searchBox.fill('');
  // Into the grid (its one tab stop, the first row).
  await rows.first().focus();

  // ? lists the shortcuts; nothing fires while it is open.
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(
    help.getByRole('cell', { name: 'Move the selection (or the row) to In review' }),
  ).toBeVisible();
  await page.keyboard.press('x');
  await expect(grid.locator('tr[aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // x selects the first row, j j moves down, Shift+x selects from the first to the third.
  await page.keyboard.press('x');
  await expect(page.getByRole('status').filter({ hasText: /selected\.$/ })).toHaveCount(1);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('Shift+X');
  await expect(grid.locator('tr[aria-selected="true"]')).toHaveCount(3);
  // e would move them to Unresolved, where they are: not a valid move, so nothing is sent.
  await page.keyboard.press('e');
  await expect(page.getByText('None of these can take that move.')).toBeAttached();

  const unresolvedBefore = (
    await replay<unknown[]>(page, list.request(), { ...list.request().postDataJSON() })
  ).totalCount;
  const inReviewBefore = (
    await replay<unknown[]>(page, list.request(), { ...list.request().postDataJSON(), status: 'InReview' })
  ).totalCount;
  const sent = page.waitForRequest((request) => UPDATE.test(request.url()));
  await page.keyboard.press('i');
  const body = (await sent).postDataJSON() as { alarmIds: number[]; status: string };
  expect(body.status).toBe('InReview');
  expect(body.alarmIds.map(String).sort()).toEqual([...ids].sort());
  for (const id of ids) await expect(grid.locator(`tr[data-row-id="${id}"]`)).toHaveCount(0);

  const count = async (status: string) =>
    (await replay<unknown[]>(page, list.request(), { ...list.request().postDataJSON(), status })).totalCount;
  expect(await count('Unresolved')).toBe(unresolvedBefore - 3);
  expect(await count('InReview')).toBe(inReviewBefore + 3);
  const tabCount = async (name: string) =>
    Number(
      (await page.getByRole('tab', { name: new RegExp(`^${name}\\b`) }).innerText()).replace(/[^\d]/g, ''),
    );
  await expect.poll(() => tabCount('Unresolved')).toBe(unresolvedBefore - 3);
  await expect.poll(() => tabCount('In review')).toBe(inReviewBefore + 3);
});

test('in Japanese, the palette and the list of shortcuts speak Japanese', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto('/event-inspection/all-events');
  await expect(page.getByRole('button', { name: '検索', exact: true })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'コマンドパレット' });
  await expect(dialog.getByRole('combobox', { name: 'ページへ移動、または検索' })).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'ページ' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'キーボードショートカット' })).toBeVisible();
  expect(await page.getByRole('dialog').innerText()).not.toMatch(/\b(shortcuts|palette)\.[a-zA-Z]+/);
});

// The command palette and keyboard-first triage (issue 34) against the sandbox: Ctrl+K opens the
// palette, which finds a computer by part of its name exactly as Search_QuickSearch answers the
// user, and never another tenant's (the API for that user finds none either); Enter opens it and
// it comes back first as a recent item; axe with the palette open. The palette and the shortcuts'
// list in Japanese. (The triage shortcuts' test moves alerts: it is in alerts.spec.ts, with the
// other moves of the shared world's alerts, one at a time.)
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

// Saved filters against the sandbox (issue 15): the event inspection's view saved under a name
// opens the same view again, after a reload too; a taken or empty name keeps the dialog and what
// was typed; a shared filter is seen, read-only, by another user of the company and not at all by
// another company's admin (its page is not found); rename, update from the current view, delete
// after confirmation; axe on the list and the dialog; Japanese.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs, signInWith } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

/** Another company's admin (Tokyo Seimitsu, of the other partner): a seeded user, not a demo role. */
const TOKYO_ADMIN = 'h.yamada@tokyo-seimitsu.example';

const VIEW =
  '/event-inspection/all-events?filters=%7B%22period%22%3A%227d%22%2C%22hashClass%22%3A%22malicious%22%7D&sort=severity&dir=desc';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs the browser out (the session cookie dropped) so that another user can sign in. */
async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  // Away from the console first: its live stream, told the session is gone, would send the page
  // to sign-in under the test's feet.
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** The view's state as the event inspection reads it: the route and its search params. */
function viewOf(url: string) {
  const u = new URL(url);
  return {
    path: u.pathname,
    filters: JSON.parse(u.searchParams.get('filters') ?? '{}') as Record<string, string>,
    sort: u.searchParams.get('sort'),
    dir: u.searchParams.get('dir'),
  };
}

async function saveView(page: Page, name: string, options: { shared?: boolean } = {}) {
  await page.getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (options.shared) await dialog.getByRole('checkbox', { name: /Share with everyone/ }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The saved filters list, searched for a name; the row's link. */
async function findInList(page: Page, name: string) {
  await page.goto(`/saved-filters?search=${encodeURIComponent(JSON.stringify(name))}`);
  return page.getByRole('table', { name: 'Saved filters' }).getByRole('link', { name, exact: true });
}

test('a saved filter opens the same view again, after a reload too', async ({ page }) => {
  await signInAs(page, 'SiteAudit', { path: VIEW });
  await expect(page.getByRole('tab', { name: 'Individual events' })).toHaveAttribute('aria-selected', 'true');
  const expected = viewOf(page.url());
  expect(expected.filters).toEqual({ period: '7d', hashClass: 'malicious' });

  const name = unique('Malicious week');
  await saveView(page, name);

  const link = await findInList(page, name);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?/);
  expect(viewOf(page.url())).toEqual(expected);
  await expect(page.getByRole('tab', { name: 'Individual events' })).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Individual events' })).toHaveAttribute('aria-selected', 'true');
  expect(viewOf(page.url())).toEqual(expected);

  // The filter's own address opens it too, after a reload.
  const href = await (await findInList(page, name)).getAttribute('href');
  expect(href).toMatch(/^\/saved-filters\/\d+$/);
  await page.goto(href!);
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?/);
  expect(viewOf(page.url())).toEqual(expected);
});

test('a saved filter keeps the table\u2019s columns: opening it hides again the column hidden when saved', async ({
  page,
}) => {
  await signInAs(page, 'GroupAudit', { path: VIEW });
  const table = page.getByRole('table', { name: 'Security events' });
  const publisher = table.getByRole('columnheader', { name: 'Publisher' });
  const fileName = table.getByRole('columnheader', { name: 'File name' });
  await expect(fileName).toBeVisible();

  /** Opens the column chooser, does something in it and closes it. */
  const inChooser = async (act: (chooser: ReturnType<Page['getByRole']>) => Promise<void>) => {
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    const chooser = page.getByRole('group', { name: 'Columns to show' });
    await act(chooser);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
  };
  /** Waits for the user's table settings to reach the server (the table saves them a moment later). */
  const settingsSaved = () =>
    page.waitForResponse((r) => r.url().includes('/UserSettings/CreateOrUpdateUserSettings') && r.ok());

  // Start from the table's defaults (Publisher shown), then hide Publisher and save the view.
  const reset = async () => {
    const saved = settingsSaved();
    await inChooser((chooser) => chooser.getByRole('button', { name: 'Reset columns' }).click());
    await saved;
  };
  await reset();
  await expect(publisher).toBeVisible();
  const hidden = settingsSaved();
  await inChooser((chooser) => chooser.getByRole('checkbox', { name: 'Publisher' }).uncheck());
  await hidden;
  await expect(publisher).toHaveCount(0);
  const name = unique('Without publisher');
  await saveView(page, name);

  // The columns back to the defaults, kept by the server: Publisher shows again, after a reload too.
  await reset();
  await expect(publisher).toBeVisible();
  await page.reload();
  await expect(publisher).toBeVisible();

  // Opening the saved filter hides Publisher again; the other columns stay.
  const link = await findInList(page, name);
  await link.click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?/);
  await expect(fileName).toBeVisible();
  await expect(publisher).toHaveCount(0);
  await page.reload();
  await expect(fileName).toBeVisible();
  await expect(publisher).toHaveCount(0);

  // Leave the user's columns as they were.
  await reset();
  await expect(publisher).toBeVisible();
});

test('the default view (no filter, sort or search) is saved and opens again (issue 32)', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin', { path: '/event-inspection/all-events' });
  await expect(page.getByRole('tab', { name: 'Individual events' })).toHaveAttribute('aria-selected', 'true');
  const name = unique('All events');
  const created = page.waitForRequest((r) => r.url().includes('/SavedFilter/CreateSavedFilter'));
  await saveView(page, name, { shared: true });
  expect((await created).postDataJSON()).toMatchObject({ name, shared: true, mode: 'individual', query: '' });

  const link = await findInList(page, name);
  await expect(link).toHaveAttribute('href', /^\/saved-filters\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events$/);
  await expect(page.getByRole('tab', { name: 'Individual events' })).toHaveAttribute('aria-selected', 'true');
});

test('a taken or empty name keeps the dialog and what was typed, with the field message', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin', { path: VIEW });
  const name = unique('Taken name');
  await saveView(page, name);

  await page.getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current view' });
  const input = dialog.getByRole('textbox', { name: 'Name' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Please enter a name.')).toBeVisible();

  await input.fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    dialog.getByText('You already have a saved filter with this name in this scope.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(input).toHaveValue(name.toUpperCase());
});

test('a shared filter: read-only to a second user of the company, invisible to another company\u2019s admin', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin', { path: VIEW });
  const name = unique('Shared malicious week');
  await saveView(page, name, { shared: true });
  const href = await (await findInList(page, name)).getAttribute('href');

  await signOut(page);
  await signInAs(page, 'SiteAudit');
  const link = await findInList(page, name);
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('[title="Shared by Marcus Webb (read-only)"]')).toHaveText('Read-only');
  await expect(row.getByRole('button', { name: `Rename ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?/);
  expect(viewOf(page.url()).filters).toEqual({ period: '7d', hashClass: 'malicious' });

  await signOut(page);
  await signInWith(page, TOKYO_ADMIN);
  await findInList(page, name);
  await expect(page.getByText('No rows match these filters.')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.goto(href!);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /not found|does not exist/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the owner renames, updates from the current view and deletes after confirmation', async ({ page }) => {
  await signInAs(page, 'GroupAudit', { path: VIEW });
  const name = unique('Week view');
  await saveView(page, name);

  // Update from the current view: the summary list, sorted by count.
  await page.goto(
    '/event-inspection/summary-events?filters=%7B%22period%22%3A%2230d%22%7D&sort=count&dir=desc',
  );
  await page.getByRole('button', { name: 'Update saved filter' }).click();
  const update = page.getByRole('dialog', { name: 'Update a saved filter from the current view' });
  await update.getByRole('combobox', { name: 'Saved filter' }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update).toBeHidden();

  const renamed = `${name} (renamed)`;
  await findInList(page, name);
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename saved filter' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  const link = await findInList(page, renamed);
  await link.click();
  await expect(page).toHaveURL(/\/event-inspection\/summary-events\?/);
  expect(viewOf(page.url())).toMatchObject({ filters: { period: '30d' }, sort: 'count', dir: 'desc' });

  await findInList(page, renamed);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete saved filter' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});

test('the list and the save dialog pass axe (WCAG 2.2 AA)', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin', { path: '/saved-filters' });
  await expect(page.getByRole('link', { name: 'Malicious files, last 7 days', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(VIEW);
  await page.getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current view' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Please enter a name.')).toBeVisible();
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
});

test('in Japanese, the saved filters speak Japanese', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto('/saved-filters');
  const grid = page.getByRole('table', { name: '保存済みフィルター' });
  await expect(grid.getByRole('columnheader', { name: '名前' })).toBeVisible();
  await expect(grid.getByText('個別イベント').first()).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bsavedFilters\.[a-zA-Z]+/);

  await page.goto(VIEW);
  await page.getByRole('button', { name: 'フィルターを保存' }).click();
  const dialog = page.getByRole('dialog', { name: '現在のビューを保存' });
  await expect(dialog.getByRole('textbox', { name: '名前' })).toBeVisible();
});

// Names and words (issue 25): the console names things, never shows their machine words. In
// Japanese, the dashboard's charts (legends and figure tables) and the alert console's categories
// read in Japanese; a computer filter's chip names the computer, not its guid, whether the rows
// shown name it or not; a date filter reads the day in the console's language.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';
import { dataRows, table } from './support/table';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;
/** The contract's event types and categories as the server writes them. */
const MACHINE_EVENT_TYPE =
  /ExecutionBlocked|ExecutionAllowed|ScriptBlocked|DllLoadBlocked|RemovableMediaBlocked|NetworkBlocked|TamperAttempt|PolicyViolation|ElevationRequested|CertificateUntrusted|FileBlocked/;

async function inJapanese(page: Page) {
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
}

test('in Japanese, the charts’ legends and figures name event types and actions in Japanese', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  await inJapanese(page);
  await expect(page.locator('section[data-widget][aria-busy="true"]')).toHaveCount(0);

  const byType = page.getByRole('region', { name: 'イベント種別ごとのブロック', exact: true });
  const figure = byType.getByRole('figure', { name: 'イベント種別ごとのブロック' });
  await expect(figure).toBeVisible();
  // The legend (drawn, hidden from assistive technology) and the figures' table say the same words.
  await expect(figure).toContainText('ブロック');
  await expect(figure).not.toContainText(MACHINE_EVENT_TYPE);
  await byType.getByText('数値を表で表示').click();
  const headers = await byType.getByRole('columnheader').allInnerTexts();
  expect(headers[0]).toBe('時間（UTC）');
  expect(headers.length).toBeGreaterThan(1);
  for (const header of headers.slice(1)) expect(header).toMatch(JAPANESE);
  await expect(byType.getByRole('columnheader', { name: '実行のブロック' })).toBeVisible();

  const overTime = page.getByRole('region', { name: 'ブロックの推移', exact: true });
  await overTime.getByText('数値を表で表示').click();
  await expect(overTime.getByRole('columnheader', { name: 'ブロック', exact: true })).toBeVisible();
});

test('in Japanese, the alert console names titles, categories and conditions in Japanese', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  await inJapanese(page);
  await page.goto('/alert-console/all');
  const grid = page.getByRole('treegrid', { name: 'アラート' });
  await expect(grid.locator('tbody tr[data-row-index]').first()).toBeVisible();
  const headers = (await grid.getByRole('columnheader').allInnerTexts()).map((text) =>
    text.replace(/[▲▼↕]/g, '').trim(),
  );
  // The product's titles too (issue 25: they stayed English), with their files and computers.
  for (const column of ['タイトル', 'カテゴリ', '条件']) {
    const index = headers.indexOf(column);
    expect(index, column).toBeGreaterThanOrEqual(0);
    const cells = await grid.locator(`tbody tr[data-row-index] td:nth-child(${index + 1})`).allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell, column).toMatch(JAPANESE);
  }

  // The category filter offers the categories by their Japanese names.
  await page.getByRole('combobox', { name: 'カテゴリ' }).click();
  await expect(page.getByRole('option', { name: '悪意のあるファイルのブロック' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The drawer of the example's repeated blocks of rclone.exe: its title and its events' messages,
  // their event types and hash classes in words.
  await page.goto('/alert-console/all?detail=60103');
  const drawer = page.getByRole('dialog', { name: /^rclone\.exe が 1 日に \d+ 回ブロックされました$/ });
  await expect(
    drawer.getByText('rclone.exe をブロックしました（実行のブロック、疑わしい）。').first(),
  ).toBeVisible();
  await expect(drawer).not.toContainText(/was blocked|blocked \d+ times|suspicious\)/);
});

test('a computer filter’s chip names the computer, kept or left out', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/endpoints/computers/all');
  const link = dataRows(page, 'Computers').first().getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('link', { name: 'Events of this computer' }).click();
  await expect(table(page, 'Security events')).toBeVisible();
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(chips).toHaveText([`Computer: ${name}`]);

  // Left out, the computer is in no row shown: its name is looked up.
  const guid = (JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as { computer?: string })
    .computer;
  expect(guid).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(
    `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify({ notComputer: guid }))}`,
  );
  await expect(chips).toHaveText([`Computer is not: ${name}`]);
  await expect(page.getByRole('button', { name: `Remove filter Computer is not: ${name}` })).toBeVisible();
});

test('in Japanese, a date filter reads and writes the day year first', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await inJapanese(page);
  await page.goto('/event-inspection/all-events');
  const from = page.getByRole('textbox', { name: '報告日時（開始）' });
  await from.fill('2026/11/20');
  await from.press('Tab');
  await expect(page).toHaveURL(/2026-11-20/);
  await expect(from).toHaveValue('2026/11/20');
});

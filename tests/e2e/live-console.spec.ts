// The live console (issue 34), two admins of one company in two browsers: A moves an alert to In
// review; B's list marks the row (it stays where B reads it) and B's tab counts follow, without a
// reload. An alert raised meanwhile shows as "1 new alert" above B's list and joins it on a
// click, when the moved row leaves. axe with the pill and the mark on screen.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInWith } from './support/sign-in';

const HOOK = '/sandbox/e2e/live';

const alerts = (page: Page) => page.getByRole('treegrid', { name: 'Alerts' });
const rowOf = (page: Page, id: string | number) => alerts(page).locator(`tbody tr[data-row-id="${id}"]`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
const tabCount = async (page: Page, name: string) =>
  Number((await tab(page, name).innerText()).replace(/[^\d]/g, ''));

async function consoleOf(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWith(page, email);
  await page.goto('/alert-console/unresolved');
  await expect(alerts(page).locator('tbody tr[data-row-index]').nth(2)).toBeVisible();
  return page;
}

test('another admin’s move is marked in place and the counts follow; a new alert waits behind "1 new alert"', async ({
  browser,
  request,
}) => {
  const hook = async (data: object) =>
    (await (await request.post(HOOK, { data })).json()) as Record<string, unknown>;
  const company = (await hook({ action: 'pickCompany' })) as { id: number; emails: [string, string] };
  const a = await consoleOf(browser, company.emails[0]);
  const b = await consoleOf(browser, company.emails[1]);
  let raised: number | undefined;
  let moved: string | null = null;
  try {
    const unresolved = await tabCount(b, 'Unresolved');
    const inReview = await tabCount(b, 'In review');
    const rowsBefore = await alerts(b).locator('tbody tr[data-row-index]').count();

    // A moves the first alert to In review with the keyboard.
    const first = alerts(a).locator('tbody tr[data-row-index]').first();
    moved = await first.getAttribute('data-row-id');
    await first.focus();
    await a.keyboard.press('i');
    await expect(rowOf(a, moved!)).toHaveCount(0);

    // B: the row stays, marked in words; the counts follow; it is said politely.
    await expect(rowOf(b, moved!)).toContainText('Moved to In review');
    await expect.poll(() => tabCount(b, 'In review')).toBe(inReview + 1);
    await expect.poll(() => tabCount(b, 'Unresolved')).toBe(unresolved - 1);
    await expect(alerts(b).locator('tbody tr[data-row-index]')).toHaveCount(rowsBefore);
    await expect(
      b.getByRole('status').filter({ hasText: '1 alert in this list was moved by someone else' }),
    ).toBeAttached();

    // An agent's block raises an alert: B is told, the rows stay until B asks.
    raised = Number((await hook({ action: 'raiseAlarm', companyId: company.id })).id);
    const pill = b.getByRole('button', { name: '1 new alert' });
    await expect(pill).toBeVisible();
    await expect(rowOf(b, raised)).toHaveCount(0);
    await expect.poll(() => tabCount(b, 'Unresolved')).toBe(unresolved);
    expect(await axeViolations(b)).toEqual([]);

    await pill.click();
    await expect(rowOf(b, raised)).toBeVisible();
    await expect(rowOf(b, moved!)).toHaveCount(0);
    await expect(pill).toHaveCount(0);
  } finally {
    if (raised) await hook({ action: 'removeAlarm', alarmId: raised });
    if (moved) await hook({ action: 'setStatus', alarmId: Number(moved), status: 'Unresolved' });
    await a.context().close();
    await b.context().close();
  }
});

// Issue 25, "fits the screen" and its smaller points, in Chromium at 1280 px against the sandbox:
// no header, badge or row action of the main lists is cut (in English and Japanese), the alert
// drawer's events read whole, an unknown event says so once, class words open the hash list,
// and the areas' home pages carry their breadcrumb.
import { expect, test, type Page } from '@playwright/test';
import type { RoleName } from '../../src/domain/roles';
import { axeViolations } from './support/axe';
import { trackRequests } from './support/requests-settled';
import { signInAs } from './support/sign-in';

/** The main lists, by the role that sees them with rows. */
const LISTS: readonly (readonly [RoleName, readonly string[]])[] = [
  [
    'CompanyAdmin',
    [
      '/alert-console/unresolved',
      '/endpoints/computers/all',
      '/event-inspection/all-events',
      '/hash-inspection/malicious',
      '/administration/users',
      '/settings/pdp-lrp-list',
      '/saved-filters',
    ],
  ],
  ['AGMSAdmin', ['/administration/company-list', '/administration/manage-partners']],
  [
    'GroupAdmin',
    ['/policies/policy-unique-blocks', '/administration/policy-review', '/policies/policy-change-checklist'],
  ],
];

/**
 * What is cut in the page's lists: a header cell or anything in it, a badge, or a row's button,
 * whose content is wider than its box (scrollWidth over clientWidth). Visually hidden text (a
 * 1 px box on purpose) is not.
 */
function cutInLists(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const check = (element: Element, what: string) => {
      const box = element as HTMLElement;
      if (box.clientWidth <= 1) return;
      if (box.scrollWidth > box.clientWidth)
        cut.push(`${what} "${box.textContent?.trim()}" (${box.scrollWidth} > ${box.clientWidth})`);
    };
    for (const header of document.querySelectorAll('table thead th')) {
      check(header, 'header');
      for (const inner of header.querySelectorAll('*')) check(inner, 'header');
    }
    for (const badge of document.querySelectorAll(
      'table tbody .mantine-Badge-root, table tbody .mantine-Badge-label',
    ))
      check(badge, 'badge');
    for (const button of document.querySelectorAll('table tbody td button, table tbody td button *'))
      check(button, 'button');
    return cut;
  });
}

/** Lists that fit a 1280 px screen whole: their sticky actions column covers none of their columns. */
const FIT_WHOLE: ReadonlySet<string> = new Set(['/administration/users']);

/** How far the page's list is wider than its box (0: it fits, no scrolling sideways). */
function listOverflow(page: Page): Promise<number> {
  return page.locator('table:has(tbody tr[data-row-index])').evaluate((table) => {
    const scroller = table.parentElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

async function toJapanese(page: Page) {
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
}

for (const [role, paths] of LISTS) {
  test(`at 1280 px no header, badge or row action of the ${role}'s main lists is cut, in English and Japanese`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, role);
    for (const language of ['en', 'ja'] as const) {
      if (language === 'ja') await toJapanese(page);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('tbody tr[data-row-index]').first(), `${path} ${language}`).toBeVisible();
        expect(await cutInLists(page), `${path} ${language}`).toEqual([]);
        if (FIT_WHOLE.has(path)) expect(await listOverflow(page), `${path} ${language} overflow`).toBe(0);
      }
    }
  });
}

test('a cut value shows whole on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/event-inspection/all-events');
  const table = page.getByRole('table', { name: 'Security events' });
  await expect(table.locator('tbody tr[data-row-index]').first()).toBeVisible();
  // A cell narrower than its text (a long path, a parent process). Found by its index, so the
  // whole check runs again if a later render of the rows moved another value under that index.
  await expect(async () => {
    const cell = await table.locator('tbody td').evaluateAll((cells) => {
      const index = cells.findIndex(
        (td) => (td as HTMLElement).scrollWidth > (td as HTMLElement).clientWidth,
      );
      return index;
    });
    expect(cell, 'a cut value on the page').toBeGreaterThanOrEqual(0);
    const target = table.locator('tbody td').nth(cell);
    await target.hover();
    const text = (await target.textContent())!.trim();
    await expect(target).toHaveAttribute('title', text, { timeout: 2000 });
  }).toPass();
});

test('the alert drawer lists its events whole: paths, parent processes and messages are not cut', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/alert-console/all');
  const rows = page.getByRole('treegrid', { name: 'Alerts' }).locator('tbody tr[data-row-index]');
  await expect(rows.first()).toBeVisible();
  await rows.first().locator('td').nth(2).click();
  const drawer = page.getByRole('dialog');
  const events = drawer.getByRole('list', { name: /^Events of / });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  const facts = await events.locator('dt').allTextContents();
  expect(facts).toEqual(expect.arrayContaining(['Path', 'Parent process', 'Message']));
  // Nothing in the drawer is wider than its box, and no value is a few characters a line.
  const layout = await events.evaluate((list) =>
    [...list.querySelectorAll('dd')].map((value) => ({
      cut: value.scrollWidth > value.clientWidth,
      width: value.clientWidth,
    })),
  );
  expect(layout.filter((value) => value.cut)).toEqual([]);
  expect(Math.min(...layout.map((value) => value.width))).toBeGreaterThan(300);
  // The keyboard reaches the events' links in reading order.
  const firstLink = events.getByRole('link').first();
  await firstLink.focus();
  await expect(firstLink).toBeFocused();
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
});

test('an unknown event says once that it could not be loaded: no error dialog over its drawer', async ({
  page,
}) => {
  const requests = trackRequests(page);
  await signInAs(page, 'CompanyAdmin');
  const detail = page.waitForResponse((response) => response.url().includes('/restapi/Event/GetEventDetail'));
  await page.goto('/event-inspection/all-events?detail=2000000000');
  expect((await detail).status()).toBe(404);
  await expect(page.getByText('The event could not be loaded')).toBeVisible();
  // The error dialog's code comes when the browser is idle: wait for it before asking.
  await requests.settled();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByText('Oops...')).toHaveCount(0);
});

test('a class word in place of a hash opens the hash list of that class', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/hash-inspection/suspicious');
  await expect(page).toHaveURL(/\/hash-inspection\?class=suspicious$/);
  await expect(page.getByRole('tab', { name: /^Suspicious/, selected: true })).toBeVisible();
  await page.goto('/hash-inspection/all');
  await expect(page).toHaveURL(/\/hash-inspection$/);
  await expect(page.getByText('not a file hash', { exact: false })).toHaveCount(0);
});

test('the areas\u2019 home pages name their area in a breadcrumb, said once', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  for (const [path, area] of [
    ['/event-inspection/all-events', 'Event inspection'],
    ['/endpoints/computers/all', 'Assets'],
    ['/saved-filters', 'Event inspection'],
  ] as const) {
    await page.goto(path);
    await expect(crumbs, path).toContainText(area);
  }
  await page.goto('/hash-inspection/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
  await expect(crumbs).toHaveText(/^Threat inspection\s*\/?\s*Hash details$/);
});

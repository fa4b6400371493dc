// Screenshots of the console's screens for a person to look at (not a test: nothing is asserted).
// `npx tsx scripts/screenshots.ts [filter]` builds the console when stale and starts the sandbox
// as the e2e global setup does, signs in as the README's demo accounts and saves every screen at
// 1280×800 and 1440×900, light and dark, English and Japanese, to /tmp/screens (or SCREENS_DIR).
// A filter (substrings of screens' names, comma-separated) takes only those screens.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import globalSetup from '../tests/e2e/support/global-setup';
import globalTeardown from '../tests/e2e/support/global-teardown';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../tests/e2e/support/accounts';
import { trackRequests } from '../tests/e2e/support/requests-settled';
import type { RoleName } from '../src/domain/roles';

const OUT = process.env.SCREENS_DIR ?? '/tmp/screens';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
// LANGUAGES=ja, SCHEMES=dark, WIDTHS=1280 take fewer.
const only = <T extends string | number>(all: readonly T[], given: string | undefined): T[] =>
  given ? all.filter((value) => given.split(',').includes(String(value))) : [...all];
const LANGUAGES = only(['en', 'ja'] as const, process.env.LANGUAGES);
const SCHEMES = only(['light', 'dark'] as const, process.env.SCHEMES);

interface Screen {
  name: string;
  role: RoleName;
  path: string;
  /** What a user does on the page before the picture (open a drawer, a dialog). */
  act?: (page: Page) => Promise<void>;
}

/** An Edit button or menu item: "Edit <name>", in Japanese "<name> を編集" (or "編集" alone). */
const EDIT = /^(Edit|編集)|を編集$/;

/** Opens the first data row's drawer: by a button of the row, or by a click on a cell. */
async function openFirstRow(page: Page, button?: RegExp, cell = 1): Promise<void> {
  const row = page.locator('table tbody tr').first();
  if (button) await page.getByRole('button', { name: button }).first().click();
  else await row.locator('td').nth(cell).click();
  // A row's actions may open a menu first (its Edit item opens the drawer): wait for whichever
  // comes, as the menu opens a moment after the click.
  const dialog = page.getByRole('dialog').first();
  const item = page.getByRole('menuitem', { name: EDIT }).first();
  await dialog.or(item).first().waitFor({ timeout: 10_000 });
  if (await item.isVisible()) await item.click();
  await dialog.waitFor({ timeout: 10_000 });
}

/**
 * Scrolls the page's end into view (the History sections sit at the bottom): an open drawer's
 * only, when there is one (the sidebar behind it stays where it was).
 */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const within = document.querySelector('[role="dialog"]') ?? document;
    for (const element of within.querySelectorAll('*')) {
      if (element.scrollHeight > element.clientHeight + 4) element.scrollTop = element.scrollHeight;
    }
  });
}

const openDrawerAndScroll = (button?: RegExp, cell?: number) => async (page: Page) => {
  await openFirstRow(page, button, cell);
  await page.waitForTimeout(800);
  await scrollToEnd(page);
};

const SCREENS: Screen[] = [
  { name: 'policy-home', role: 'CompanyAdmin', path: '/policy/home' },
  { name: 'policy-electives', role: 'CompanyAdmin', path: '/policy/top-level-electives' },
  { name: 'policy-iconset', role: 'CompanyAdmin', path: '/policy/iconset' },
  { name: 'policy-iconset-global', role: 'AGMSAdmin', path: '/policy/iconset' },
  { name: 'policy-topology', role: 'CompanyAdmin', path: '/policy/shared-policy-topology' },
  { name: 'policy-show', role: 'CompanyAdmin', path: '/policy/show', act: scrollToEnd },
  { name: 'change-log', role: 'CompanyAdmin', path: '/administration/change-log' },
  { name: 'change-log-partner', role: 'PartnerAdmin', path: '/administration/change-log' },
  { name: 'smtp-history', role: 'CompanyAdmin', path: '/settings/smtp-settings', act: scrollToEnd },
  { name: 'syslog-history', role: 'CompanyAdmin', path: '/settings/syslog-settings', act: scrollToEnd },
  { name: 'servers', role: 'CompanyAdmin', path: '/settings/pdp-lrp-settings' },
  {
    name: 'server-form',
    role: 'PartnerAdmin',
    path: '/settings/pdp-lrp-list',
    // The server form opens in the page, above its History.
    act: async (page) => {
      // A row's Edit button is named "Edit <name>", in Japanese "<name> を編集".
      await page
        .getByRole('button', { name: /^Edit |を編集$/ })
        .first()
        .click();
      await page.waitForTimeout(800);
      await scrollToEnd(page);
    },
  },
  {
    name: 'company-drawer',
    role: 'PartnerAdmin',
    path: '/administration/company-list',
    act: openDrawerAndScroll(EDIT),
  },
  { name: 'users', role: 'CompanyAdmin', path: '/administration/users' },
  {
    name: 'user-drawer',
    role: 'CompanyAdmin',
    path: '/administration/users',
    act: openDrawerAndScroll(/^(Authorized|権限)/),
  },
  {
    name: 'condition-drawer',
    role: 'CompanyAdmin',
    path: '/alert-console/configuration/security-alerts',
    act: openDrawerAndScroll(EDIT),
  },
  {
    name: 'review-drawer',
    role: 'GroupAdmin',
    path: '/policies/policy-review',
    act: openDrawerAndScroll(/^Actions for|の操作$/),
  },
  {
    name: 'alert-drawer',
    role: 'CompanyAdmin',
    path: '/alert-console/all',
    act: openDrawerAndScroll(undefined, 2),
  },
  {
    name: 'rule-dialog',
    role: 'CompanyAdmin',
    path: '/event-inspection/all-events',
    act: async (page) => {
      await openFirstRow(page);
      // The drawer's Allow (the rows' own Allow buttons lie under the drawer's overlay).
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Allow|許可)/ })
        .first()
        .click();
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'palette',
    role: 'SiteAdmin',
    path: '/dashboard/company-overview',
    act: async (page) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('a');
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'shortcuts',
    role: 'CompanyAdmin',
    path: '/alert-console/unresolved',
    act: async (page) => {
      await page.keyboard.press('?');
      await page.waitForTimeout(500);
    },
  },
];

async function signIn(page: Page, role: RoleName): Promise<void> {
  await page.goto('/bff/login');
  await page.locator('input[type=email], input[name=email]').first().fill(DEMO_ACCOUNTS[role]);
  await page.locator('input[type=password]').first().fill(DEMO_PASSWORD);
  await page.locator('button[type=submit]').first().click();
  await page.locator('[data-not-sign-in], header').first().waitFor();
  await page.waitForURL((url) => !url.pathname.startsWith('/bff/login'));
}

async function main(): Promise<void> {
  // Several filters, comma-separated: the screens any of them names.
  const filters = process.argv[2]?.split(',') ?? [];
  const screens = SCREENS.filter((screen) => !filters.length || filters.some((f) => screen.name.includes(f)));
  mkdirSync(OUT, { recursive: true });
  // A sandbox already running (E2E_BASE_URL, e.g. a previous run's with KEEP_SANDBOX=1) is reused.
  const started = !process.env.E2E_BASE_URL;
  if (started) await globalSetup();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const roles = [...new Set(screens.map((screen) => screen.role))];
    for (const role of roles) {
      for (const language of LANGUAGES) {
        for (const scheme of SCHEMES) {
          const context = await browser.newContext({
            baseURL: process.env.E2E_BASE_URL,
            viewport: VIEWPORTS[0],
          });
          await context.addInitScript(
            ([lang, colour]) => {
              localStorage.setItem('language', lang);
              localStorage.setItem('colorScheme', colour);
            },
            [language, scheme] as const,
          );
          const page = await context.newPage();
          await signIn(page, role);
          for (const screen of screens.filter((s) => s.role === role)) {
            for (const viewport of VIEWPORTS.filter((v) => only([v.width], process.env.WIDTHS).length)) {
              const file = path.join(OUT, `${screen.name}-${viewport.width}-${scheme}-${language}.png`);
              try {
                await page.setViewportSize(viewport);
                const requests = trackRequests(page);
                await page.goto(screen.path);
                await requests.settled();
                await screen.act?.(page);
                await requests.settled();
                await page.screenshot({ path: file });
                console.log(file);
              } catch (error) {
                console.log(
                  `FAILED ${file}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
                );
                await page.screenshot({ path: file }).catch(() => undefined);
              }
            }
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    if (started && !process.env.KEEP_SANDBOX) await globalTeardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

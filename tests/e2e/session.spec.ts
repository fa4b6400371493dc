// The session against the sandbox: sign in and out, a wrong password, the way back after
// sign-in, the idle warning (Playwright's clock, no real waiting) and logout across tabs.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { signInAs } from './support/sign-in';

const IDLE_WARNING = 'Session Expiring Soon';
const IDLE_TEXT =
  'Your session will expire due to inactivity and you will need to log in again for security reasons.';

const logOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log out' });

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in', () => {
  test('a wrong password is announced and the email stays typed', async ({ page }) => {
    await page.goto('/bff/login');
    await fillSignIn(page, DEMO_ACCOUNTS.CompanyAdmin, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ACCOUNTS.CompanyAdmin);
    await expect(page).toHaveURL(/\/bff\/login/);
  });

  test('a page without a session leads to sign-in, and back to it afterwards', async ({ page }) => {
    await page.goto('/alert-console/all');
    await expect(page).toHaveURL(/\/bff\/login\?redirect=/);
    await fillSignIn(page, DEMO_ACCOUNTS.CompanyAdmin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/alert-console\/all$/);
    await expect(logOutButton(page)).toBeVisible();
  });

  test('without a redirect, sign-in leads to the company overview', async ({ page }) => {
    await page.goto('/bff/login');
    await fillSignIn(page, DEMO_ACCOUNTS.CompanyAdmin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
  });
});

test.describe('log out', () => {
  test('asks for confirmation, then ends the session with its id', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await logOutButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\/bff\/login/);

    await logOutButton(page).click();
    const logout = page.waitForRequest((request) => /\/bff\/logout\?sid=[^&]+/.test(request.url()));
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await logout;
    await expect(page).toHaveURL(/\/bff\/login/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The session is over: an authenticated page leads to sign-in again.
    await page.goto('/dashboard/company-overview');
    await expect(page).toHaveURL(/\/bff\/login/);
  });

  test('in one tab logs out every tab', async ({ page, context }) => {
    await signInAs(page, 'CompanyAdmin');
    const other = await context.newPage();
    await other.goto('/dashboard/company-overview');
    await expect(logOutButton(other)).toBeVisible();

    await logOutButton(page).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/bff\/login/);
    await expect(other).toHaveURL(/\/bff\/login/);
  });
});

test.describe('idle timeout', () => {
  test('after 30 minutes without activity, the warning counts down and logs out at zero', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAs(page, 'CompanyAdmin');

    await page.clock.fastForward('29:00');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toBeHidden();
    await page.clock.fastForward('01:00');
    const dialog = page.getByRole('dialog', { name: IDLE_WARNING });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(IDLE_TEXT);
    await expect(dialog.getByRole('button', { name: 'Log out Now' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stay Connected' })).toBeVisible();

    // From here only the test moves the page's clock: on a loaded machine a running clock has
    // already taken a few of the 30 seconds (it starts at 30: IdleTimeout.test.tsx). The dialog
    // is open before the pause (its transition runs on the page's timers).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const secondsLeft = async () =>
      Number((await dialog.textContent())?.match(/logged out in (\d+) seconds/)?.[1]);
    const left = await secondsLeft();
    expect(left).toBeGreaterThan(10);
    expect(left).toBeLessThanOrEqual(30);

    await page.clock.runFor(10_000);
    await expect(dialog).toContainText(`logged out in ${left - 10} seconds`);
    const logout = page.waitForRequest((request) => /\/bff\/logout\?sid=[^&]+/.test(request.url()));
    await page.clock.runFor((left - 10) * 1000);
    await logout;
    await expect(page).toHaveURL(/\/bff\/login/);
  });

  // Hidden tabs run timers once a minute, sleeping laptops none: the idle time and the countdown
  // are deadlines. The clock is paused, so no tick can run but those a jump fires (the shell's
  // own transitions stand still too, so these look at the logout, not at the dialog).
  test('a jump over the idle time and the whole countdown logs out at once', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'CompanyAdmin');
    // A margin the page's clock cannot have passed yet on a loaded machine (pauseAt cannot go back).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    const logout = page.waitForRequest((request) => /\/bff\/logout\?sid=[^&]+/.test(request.url()));
    // fastForward fires each due timer at most once, at the end of the jump: the idle timeout,
    // 40 s past the countdown's end.
    await page.clock.fastForward('31:10');
    await logout;
    await expect(page).toHaveURL(/\/bff\/login/);
  });

  test('a page shown again after its deadline logs out when it becomes visible', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'CompanyAdmin');
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 10_000);
    // The clock moves 31 minutes while no timer runs at all (a sleeping laptop), then the page is shown.
    await page.clock.setSystemTime(now + 31 * 60_000);
    const logout = page.waitForRequest((request) => /\/bff\/logout\?sid=[^&]+/.test(request.url()));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await logout;
    await expect(page).toHaveURL(/\/bff\/login/);
  });

  test('Stay Connected keeps the session', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'CompanyAdmin');
    await page.clock.fastForward('30:00');
    const dialog = page.getByRole('dialog', { name: IDLE_WARNING });
    await dialog.getByRole('button', { name: 'Stay Connected' }).click();
    await expect(dialog).toBeHidden();

    await page.clock.runFor(60_000);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
    await expect(logOutButton(page)).toBeVisible();
  });

  test('activity in one tab keeps the other tabs alive', async ({ page, context }) => {
    await page.clock.install();
    await signInAs(page, 'CompanyAdmin');
    const other = await context.newPage();
    await other.goto('/dashboard/company-overview');
    await expect(logOutButton(other)).toBeVisible();

    await page.clock.fastForward('20:00');
    // The user works in the other tab only.
    await other.mouse.move(200, 300);
    await other.mouse.move(240, 320);
    await page.clock.fastForward('15:00');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toBeHidden();
    await expect(other.getByRole('dialog', { name: IDLE_WARNING })).toBeHidden();

    // Nobody is active any more: both tabs warn (30 minutes and 10 seconds after the last
    // activity: inside the countdown, whose deadline a longer jump would pass).
    await page.clock.fastForward('15:10');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toBeVisible();
    await expect(other.getByRole('dialog', { name: IDLE_WARNING })).toBeVisible();
  });
});

test.describe('the partner lookup at start (spec section 6)', () => {
  for (const [role, looksUp] of [
    ['PartnerAdmin', true],
    ['CompanyAdmin', false],
  ] as const) {
    test(`${role} ${looksUp ? 'reads its partner' : 'skips it'}`, async ({ page }) => {
      const lookups: string[] = [];
      page.on('request', (request) => {
        if (/\/restapi\/Partner\/\d+$/.test(new URL(request.url()).pathname)) lookups.push(request.url());
      });
      await signInAs(page, role);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (looksUp) {
        expect(lookups.map((url) => new URL(url).pathname)).toEqual(['/restapi/Partner/101']);
        await expect(page.getByRole('banner')).toContainText('Northwind Security Partners');
      } else expect(lookups).toEqual([]);
    });
  }
});

// The sign-in page paints its form from the built HTML before any script runs (issue 30), in the
// stored language and colour scheme, and the script takes over without losing what was typed,
// without moving the form, and without forgetting a press of Sign in.
import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { trackRequests } from './support/requests-settled';

/** Holds the entry script (the only module index.html loads) until `release` is called. */
async function holdEntryScript(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    if (releasing) await route.continue();
    else held.push(route);
  });
  return async () => {
    releasing = true;
    for (const route of held) await route.continue();
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is there, in English, under a message that JavaScript is needed', async ({
    page,
  }) => {
    const served = await page.goto('/bff/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    // The Japanese form is in the page but not shown.
    await expect(page.getByRole('textbox', { name: 'パスワード' })).toBeHidden();
    // Its button looks disabled, and the page's <noscript>, above the form, says JavaScript is
    // needed in both languages (read from the page as served: Playwright stops scripts but leaves
    // the parser's scripting flag on, so it never draws a <noscript>, as a browser without
    // JavaScript does).
    const html = (await served!.text()).replace(/\n/g, '');
    const noScript = /<div id="root"><noscript>(.*?)<\/noscript><div data-prerendered-sign-in="en"/.exec(
      html,
    );
    expect(noScript?.[1]).toContain('This console needs JavaScript.');
    expect(noScript?.[1]).toContain('このコンソールには JavaScript が必要です。');
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('pointer-events', 'none');
  });
});

test.describe('before the script runs', () => {
  test('the form is drawn in the stored language and colour scheme', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'ja');
      localStorage.setItem('colorScheme', 'dark');
    });
    const release = await holdEntryScript(page);
    await page.goto('/bff/login', { waitUntil: 'commit' });
    await expect(page.getByRole('textbox', { name: 'パスワード' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await axeViolations(page)).toEqual([]);
    await release();
  });

  test('what was typed stays, the form does not move, and Sign in pressed early signs in', async ({
    page,
  }) => {
    const release = await holdEntryScript(page);
    await page.goto('/bff/login?redirect=%2Falert-console%2Fall', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.CompanyAdmin);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Nothing sent yet (no script), and no password in the address.
    await expect(page).toHaveURL(/\/bff\/login\?redirect=%2Falert-console%2Fall$/);
    await release();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page).toHaveURL(/\/alert-console\/all$/);
  });

  test('the script draws the form where the HTML drew it', async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto('/bff/login', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('someone@sandbox.test');
    const button = page.getByRole('button', { name: 'Sign in' });
    const before = { email: await email.boundingBox(), button: await button.boundingBox() };
    await release();
    await expect(page.locator('[data-prerendered-sign-in]')).toHaveCount(0);
    expect({ email: await email.boundingBox(), button: await button.boundingBox() }).toEqual(before);
    await expect(email).toHaveValue('someone@sandbox.test');
    // The script's form: it says what is missing without calling the server.
    await button.click();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });
});

test.describe('from Sign in to the dashboard', () => {
  test('the requests go in three waves: sign-in, start scope, the dashboard', async ({ page }) => {
    await page.goto('/bff/login');
    await expect(page.locator('[data-prerendered-sign-in]')).toHaveCount(0);
    // Waves by the order of events, not by time: a request started after some reply of the
    // current wave reached the page opens the next one.
    let event = 0;
    const calls = new Map<object, { path: string; start: number; end: number }>();
    // The live stream is no request the page waits for: it stays open (README, "Live changes").
    const isApi = (url: string) =>
      /^\/(bff|restapi)\//.test(new URL(url).pathname) && !url.endsWith('/bff/live');
    const requests = trackRequests(page);
    page.on('request', (request) => {
      if (isApi(request.url()))
        calls.set(request, { path: new URL(request.url()).pathname, start: (event += 1), end: Infinity });
    });
    const ended = (request: object) => {
      const call = calls.get(request);
      if (call) call.end = event += 1;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.CompanyAdmin);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await requests.settled();
    const waves: string[][] = [];
    let firstReply = -Infinity;
    for (const call of [...calls.values()].sort((a, b) => a.start - b.start)) {
      if (waves.length === 0 || call.start > firstReply) {
        waves.push([]);
        firstReply = Infinity;
      }
      waves.at(-1)!.push(call.path);
      firstReply = Math.min(firstReply, call.end);
    }
    // The sign-in's reply carries the claims (no session check after it); the start scope needs
    // them; the dashboard's requests need the scope the start decides (spec section 6).
    expect(waves[0]).toEqual(['/bff/login']);
    expect(waves, JSON.stringify(waves)).toHaveLength(3);
  });
});

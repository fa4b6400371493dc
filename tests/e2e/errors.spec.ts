// The error catalogue (spec section 8) in the browser: each status forced on a /restapi call by
// route interception, and what the console shows (or does not), logs and where it goes. The
// call is the company administrator's first one after sign-in (GetUserClaimsInformation, the
// start scope), made while no dialog is open.
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { signInAs } from './support/sign-in';

const FORCED = '**/restapi/User/GetUserClaimsInformation*';
const OOPS = 'Oops...';
const TEXT_404 =
  'Failed to send request. The page sent the request returned a 404 response. Please contact admin.';
const TEXT_502 =
  'Failed to send request. The page sent the request returned a 502 response. The server may have down. Please contact admin.';
const TEXT_OTHER = 'Something went wrong! Please refresh your page.';

async function forceStatus(page: Page, status: number, url = FORCED) {
  await page.route(url, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ isSuccess: false, message: `Forced ${status}`, entityData: null }),
    }),
  );
}

/** The remote log posts the page sends from now on. */
function remoteLogs(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/restapi\/Log\/LogError$/i.test(new URL(request.url()).pathname))
      posts.push(request);
  });
  return posts;
}

async function signInByHand(page: Page) {
  await page.goto('/bff/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.CompanyAdmin);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('401: local and session storage are cleared and the browser goes to the logout address with the session id', async ({
  page,
}) => {
  await page.goto('/bff/login');
  await page.evaluate(() => {
    localStorage.setItem('e2e-marker', 'kept?');
    sessionStorage.setItem('e2e-marker', 'kept?');
  });
  await forceStatus(page, 401);
  const logout = page.waitForRequest((request) => /\/bff\/logout\?sid=[^&]+$/.test(request.url()));
  await signInByHand(page);
  await logout;
  await expect(page).toHaveURL(/\/bff\/login/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('e2e-marker'),
      sessionStorage.getItem('e2e-marker'),
      localStorage.getItem('realRole'),
    ]),
  ).toEqual([null, null, null]);

  // The logout ended the session on the server.
  await page.unroute(FORCED);
  await page.goto('/dashboard/company-overview');
  await expect(page).toHaveURL(/\/bff\/login/);
});

test('403: the forbidden page with its link back, and a remote log post', async ({ page }) => {
  const logs = remoteLogs(page);
  await forceStatus(page, 403);
  await signInByHand(page);
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('Access to this resource on the server is denied !')).toBeVisible();
  await expect.poll(() => logs.length).toBeGreaterThan(0);
  const body = logs[0]!.postDataJSON() as {
    email: string;
    exception: string;
    endpoint: string;
    browser: string;
  };
  expect(body.email).toBe(DEMO_ACCOUNTS.CompanyAdmin);
  expect(body.exception).toContain('HTTP 403');
  expect(body.endpoint).toContain('/restapi/User/GetUserClaimsInformation');
  expect(body.browser).toContain('Chrome');

  await page.unroute(FORCED);
  await page.getByRole('main').getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
});

for (const [status, text] of [
  [404, TEXT_404],
  [502, TEXT_502],
  [503, TEXT_OTHER],
] as const) {
  test(`${status}: the "Oops..." dialog with its text, Close and Reload Page, and a remote log post`, async ({
    page,
  }) => {
    const logs = remoteLogs(page);
    await forceStatus(page, status);
    await signInAs(page, 'CompanyAdmin');
    const dialog = page.getByRole('dialog', { name: OOPS });
    await expect(dialog).toContainText(text);
    await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    await expect.poll(() => logs.length).toBeGreaterThan(0);
    expect((logs[0]!.postDataJSON() as { exception: string }).exception).toContain(`HTTP ${status}`);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('Reload Page reloads the page', async ({ page }) => {
  await forceStatus(page, 502);
  await signInAs(page, 'CompanyAdmin');
  const dialog = page.getByRole('dialog', { name: OOPS });
  await expect(dialog).toBeVisible();
  await page.unroute(FORCED);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reload Page' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: OOPS })).toHaveCount(0);
});

for (const status of [400, 500] as const) {
  test(`${status}: no dialog`, async ({ page }) => {
    const logs = remoteLogs(page);
    const answered = page.waitForResponse(
      (response) => /GetUserClaimsInformation/.test(response.url()) && response.status() === status,
    );
    await forceStatus(page, status);
    await signInAs(page, 'CompanyAdmin');
    await answered;
    // The page settles with the shell and no dialog.
    await expect(page.getByRole('button', { name: 'Change scope' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    if (status === 500) {
      await expect.poll(() => logs.length).toBeGreaterThan(0);
      expect((logs[0]!.postDataJSON() as { exception: string }).exception).toContain('HTTP 500');
    } else {
      expect(logs).toHaveLength(0);
    }
  });
}

test('no "Oops..." dialog while another dialog is open, but the failure is logged', async ({ page }) => {
  await signInAs(page, 'AGMSAdmin');
  const logs = remoteLogs(page);
  await forceStatus(page, 502, '**/restapi/Company/GetScopeTree*');
  await page.getByRole('button', { name: 'Change scope' }).click();
  await expect(page.getByRole('dialog', { name: 'Change scope' })).toBeVisible();
  await expect.poll(() => logs.length).toBeGreaterThan(0);
  expect((logs[0]!.postDataJSON() as { exception: string }).exception).toContain('HTTP 502');
  await expect(page.getByRole('dialog', { name: OOPS })).toHaveCount(0);
});

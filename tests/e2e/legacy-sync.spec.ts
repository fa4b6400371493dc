// The legacy management server's session follows the console's (spec section 7, issue 31): at
// sign-in a hidden, sandboxed frame loads its dashboard for the user's company (or partner), and
// at log-off its log-off for the session id, before the console's own logout. Checked in the
// browser (the frame's answer: a frame the CSP blocks gets none) and at the legacy stub, which
// records what it was asked for in e2e runs.
import { expect, test, type Page, type Response } from '@playwright/test';
import { legacyRequests, legacyUrl } from './support/legacy-requests';
import { signInAs } from './support/sign-in';

const SYNC_FRAME = 'iframe[title="Management server session sync"]';

/** The legacy stub's answer to a frame's request for `path`. */
const legacyAnswer = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      response.frame() !== page.mainFrame() &&
      response.url().startsWith(legacyUrl()) &&
      new URL(response.url()).pathname === path,
  );

test('sign-in loads the legacy dashboard of the user\u2019s company in a hidden sync frame, then removes it', async ({
  page,
}) => {
  const before = new Date().toISOString();
  const dashboard = legacyAnswer(page, '/Dashboard/Index');
  await signInAs(page, 'CompanyAdmin');
  const answer = await dashboard;
  expect(answer.status()).toBe(200);
  const company = await page.evaluate(
    () => JSON.parse(localStorage.getItem('company') ?? 'null') as { guid: string },
  );
  expect(new URL(answer.url()).searchParams.get('companyId')).toBe(company.guid);
  const received = await legacyRequests('/Dashboard/Index');
  expect(received.some((r) => r.params.companyId === company.guid && r.at >= before)).toBe(true);
  // Loaded, it goes: nothing is left behind in the page.
  await expect(page.locator(SYNC_FRAME)).toHaveCount(0);
});

test('a Partner Admin\u2019s sign-in syncs the legacy dashboard by partner', async ({ page }) => {
  const dashboard = legacyAnswer(page, '/Dashboard/Index');
  await signInAs(page, 'PartnerAdmin');
  const answer = await dashboard;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get('partnerId')).toMatch(/^[0-9a-f-]{36}$/i);
});

test('log-off loads the legacy log-off by sid before the console\u2019s logout', async ({ page }) => {
  await signInAs(page, 'SiteAdmin');
  const sid = await page.evaluate(async () => {
    const claims = (await (await fetch('/bff/user', { headers: { 'X-CSRF': '1' } })).json()) as {
      type: string;
      value: string;
    }[];
    return claims.find((claim) => claim.type === 'sid')?.value ?? '';
  });
  expect(sid).not.toBe('');
  const logOff = legacyAnswer(page, '/Account/LogOff');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  const answer = await logOff;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get('sid')).toBe(sid);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const received = await legacyRequests('/Account/LogOff');
  expect(received.some((r) => r.params.sid === sid)).toBe(true);
});

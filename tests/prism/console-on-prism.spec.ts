// The console on Prism's examples of the contract: every built screen renders for a few roles
// without an error dialog, and the error catalogue's texts show for statuses forced with Prism's
// `Prefer` header (added by route interception, as QA adds it in the browser's devtools).
// A screen that cannot render here means the contract's examples are wrong.
import { expect, test, type Page } from '@playwright/test';
import type { RoleName } from '../../src/domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../e2e/support/accounts';
import { BUILT_SCREENS } from '../e2e/support/built-screens';
import { trackRequests } from '../e2e/support/requests-settled';

/** The roles this run signs in as, with the /bff/user example (and /bff/login's, where it has one). */
const ROLES: ReadonlyArray<{
  role: RoleName;
  example: string;
  loginExample?: string;
  /** The example of GetUserClaimsInformation (the tenants the scope is chosen from). */
  claimsExample?: string;
}> = [
  { role: 'CompanyAdmin', example: 'companyAdmin', loginExample: 'companyAdmin' },
  { role: 'PartnerAdmin', example: 'partnerAdmin', loginExample: 'partnerAdmin' },
  { role: 'AGMSAdmin', example: 'globalAdmin', loginExample: 'globalAdmin' },
  // The policy pages (review, checklist, unique blocks, overview, compare) are the group admin's.
  { role: 'GroupAdmin', example: 'groupAdmin', loginExample: 'groupAdmin', claimsExample: 'groupAdmin' },
];

const OOPS = 'Oops...';
const TEXT_502 =
  'Failed to send request. The page sent the request returned a 502 response. The server may have down. Please contact admin.';
const TEXT_403 = 'Access to this resource on the server is denied !';

/** Adds a Prefer header to the requests matching `url` (Prism reads it; the console never sends it). */
async function prefer(page: Page, url: string | RegExp, value: string, method?: string) {
  await page.route(url, (route) => {
    const request = route.request();
    if (method && request.method() !== method) return route.fallback();
    return route.fallback({ headers: { ...request.headers(), prefer: value } });
  });
}

async function signInOnPrism(page: Page, role: (typeof ROLES)[number], path?: string) {
  await prefer(page, /\/bff\/user$/, `example=${role.example}`);
  if (role.loginExample) await prefer(page, /\/bff\/login(\?|$)/, `example=${role.loginExample}`, 'POST');
  if (role.claimsExample)
    await prefer(page, /\/restapi\/User\/GetUserClaimsInformation/, `example=${role.claimsExample}`);
  await page.goto(`/bff/login${path ? `?redirect=${encodeURIComponent(path)}` : ''}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS[role.role]);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

for (const role of ROLES) {
  for (const screen of BUILT_SCREENS.filter((s) => s.roles.includes(role.role))) {
    test(`${screen.path} renders on the contract's examples as ${role.role}`, async ({ page }) => {
      const requests = trackRequests(page);
      await signInOnPrism(page, role, screen.path);
      await expect(page).toHaveURL(new RegExp(`${screen.path.replace(/[/-]/g, '\\$&')}(\\?|$)`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await requests.settled();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: OOPS })).toHaveCount(0);
      await expect(page.getByText(TEXT_403)).toHaveCount(0);
      await expect(main.getByText('Not built yet', { exact: true })).toHaveCount(0);
      // No failed load: the list's and the forms' error states, the generic error text.
      await expect(main.getByText(/could not be loaded|Something went wrong/)).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    });
  }
}

test('a 502 forced with Prefer shows the catalogue\'s "Oops..." dialog with its text', async ({ page }) => {
  await prefer(page, /\/restapi\/Company\/GetCompanyList/, 'code=502');
  await signInOnPrism(page, ROLES[1]!, '/administration/company-list');
  const dialog = page.getByRole('dialog', { name: OOPS });
  await expect(dialog).toContainText(TEXT_502);
  await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeVisible();
});

test('a 403 forced with Prefer shows the forbidden page', async ({ page }) => {
  await prefer(page, /\/restapi\/Company\/GetCompanyList/, 'code=403');
  await signInOnPrism(page, ROLES[1]!, '/administration/company-list');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText(TEXT_403)).toBeVisible();
});

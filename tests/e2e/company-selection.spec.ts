// Company selection (spec section 2, issue 31): a company-level user of several companies chooses
// one after sign-in; the choice sets the scope as the scope dialog does (stored selection, scope
// headers, the company level's role) and opens the dashboard; the page stays reachable to switch.
// A user of one company is sent on; Partner admins are never sent there but may open it.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/accounts';
import { signInAs } from './support/sign-in';

const MULTI = 'multi.company.admin@sandbox.test';
const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const TAILSPIN = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801002';

async function signInByHand(page: Page, email: string) {
  await page.goto('/bff/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedCompany = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('company') ?? 'null') as { guid: string } | null)?.guid ?? null,
  );

const companyList = (page: Page) => page.getByRole('list', { name: 'Companies' });

test('a company admin of two companies chooses one after sign-in, and can switch later', async ({ page }) => {
  await signInByHand(page, MULTI);
  await expect(page).toHaveURL(/\/company-selection\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a company' })).toBeVisible();
  await expect(companyList(page).getByRole('button')).toHaveText(['Fabrikam Manufacturing', 'Tailspin Toys']);
  expect(await storedCompany(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  // The choice: the scope headers of the next requests name it, the dashboard opens in it.
  const scoped = page.waitForRequest(
    (request) =>
      request.url().includes('/restapi/Dashboard/') && request.headers()['x-company-guid'] === TAILSPIN,
  );
  await companyList(page).getByRole('button', { name: 'Tailspin Toys' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company overview' })).toBeVisible();
  await scoped;
  expect(await storedCompany(page)).toBe(TAILSPIN);
  await expect(page.getByRole('banner')).toContainText('Tailspin Toys');

  // A reload keeps the choice: no question again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Company overview' })).toBeVisible();

  // Switching later, from the header, back to the page the user was on.
  await page.goto('/administration/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('link', { name: 'Switch company' }).click();
  await expect(page).toHaveURL(/\/company-selection\?redirect=%2Fadministration%2Fusers$/);
  await expect(companyList(page).getByRole('button', { name: /Tailspin Toys/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await companyList(page).getByRole('button', { name: 'Fabrikam Manufacturing' }).click();
  await expect(page).toHaveURL(/\/administration\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(await storedCompany(page)).toBe(FABRIKAM);
  await expect(page.getByRole('banner')).toContainText('Fabrikam Manufacturing');
});

test('a company admin of one company is sent on without a choice', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
  await expect(page.getByRole('link', { name: 'Switch company' })).toHaveCount(0);
  await page.goto('/company-selection');
  await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company overview' })).toBeVisible();
});

test('a Partner admin is never sent there, but may open it to pick a company', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin');
  await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Switch company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a company' })).toBeVisible();
  await companyList(page)
    .getByRole('button', { name: /Tailspin Toys/ })
    .click();
  // The company level's role, as a choice of the company in the scope dialog gives.
  await expect(page.getByRole('heading', { level: 1, name: 'Company overview' })).toBeVisible();
  expect(await storedCompany(page)).toBe(TAILSPIN);
  expect(await page.evaluate(() => localStorage.getItem('selectedRole'))).toContain('CompanyAdmin');
});

// The shell's theme to assistive technology: every WCAG 2.2 AA rule of axe, colour contrast
// included, over the whole page (header, sidebar, breadcrumb, main) in the light and the dark scheme.
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { BUILT_SCREENS, sweepRole } from './support/built-screens';
import { trackRequests } from './support/requests-settled';
import { signInAs } from './support/sign-in';

for (const scheme of ['light', 'dark'] as const) {
  test(`the shell and a list page meet WCAG 2.2 AA in the ${scheme} scheme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('colorScheme', value), scheme);
    await signInAs(page, 'PartnerAdmin', { path: '/administration/company-list' });
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('field errors of a form meet WCAG 2.2 AA in the light and the dark scheme', async ({ page }) => {
  await signInAs(page, 'AGMSAdmin', { path: '/settings/smtp-settings' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page)).toEqual([]);
});

// Every built screen, as one role that may open it: WCAG 2.2 AA over the whole page once its
// requests have settled (a screen built later joins this sweep from the access table).
for (const screen of BUILT_SCREENS) {
  const role = sweepRole(screen, ['CompanyAdmin', 'PartnerAdmin', 'AGMSAdmin']);
  test(`${screen.path} as ${role} meets WCAG 2.2 AA`, async ({ page }) => {
    const requests = trackRequests(page);
    await signInAs(page, role, { path: screen.path });
    await expect(page).toHaveURL(new RegExp(`${screen.path.replace(/[/-]/g, '\\$&')}(\\?|$)`));
    await expect(page.getByRole('main')).toBeVisible();
    await requests.settled();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}

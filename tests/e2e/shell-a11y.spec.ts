// The shell's theme to assistive technology: every axe rule, colour contrast included, over the
// whole page (header, sidebar, breadcrumb, main) in the light and the dark scheme.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

const axePage = (page: Page) => page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function contrastViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: axePage(page) }).withRules(['color-contrast']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${(n.any[0]?.message ?? '').slice(0, 160)}`),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the shell and a list page meet colour contrast (AA) in the ${scheme} scheme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('colorScheme', value), scheme);
    await signInAs(page, 'PartnerAdmin', { path: '/administration/company-list' });
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    expect(await contrastViolations(page)).toEqual([]);
  });
}

test('field errors of a form meet colour contrast (AA) in the light and the dark scheme', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin', { path: '/settings/smtp-settings' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await contrastViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await contrastViolations(page)).toEqual([]);
});

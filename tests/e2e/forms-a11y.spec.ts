// The schema forms to assistive technology (axe): labelled inputs, radio groups and errors,
// with messages shown, colour contrast included.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

const violationsIn = (page: Page, selector: string) => axeViolations(page, { include: [selector] });

test('settings, SSO and profile forms, with their messages shown', async ({ page }) => {
  await signInAs(page, 'AGMSAdmin', { path: '/settings/smtp-settings' });
  await page.getByRole('textbox', { name: 'Email server' }).fill('');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Email server' })).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsIn(page, 'main')).toEqual([]);

  await page.goto('/settings/sso-settings/new');
  await page.getByRole('radio', { name: 'Microsoft Azure' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Tenant ID' })).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsIn(page, 'main')).toEqual([]);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'Please enter your current password.',
  );
  expect(await violationsIn(page, 'main')).toEqual([]);
});

test('the company form drawer, with its messages shown', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin', { path: '/administration/company-list' });
  await page.getByRole('button', { name: 'Create company' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create company' });
  await drawer.getByRole('textbox', { name: 'Phone' }).fill('call me');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
});

test('a confirmation dialog with a refusal shown in it (the one ConfirmDialog)', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin', { path: '/settings/pdp-lrp-list' });
  const table = page.getByRole('table', { name: 'PDP and LRP servers' });
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Delete selected' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete servers' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

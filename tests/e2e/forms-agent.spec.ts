// The agent settings form against the sandbox (spec sections 5, 8 and 9): debug log hours 0 to
// 48 (0 disables) and debug log folder size 10 to 500 MB, with the catalogue's messages when a
// field is left; a save shows up after a reload; reset to default after confirmation; Japanese.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

const HOURS_RANGE = 'Debug log hours must be between 0 and 48 (0 disables debug logging).';
const SIZE_RANGE = 'Debug log folder size must be between 10 and 500 MB.';

async function openAgentSettings(page: Page) {
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/settings/agent-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent main settings' })).toBeVisible();
}

test.describe('agent settings', () => {
  test('debug log hours and folder size out of range are named when the field is left', async ({ page }) => {
    await openAgentSettings(page);
    const hours = page.getByRole('textbox', { name: 'Debug log hours (0 = off)' });
    const size = page.getByRole('textbox', { name: 'Debug log folder size (MB)' });
    for (const [field, bad, good, message] of [
      [hours, '49', '48', HOURS_RANGE],
      [hours, '-1', '0', HOURS_RANGE],
      [size, '9', '10', SIZE_RANGE],
      [size, '501', '500', SIZE_RANGE],
    ] as const) {
      await field.fill(bad);
      await expect(page.getByText(message)).toHaveCount(0);
      await field.blur();
      await expect(page.getByText(message), `${bad}`).toBeVisible();
      await expect(field).toHaveValue(bad);
      await field.fill(good);
      await field.blur();
      await expect(page.getByText(message), `${good}`).toHaveCount(0);
    }
  });

  test('a save is there after a reload; reset to default asks first and puts the defaults back', async ({
    page,
  }) => {
    await openAgentSettings(page);
    await page.getByRole('textbox', { name: 'Debug log hours (0 = off)' }).fill('12');
    await page.getByRole('textbox', { name: 'Debug log folder size (MB)' }).fill('250');
    await page.getByRole('checkbox', { name: 'Summary mode' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings has been updated!')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Debug log hours (0 = off)' })).toHaveValue('12');
    await expect(page.getByRole('textbox', { name: 'Debug log folder size (MB)' })).toHaveValue('250');
    await expect(page.getByRole('checkbox', { name: 'Summary mode' })).toBeChecked();
    await expect(page.getByText(/Last saved on .* by Marcus Webb\./)).toBeVisible();

    await page.getByRole('button', { name: 'Reset to default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the agent settings' });
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByText('Settings has been updated!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Debug log hours (0 = off)' })).toHaveValue('0');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Debug log hours (0 = off)' })).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: 'Debug log folder size (MB)' })).toHaveValue('100');
    await expect(page.getByRole('checkbox', { name: 'Summary mode' })).not.toBeChecked();
  });

  test('in Japanese, the range speaks Japanese', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
    await page.goto('/settings/agent-settings');
    const hours = page.getByRole('textbox', { name: 'デバッグログの記録時間（0 = 無効）' });
    await hours.fill('49');
    await hours.blur();
    await expect(
      page.getByText(
        'デバッグログの記録時間は0～48時間の範囲で入力してください（0 でデバッグログは無効になります）。',
      ),
    ).toBeVisible();
  });
});

// The profile page in the browser, against the sandbox: the password rules of spec section 5
// (at least 8 characters, typed twice alike) with their exact messages, in English and Japanese;
// a wrong current password refused by the server keeps what was typed; a new name shows after
// a reload. (No password is changed for real: the demo accounts are shared by every test.)
import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in';

test('password rules: at least 8 characters, and the two new passwords must match', async ({ page }) => {
  await signInAs(page, 'SiteAudit', { path: '/profile' });
  const newPassword = page.getByLabel(/^New password/);
  await newPassword.fill('short');
  await expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');
  await newPassword.press('Tab');
  await expect(newPassword).toHaveAccessibleDescription('Password should be at least 8 characters long.');

  const confirm = page.getByLabel('Confirm new password');
  await confirm.fill('something-else');
  await confirm.press('Tab');
  await expect(confirm).toHaveAccessibleDescription('Passwords must match');

  // Fixing the new password to match re-checks the confirmation shown.
  await newPassword.fill('something-else');
  await expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
});

test('the password rules in Japanese', async ({ page }) => {
  await signInAs(page, 'SiteAudit', { path: '/profile' });
  await page.getByRole('banner').getByText('日本語').click();
  const newPassword = page.getByLabel(/^新しいパスワード(?!（)/);
  await newPassword.fill('short');
  await newPassword.press('Tab');
  await expect(newPassword).toHaveAccessibleDescription('パスワードは8文字以上で入力してください。');
  const confirm = page.getByLabel('新しいパスワード（確認）');
  await confirm.fill('shorter');
  await confirm.press('Tab');
  await expect(confirm).toHaveAccessibleDescription('パスワードが一致しません');
});

test('a wrong current password is refused on its field and nothing typed is lost', async ({ page }) => {
  await signInAs(page, 'SiteAudit', { path: '/profile' });
  const current = page.getByLabel('Current password');
  await current.fill('Not-The-Password-1');
  await page.getByLabel(/^New password/).fill('Chicago-Plant-2026');
  await page.getByLabel('Confirm new password').fill('Chicago-Plant-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('The current password is not correct.');
  await expect(current).toHaveValue('Not-The-Password-1');
  await expect(page.getByLabel(/^New password/)).toHaveValue('Chicago-Plant-2026');
  await expect(page.getByLabel('Confirm new password')).toHaveValue('Chicago-Plant-2026');
});

test('a new name is saved and shows after a reload', async ({ page }) => {
  await signInAs(page, 'GroupAudit', { path: '/profile' });
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await lastName.fill('');
  await lastName.press('Tab');
  await expect(lastName).toHaveAccessibleDescription('Please enter your last name.');
  await lastName.fill('Okafor-Lindqvist');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Okafor-Lindqvist');
});

test('a first name longer than the contract allows gets its message when left, and Save sends nothing', async ({
  page,
}) => {
  await signInAs(page, 'GroupAudit', { path: '/profile' });
  const saves: string[] = [];
  page.on('request', (request) => {
    if (/\/restapi\/User\/UpdateProfile/.test(request.url())) saves.push(request.url());
  });
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('A'.repeat(65));
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await firstName.press('Tab');
  await expect(firstName).toHaveAccessibleDescription('First name must be at most 64 characters.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveValue('A'.repeat(65));
  expect(saves).toEqual([]);
});

// Password reset end to end through the sandbox's mailbox (issue 31): "Forgot password?" on the
// sign-in page, the request, the mail and its link, the new password (spec section 5's rules),
// the old session ended, sign-in with the new password, and the link refused a second time.
// A seeded user no other test signs in as: its password really changes.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/accounts';
import { signInWith } from './support/sign-in';

const USER = 'k.sato@sakura-sys.example';
const NEW_PASSWORD = 'Sakura-Spring-2026';

async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const reply = await request.get('/sandbox/mailbox.json');
  expect(reply.ok()).toBe(true);
  const mails = (await reply.json()) as { to: string; body: string }[];
  const mail = mails.find((m) => m.to === email);
  expect(mail, `a mail to ${email}`).toBeTruthy();
  return /https?:\/\/\S+\/password-reset#token=[\w-]+/.exec(mail!.body)![0];
}

test('request, mail, link, new password: the old session ends, the new password signs in, the link works once', async ({
  browser,
  page,
}) => {
  // A session opened with the old password, in another browser.
  const elsewhere = await browser.newContext();
  const old = await elsewhere.newPage();
  await signInWith(old, USER);

  await page.goto('/bff/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Email' }).fill(USER);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses this email, a link to set a new password is on its way.',
  );

  const link = await resetLinkFor(page.request, USER);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const password = page.getByLabel(/^New password/);
  await password.fill('short');
  await password.press('Tab');
  await expect(password).toHaveAccessibleDescription('Password should be at least 8 characters long.');
  await password.fill(NEW_PASSWORD);
  const confirm = page.getByLabel('Confirm new password');
  await confirm.fill('Sakura-Spring-2027');
  await confirm.press('Tab');
  await expect(confirm).toHaveAccessibleDescription('Passwords must match');
  await confirm.fill(NEW_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is set. Sign in with it.');

  // The session opened with the old password is over.
  await old.reload();
  await expect(old).toHaveURL(/\/bff\/login/);
  await elsewhere.close();

  // Back to sign-in: the old password is refused, the new one signs in.
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  // The reset page has an Email field too: fill the sign-in page's once it is there.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(USER);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The link a second time: refused, with a way to ask again.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(link);
  await second.getByLabel(/^New password/).fill('Another-Try-2026');
  await second.getByLabel('Confirm new password').fill('Another-Try-2026');
  await second.getByRole('button', { name: 'Set the new password' }).click();
  await expect(second.getByText(/This link no longer works/)).toBeVisible();
  await second.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(second.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await again.close();
});

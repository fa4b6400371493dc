// The settings forms in the browser, against the sandbox: messages when a field is left, the
// spec's success messages, secrets masked and kept when untouched, saves that show after a reload.
import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in';

test('syslog settings: field messages, a save, and the saved values after a reload', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin', { path: '/settings/syslog-settings' });
  const ip = page.getByRole('textbox', { name: 'Syslog server IP address' });
  await expect(ip).toHaveValue('10.20.0.50');
  await ip.fill('10.20.0.300');
  await expect(ip).not.toHaveAttribute('aria-invalid', 'true');
  await ip.press('Tab');
  await expect(ip).toHaveAccessibleDescription('Please enter a valid IPv4 or IPv6 address.');
  // An out-of-range number is not clamped away: the user is told.
  const port = page.getByRole('textbox', { name: 'Port' });
  await port.fill('70000');
  await port.press('Tab');
  await expect(port).toHaveAccessibleDescription('Port must be between 1 and 65535.');
  await expect(port).toHaveValue('70000');

  await ip.fill('fd00:20::51');
  await port.fill('6514');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings has been updated!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Syslog server IP address' })).toHaveValue('fd00:20::51');
  await expect(page.getByRole('textbox', { name: 'Port' })).toHaveValue('6514');
});

test('SMTP settings (global): the password is masked, kept when untouched, and the save shows', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin', { path: '/settings/smtp-settings' });
  await expect(
    page.getByText('These settings are global: they apply wherever no company has its own.'),
  ).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveValue('');
  await expect(password).toHaveAccessibleDescription('A value is stored. Leave this empty to keep it.');

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('no-reply(at)endpoint-console.example');
  await email.press('Tab');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  const server = page.getByRole('textbox', { name: 'Email server' });
  await server.fill('');
  await server.press('Tab');
  await expect(server).toHaveAccessibleDescription('Please enter the email server.');

  await server.fill('smtp2.endpoint-console.example');
  await email.fill('alerts@endpoint-console.example');
  const saved = page.waitForRequest((r) =>
    r.url().includes('/restapi/GlobalSettings/CreateOrUpdateSettings'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  // The untouched password is not sent: the server keeps the stored one.
  expect((await saved).postDataJSON()).not.toHaveProperty('password');
  await expect(page.getByText('E-Mail settings has been updated!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email server' })).toHaveValue(
    'smtp2.endpoint-console.example',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'A value is stored. Leave this empty to keep it.',
  );
});

test('hash lookup: the API key shows only its last characters; a short key is refused', async ({ page }) => {
  await signInAs(page, 'AGMSAdmin', { path: '/settings/hash-lookup' });
  const apiKey = page.getByLabel('API key');
  await expect(apiKey).toHaveAttribute('type', 'password');
  await expect(apiKey).toHaveValue('');
  await expect(apiKey).toHaveAccessibleDescription(
    'A value ending in ••••9c1f is stored. Leave this empty to keep it.',
  );
  await apiKey.fill('too-short');
  await apiKey.press('Tab');
  await expect(apiKey).toHaveAccessibleDescription(/^API key must be 16 to 256 characters\./);
  const url = page.getByRole('textbox', { name: 'Lookup URL' });
  await url.fill('ftp://hashlookup.example/');
  await url.press('Tab');
  await expect(url).toHaveAccessibleDescription(
    'Please enter a valid URL starting with http:// or https://.',
  );

  await url.fill('https://hashlookup2.threatintel.example/api/v3/lookup');
  await apiKey.fill('hl-new-key-0123456789abcd');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hash Lookup Successfully Saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Lookup URL' })).toHaveValue(
    'https://hashlookup2.threatintel.example/api/v3/lookup',
  );
  await expect(page.getByLabel('API key')).toHaveValue('');
  await expect(page.getByLabel('API key')).toHaveAccessibleDescription(
    'A value ending in ••••abcd is stored. Leave this empty to keep it.',
  );
});

test('SSO: each provider type asks for its own fields; a new provider shows in the list', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin', { path: '/settings/sso-settings' });
  await expect(page.getByRole('table', { name: 'Single sign-on providers' })).toBeVisible();
  await page.getByRole('link', { name: 'Add provider' }).click();
  await expect(page).toHaveURL(/\/settings\/sso-settings\/new$/);

  await page.getByRole('radio', { name: 'Microsoft Azure' }).check();
  await expect(page.getByRole('textbox', { name: 'Tenant ID' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Object ID' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Authorization URL' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Tenant ID' })).toHaveAccessibleDescription(
    'Please enter the tenant ID (needed for Azure).',
  );
  await expect(page.getByLabel('Client secret')).toHaveAccessibleDescription(
    'Please enter the client secret of the new provider.',
  );

  await page.getByRole('radio', { name: 'Okta' }).check();
  await expect(page.getByRole('textbox', { name: 'Tenant ID' })).toHaveCount(0);
  const authUrl = page.getByRole('textbox', { name: 'Authorization URL' });
  await authUrl.fill('okta.example/authorize');
  await authUrl.press('Tab');
  await expect(authUrl).toHaveAccessibleDescription(
    'Please enter a valid URL starting with http:// or https://.',
  );

  await page.getByRole('radio', { name: 'Google' }).check();
  await expect(page.getByRole('textbox', { name: 'Authorization URL' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Display name' }).fill('Fabrikam Google (field staff)');
  await page.getByRole('textbox', { name: 'Client ID' }).fill('2231-field.apps.googleusercontent.com');
  await page.getByLabel('Client secret').fill('GOCSPX-field-secret-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings has been updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/sso-settings$/);

  await page.reload();
  const row = page.getByRole('row', { name: /Fabrikam Google \(field staff\)/ });
  await expect(row).toContainText('Google');
  await expect(row).toContainText('Stored');
  await expect(row).not.toContainText('GOCSPX-field-secret-1');
});

test('leaving a changed settings form asks first', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin', { path: '/settings/sso-settings/new' });
  await page.getByRole('textbox', { name: 'Display name' }).fill('Half typed');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/settings\/sso-settings\/new$/);
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Half typed');
});

test('SSO for a Partner Admin without a selected company says to select one', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin', { path: '/settings/sso-settings' });
  await expect(page.getByRole('status').filter({ hasText: 'Please select a company first' })).toHaveText(
    'Please select a company first: these settings belong to a company.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('SSO: a provider is deleted after confirmation and stays gone after a reload', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin', { path: '/settings/sso-settings' });
  const row = page.getByRole('row', { name: /Fabrikam Okta \(contractors\)/ });
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Delete Fabrikam Okta (contractors)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete single sign-on provider' });
  await expect(dialog).toContainText('Delete the provider "Fabrikam Okta (contractors)"?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Single sign-on provider deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Single sign-on providers' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Fabrikam Okta \(contractors\)/ })).toHaveCount(0);
});

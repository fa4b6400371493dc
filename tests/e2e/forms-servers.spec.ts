// The PDP/LRP server forms against the sandbox (spec sections 5 and 8): the schema form's
// messages on leaving a field, "Test connection" before Save (and again after the connection
// changes), the server's unique-name rule on its field with everything typed kept, the minimum
// of two default, PDP and LRP records on delete, a save that shows up after a reload, Japanese.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

const serverForm = (page: Page, name: 'Add server' | string = 'Add server') =>
  page.getByRole('region', { name });

async function openAddForm(page: Page) {
  await page.getByRole('button', { name: 'Add server' }).click();
  const form = serverForm(page);
  await expect(form).toBeVisible();
  return form;
}

test.describe('the PDP/LRP server form', () => {
  test('says what is wrong when a field is left, needs a connection test before Save and again after the connection changes; the saved server is there after a reload', async ({
    page,
  }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/settings/pdp-lrp-settings');
    const form = await openAddForm(page);
    const name = `E2E-PDP-${unique()}`;

    // Leaving a field with a bad value shows the spec's message, not on each keystroke.
    const url = form.getByRole('textbox', { name: 'URL or IP address' });
    await url.fill('pdp server 7');
    await expect(
      form.getByText('Please enter a valid URL (starting with http:// or https://) or IP address.'),
    ).toHaveCount(0);
    await url.blur();
    await expect(
      form.getByText('Please enter a valid URL (starting with http:// or https://) or IP address.'),
    ).toBeVisible();
    const serverName = form.getByRole('textbox', { name: 'Server name' });
    await serverName.focus();
    await serverName.blur();
    await expect(form.getByText('Please enter the server name.')).toBeVisible();

    await serverName.fill(name);
    await url.fill(`https://${name.toLowerCase()}.fabrikam.example:8443`);
    await form.getByRole('textbox', { name: 'Management user ID' }).fill('fab-pdp-admin');
    await form.getByLabel('Management password', { exact: true }).fill('Pdp-Secret#2026');

    // Save before a connection test: refused with the spec's message.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('You need to test your connection!')).toBeVisible();

    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByRole('status')).toContainText('Connection tested');
    // Changing the connection afterwards asks for a new test.
    await url.fill(`https://${name.toLowerCase()}-b.fabrikam.example:8443`);
    await expect(form.getByRole('status')).toContainText('test the connection again');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('You need to test your connection!')).toBeVisible();

    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByRole('status')).toContainText('Connection tested');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Server added or updated successfully')).toBeVisible();
    await expect(form).toHaveCount(0);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`https://${name.toLowerCase()}-b.fabrikam.example:8443`);
  });

  test('a name that exists is refused by the server on its field, and everything typed stays', async ({
    page,
  }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/settings/pdp-lrp-settings');
    const form = await openAddForm(page);
    const url = `https://pdp-${unique().toLowerCase()}.fabrikam.example:8443`;
    // PDP-CHI-01 is a global record of the partner: names are unique in the whole system.
    await form.getByRole('textbox', { name: 'Server name' }).fill('PDP-CHI-01');
    await form.getByRole('textbox', { name: 'URL or IP address' }).fill(url);
    await form.getByRole('radio', { name: 'LRP (log relay point)' }).check();
    await form.getByRole('textbox', { name: 'Management user ID' }).fill('fab-lrp-admin');
    await form.getByLabel('Management password', { exact: true }).fill('Lrp-Secret#2026');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByRole('status')).toContainText('Connection tested');
    const saved = page.waitForResponse(/\/restapi\/Server\/CreateOrUpdateServer/);
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(400);

    const name = form.getByRole('textbox', { name: 'Server name' });
    await expect(form.getByText('There is a Server Name with the same name in the system.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('PDP-CHI-01');
    await expect(form.getByRole('textbox', { name: 'URL or IP address' })).toHaveValue(url);
    await expect(form.getByRole('radio', { name: 'LRP (log relay point)' })).toBeChecked();
    await expect(form.getByLabel('Management password', { exact: true })).toHaveValue('Lrp-Secret#2026');
  });

  test('closing a changed form asks first, and staying keeps what was typed', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/settings/pdp-lrp-settings');
    const form = await openAddForm(page);
    await form.getByRole('textbox', { name: 'Server name' }).fill('Half-typed');
    await form.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(form.getByRole('textbox', { name: 'Server name' })).toHaveValue('Half-typed');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(form).toHaveCount(0);
  });

  test('in Japanese, the same rules speak Japanese', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
    await page.goto('/settings/pdp-lrp-settings');
    await page.getByRole('button', { name: 'サーバーを追加' }).click();
    const form = page.getByRole('region', { name: 'サーバーを追加' });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('サーバー名を入力してください。')).toBeVisible();
    await expect(form.getByText('接続テストを実行してください！')).toBeVisible();
  });
});

test.describe('editing a PDP/LRP server', () => {
  test('keeps the stored passwords when they are left empty, and tests with them', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/settings/pdp-lrp-settings');
    const form = await openAddForm(page);
    const name = `E2E-EDIT-${unique()}`;
    await form.getByRole('textbox', { name: 'Server name' }).fill(name);
    await form.getByRole('textbox', { name: 'URL or IP address' }).fill('203.0.113.41');
    await form.getByRole('textbox', { name: 'Management user ID' }).fill('fab-pdp-admin');
    await form.getByLabel('Management password', { exact: true }).fill('Pdp-Secret#2026');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByRole('status')).toContainText('Connection tested');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Server added or updated successfully')).toBeVisible();

    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = serverForm(page, `Edit server ${name}`);
    // The stored password is never shown: the field is empty and says a value is stored.
    await expect(edit.getByLabel('Management password', { exact: true })).toHaveValue('');
    await expect(edit.getByText('A value is stored. Leave this empty to keep it.').first()).toBeVisible();
    const priority = edit.getByRole('textbox', { name: 'Priority' });
    await priority.fill('101');
    await priority.blur();
    await expect(edit.getByText('Priority must be a whole number from 1 to 100.')).toBeVisible();
    await priority.fill('7');
    // Untouched connection settings: the test uses the stored credentials.
    const stored = page.waitForRequest(/\/restapi\/Server\/TestConnectionByServerId/);
    await edit.getByRole('button', { name: 'Test connection' }).click();
    await stored;
    await expect(edit.getByRole('status')).toContainText('Connection tested');
    const save = page.waitForResponse(/\/restapi\/Server\/CreateOrUpdateServer/);
    await edit.getByRole('button', { name: 'Save' }).click();
    const reply = await save;
    expect(reply.status()).toBe(200);
    const body = reply.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ serverName: name, priority: 7 });
    expect(body).not.toHaveProperty('password');
    await expect(edit).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('7');
  });
});

test.describe('the global servers a company uses', () => {
  test('uses only the ticked global servers, then every one again', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/settings/pdp-lrp-settings');
    const choice = page.getByRole('region', { name: 'Global servers of the partner' });
    const table = page.getByRole('table', { name: 'PDP and LRP servers' });
    await expect(table.getByRole('row').filter({ hasText: 'PDP-SEA-01' })).toBeVisible();
    // Each server with its type by name, never a bare code (issue 25).
    const seattle = choice.getByRole('checkbox', { name: 'PDP-SEA-01', exact: true });
    await expect(seattle).toHaveAccessibleDescription('PDP (policy distribution point)');
    await expect(choice).not.toContainText(/\((PDP|LRP)\)/);

    await seattle.uncheck();
    await choice.getByRole('button', { name: 'Save global servers' }).click();
    await expect(page.getByText('Server added or updated successfully')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'PDP-SEA-01' })).toHaveCount(0);
    await expect(seattle).toHaveCount(0);

    await choice.getByRole('button', { name: 'Use every global server' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'PDP-SEA-01' })).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Global servers of the partner' })
        .getByRole('checkbox', { name: 'PDP-SEA-01', exact: true }),
    ).toBeChecked();
  });
});

test.describe('deleting PDP/LRP servers', () => {
  test('a delete that would leave fewer than two default, PDP or LRP records is refused, and nothing is deleted', async ({
    page,
  }) => {
    await signInAs(page, 'PartnerAdmin');
    await page.goto('/settings/pdp-lrp-list');
    const table = page.getByRole('table', { name: 'PDP and LRP servers' });
    await expect(table.getByRole('row').filter({ hasText: 'PDP-CHI-01' })).toBeVisible();
    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page
      .getByRole('region', { name: 'Selected rows' })
      .getByRole('button', { name: 'Delete selected' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete servers' });
    const reply = page.waitForResponse(/\/restapi\/Server\/DeleteSelectServer/);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await reply).status()).toBe(400);
    // The refusal shows in the dialog, which stays open.
    await expect(dialog.getByRole('alert')).toContainText(
      'At least two default server records, two LRP and two PDP server records must exist.',
    );
    await page.reload();
    await expect(
      page
        .getByRole('table', { name: 'PDP and LRP servers' })
        .getByRole('row')
        .filter({ hasText: 'PDP-CHI-01' }),
    ).toBeVisible();
  });

  test('deletes an own record after confirmation', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/settings/pdp-lrp-settings');
    const form = await openAddForm(page);
    const name = `E2E-LRP-${unique()}`;
    await form.getByRole('textbox', { name: 'Server name' }).fill(name);
    await form.getByRole('textbox', { name: 'URL or IP address' }).fill('198.51.100.77');
    await form.getByRole('radio', { name: 'LRP (log relay point)' }).check();
    await form.getByRole('textbox', { name: 'Management user ID' }).fill('fab-lrp-admin');
    await form.getByLabel('Management password', { exact: true }).fill('Lrp-Secret#2026');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByRole('status')).toContainText('Connection tested');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Server added or updated successfully')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete server' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The server was deleted.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table', { name: 'PDP and LRP servers' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});

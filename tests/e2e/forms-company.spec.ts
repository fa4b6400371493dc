// The company form (spec section 5) in the browser, against the sandbox: every rule's exact
// English message once the field is left, a sample in Japanese, a refused save that keeps what
// was typed, and a saved company that is there after a reload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COMPANY_RULES } from '../support/form-rules';
import { signInAs } from './support/sign-in';

async function openCreateForm(page: Page): Promise<Locator> {
  await signInAs(page, 'PartnerAdmin', { path: '/administration/company-list' });
  await page.getByRole('button', { name: 'Create company' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create company' });
  await expect(drawer.getByRole('textbox', { name: 'Company name' })).toBeVisible();
  return drawer;
}

test('each rule gives its own message when the field is left, not while typing', async ({ page }) => {
  const drawer = await openCreateForm(page);
  // Tab moves on to the next field, which is left in turn when the next rule's field is filled:
  // the required short name gets a value first, so leaving it says nothing.
  await drawer.getByRole('textbox', { name: 'Short name', exact: true }).fill('ACME');
  for (const { label, bad, message, good } of COMPANY_RULES) {
    const field = drawer.getByRole('textbox', { name: label, exact: true });
    await field.fill(bad);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await field.press('Tab');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    // A right value takes the message away again.
    await field.fill(good);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
});

test('a message shown follows the typing until the value is right', async ({ page }) => {
  const drawer = await openCreateForm(page);
  const shortName = drawer.getByRole('textbox', { name: 'Short name', exact: true });
  await shortName.fill('AB');
  await shortName.press('Tab');
  await expect(drawer.getByText('Company short name must be 4 to 15 characters.')).toBeVisible();
  await shortName.pressSequentially('CD');
  await expect(drawer.getByText('Company short name must be 4 to 15 characters.')).toHaveCount(0);
  await expect(shortName).not.toHaveAttribute('aria-invalid', 'true');
});

test('speaks Japanese when the user chose it', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin', { path: '/administration/company-list' });
  await page.getByRole('banner').getByText('日本語').click();
  await page.getByRole('button', { name: '会社を作成' }).click();
  const drawer = page.getByRole('dialog', { name: '会社の作成' });
  const shortName = drawer.getByRole('textbox', { name: '略称', exact: true });
  await shortName.fill('AB');
  await shortName.press('Tab');
  await expect(shortName).toHaveAccessibleDescription('会社の略称は4～15文字で入力してください。');
  const phone = drawer.getByRole('textbox', { name: '電話番号', exact: true });
  await phone.fill('abc');
  await phone.press('Tab');
  await expect(phone).toHaveAccessibleDescription('有効な電話番号を入力してください');
});

test('a save the server refuses keeps everything typed, with the message on its field', async ({ page }) => {
  const drawer = await openCreateForm(page);
  await drawer.getByRole('textbox', { name: 'Company name' }).fill('Fabrikam Again');
  await drawer.getByRole('textbox', { name: 'Short name' }).fill('fabrikam');
  await drawer.getByRole('textbox', { name: 'City' }).fill('Chicago');
  await drawer.getByRole('button', { name: 'Save' }).click();

  const shortName = drawer.getByRole('textbox', { name: 'Short name' });
  await expect(shortName).toHaveAccessibleDescription('There is already a company with this short name.');
  await expect(drawer.getByRole('textbox', { name: 'Company name' })).toHaveValue('Fabrikam Again');
  await expect(shortName).toHaveValue('fabrikam');
  await expect(drawer.getByRole('textbox', { name: 'City' })).toHaveValue('Chicago');
});

test('a created company is there after a reload, and closing a changed form asks first', async ({ page }) => {
  const drawer = await openCreateForm(page);
  await drawer.getByRole('textbox', { name: 'Company name' }).fill('Wingtip Analytics');
  await drawer.getByRole('textbox', { name: 'Short name' }).fill('WINGTIPAN');
  await drawer.getByRole('textbox', { name: 'Contact email' }).fill('it@wingtip.example');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company created successfully.')).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.goto('/administration/company-list?search=Wingtip');
  await expect(page.getByRole('cell', { name: 'Wingtip Analytics', exact: true })).toBeVisible();

  // Edit it: the stored values come back; a change asks before the drawer closes.
  await page.getByRole('button', { name: 'Edit Wingtip Analytics' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit company' });
  await expect(edit.getByRole('textbox', { name: 'Contact email' })).toHaveValue('it@wingtip.example');
  await edit.getByRole('textbox', { name: 'City' }).fill('Seattle');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(edit.getByRole('textbox', { name: 'City' })).toHaveValue('Seattle');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company updated successfully.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Edit Wingtip Analytics' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit company' }).getByRole('textbox', { name: 'City' }),
  ).toHaveValue('Seattle');
});

test('a refusal that belongs to no field shows above the form (a Global Admin with no partner selected)', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list' });
  await page.getByRole('button', { name: 'Create company' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create company' });
  await drawer.getByRole('textbox', { name: 'Company name' }).fill('Contoso Pharma');
  await drawer.getByRole('textbox', { name: 'Short name' }).fill('CONTOSOPH');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Please select a partner before creating a company.');
  await expect(drawer.getByRole('textbox', { name: 'Company name' })).toHaveValue('Contoso Pharma');
});

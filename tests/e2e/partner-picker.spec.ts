// The partner picker against the sandbox: a Global Admin creating a company picks its partner
// from every partner (Partner/Search with page size 9999), by typing and with the keyboard; the
// company is created for that partner; without one the form says a partner is needed; a failed
// list says so and can be tried again.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

async function openCreateForm(page: Page) {
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list' });
  const search = page.waitForRequest((request) => /\/restapi\/Partner\/Search$/i.test(request.url()));
  await page.getByRole('button', { name: 'Create company' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create company' });
  return { drawer, search: await search };
}

test('a Global Admin picks the partner of a new company by typing, with the keyboard', async ({ page }) => {
  const { drawer, search } = await openCreateForm(page);
  expect(search.postDataJSON()).toMatchObject({ page: 1, pageSize: 9999 });
  const picker = drawer.getByRole('combobox', { name: 'Partner' });
  await expect(picker).toBeEnabled();
  await picker.click();
  await picker.fill('contoso');
  await expect(page.getByRole('option', { name: 'Contoso Managed Services' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Northwind Security Partners' })).toHaveCount(0);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('Contoso Managed Services');
  expect(await axeViolations(page)).toEqual([]);

  await drawer.getByRole('textbox', { name: 'Company name' }).fill('Picker Test Trading');
  await drawer.getByRole('textbox', { name: 'Short name', exact: true }).fill('PICKTEST');
  const saved = page.waitForResponse((response) => /CreateOrEditCompany$/i.test(response.url()));
  await drawer.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const partners = (await (await search.response())!.json()) as {
    entityData: { guid: string; name: string; id: number }[];
  };
  const contoso = partners.entityData.find((partner) => partner.name === 'Contoso Managed Services')!;
  expect(response.request().postDataJSON()).toMatchObject({ partnerGuid: contoso.guid });
  expect(((await response.json()) as { entityData: { partnerId: number } }).entityData.partnerId).toBe(
    contoso.id,
  );
  await expect(drawer).toBeHidden();
});

test('without a partner the form says one is needed and keeps what was typed', async ({ page }) => {
  const { drawer } = await openCreateForm(page);
  await expect(drawer.getByRole('combobox', { name: 'Partner' })).toBeEnabled();
  await drawer.getByRole('textbox', { name: 'Company name' }).fill('No Partner Co');
  await drawer.getByRole('textbox', { name: 'Short name', exact: true }).fill('NOPARTNER');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please select a partner before creating a company.').first()).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Company name' })).toHaveValue('No Partner Co');
});

test('a list that failed to load says so and is asked for again', async ({ page }) => {
  // Failing until the message shows (the console retries a 500 on its own first).
  let failing = true;
  await page.route(/\/restapi\/Partner\/Search$/i, async (route) => {
    if (failing)
      await route.fulfill({ status: 500, json: { isSuccess: false, message: 'An Error Occurred..' } });
    else await route.fallback();
  });
  await signInAs(page, 'AGMSAdmin', { path: '/administration/company-list' });
  await page.getByRole('button', { name: 'Create company' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create company' });
  await expect(drawer.getByText('The partners could not be loaded.')).toBeVisible();
  failing = false;
  await drawer.getByRole('button', { name: 'Try again' }).click();
  await expect(drawer.getByRole('combobox', { name: 'Partner' })).toBeEnabled();
});

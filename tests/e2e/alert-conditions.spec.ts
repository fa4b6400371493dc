// The alert configuration pages against the sandbox: the conditions of a kind as
// GetAlarmConditions returns them, under their categories; a switch that stays off after a
// reload; the schema form (a new condition, an edit, the sandbox's 400 kept on the fields);
// removal after the confirmation; auditors read only; system and live-site configuration are the
// 403 page for everyone but the Global Admin; Japanese; axe on the page, the form and the dialog.
import { expect, test, type Page, type Response } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

interface Condition {
  conditionId: number;
  name: string;
  categoryId: number;
  category: string;
  enabled: boolean;
  threshold: number;
  windowMinutes: number;
}
interface Reply<T> {
  entityData: T;
}

const CONDITIONS = /\/restapi\/Alarm\/GetAlarmConditions\?/;
const SWITCH = /\/restapi\/Alarm\/UpdateConditionStatus$/;
const SAVE = /\/restapi\/Alarm\/UpdateCondition$/;
const REMOVE = /\/restapi\/Alarm\/RemoveCondition\?/;
const FORBIDDEN = 'Access to this resource on the server is denied !';

// The tests change the shared world's conditions: one at a time, in order.
test.describe.configure({ mode: 'default' });

/** Opens a configuration page; resolves with the conditions the sandbox gave it. */
async function openConditions(page: Page, role: 'CompanyAdmin' | 'SiteAudit' | 'AGMSAdmin', path: string) {
  await signInAs(page, role);
  const reply = page.waitForResponse((response) => CONDITIONS.test(response.url()));
  await page.goto(path);
  const response = await reply;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Reply<Condition[]>).entityData;
}

const categorySection = (page: Page, name: string) => page.getByRole('region', { name });
const conditionRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });

test('the security conditions are those GetAlarmConditions gives, under their categories', async ({
  page,
}) => {
  const conditions = await openConditions(
    page,
    'CompanyAdmin',
    '/alert-console/configuration/security-alerts',
  );
  expect(conditions.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Security alert configuration' })).toBeVisible();
  for (const category of new Set(conditions.map((condition) => condition.category))) {
    const mine = conditions.filter((condition) => condition.category === category);
    const table = categorySection(page, category).getByRole('table', { name: category });
    await expect(table.getByRole('rowheader')).toHaveCount(mine.length);
    for (const condition of mine) {
      await expect(table.getByRole('switch', { name: `Alert on: ${condition.name}` })).toBeChecked({
        checked: condition.enabled,
      });
    }
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('a condition switched off stays off after a reload', async ({ page }) => {
  const conditions = await openConditions(
    page,
    'CompanyAdmin',
    '/alert-console/configuration/deployment-health-alerts',
  );
  const target = conditions.find((condition) => condition.enabled)!;
  const toggle = page.getByRole('switch', { name: `Alert on: ${target.name}` });
  const sent = page.waitForRequest((request) => SWITCH.test(request.url()));
  // The keyboard, as a switch is meant to be used (Space toggles it).
  await toggle.focus();
  await page.keyboard.press('Space');
  expect((await sent).postDataJSON()).toEqual({ conditionId: target.conditionId, enabled: false });
  await expect(page.getByText(`${target.name} is off.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: `Alert on: ${target.name}` })).not.toBeChecked();

  // Back on, for the other tests of the shared world.
  await page.getByRole('switch', { name: `Alert on: ${target.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${target.name} is on.`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Alert on: ${target.name}` })).toBeChecked();
});

test('a new condition is saved from the form, edited, and removed only after the confirmation', async ({
  page,
}) => {
  await openConditions(page, 'CompanyAdmin', '/alert-console/configuration/security-alerts');
  const name = `E2E blocked twice ${Date.now()}`;
  await page.getByRole('button', { name: 'Add condition' }).click();
  const form = page.getByRole('dialog', { name: 'New Security condition' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Name' }).blur();
  await form.getByRole('textbox', { name: 'Name' }).fill('');
  await form.getByRole('textbox', { name: 'Name' }).blur();
  await expect(form.getByText('Please enter a name for the condition.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Matching events that raise an alert' }).fill('2');
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  const saved = page.waitForResponse((response) => SAVE.test(response.url()));
  await form.getByRole('button', { name: 'Save' }).click();
  const created = ((await (await saved).json()) as Reply<Condition>).entityData;
  expect(created).toMatchObject({ name, threshold: 2, enabled: true });
  await expect(form).toBeHidden();
  await expect(conditionRow(page, name)).toContainText('2 in 1 hour');

  // Edit: the sandbox's 400 (a threshold the form would not send, changed on the way) keeps
  // what was typed, with the message on its field.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByRole('textbox', { name: 'Within (minutes)' }).fill('30');
  await page.route(SAVE, (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), threshold: 0 }) }),
  );
  const refused = page.waitForResponse((response) => SAVE.test(response.url()));
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await refused).status()).toBe(400);
  await expect(edit.getByText('Enter a whole number of events from 1 to 10000.')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Within (minutes)' })).toHaveValue('30');
  await page.unroute(SAVE);
  const resaved = page.waitForRequest((request) => SAVE.test(request.url()));
  await edit.getByRole('textbox', { name: 'Matching events that raise an alert' }).fill('3');
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await resaved).postDataJSON()).toMatchObject({
    conditionId: created.conditionId,
    threshold: 3,
    windowMinutes: 30,
  });
  await expect(conditionRow(page, name)).toContainText('3 in 30 min');

  // Remove asks first; Cancel keeps it.
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  const ask = page.getByRole('dialog', { name: 'Remove the condition?' });
  await expect(ask).toContainText(name);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(conditionRow(page, name)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  const removed = page.waitForRequest((request) => REMOVE.test(request.url()));
  await page
    .getByRole('dialog', { name: 'Remove the condition?' })
    .getByRole('button', { name: 'Remove condition' })
    .click();
  expect(new URL((await removed).url()).searchParams.get('conditionId')).toBe(String(created.conditionId));
  await expect(conditionRow(page, name)).toHaveCount(0);
});

test('an auditor reads the conditions with no switch, form or removal', async ({ page }) => {
  const conditions = await openConditions(page, 'SiteAudit', '/alert-console/configuration/security-alerts');
  const first = conditions[0]!;
  await expect(conditionRow(page, first.name).first()).toContainText(first.enabled ? 'On' : 'Off');
  await expect(page.getByText('You can view these conditions but not change them.')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Remove) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add condition' })).toHaveCount(0);
});

test('system and live-site configuration are the 403 page for everyone but the Global Admin', async ({
  page,
}) => {
  // Seven sign-ins: more time than one page's test, not a timing check.
  test.slow();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (CONDITIONS.test(request.url())) asked.push(request.url());
  });
  // Every other role, the Partner Admin (the role just below the Global Admin) included.
  for (const role of [
    'PartnerAdmin',
    'CompanyAdmin',
    'SiteAdmin',
    'SiteAudit',
    'GroupAdmin',
    'GroupAudit',
  ] as const) {
    await signInAs(page, role);
    for (const path of [
      '/alert-console/configuration/system-alerts',
      '/alert-console/configuration/live-site-alerts',
    ]) {
      await page.goto(path);
      // The 403 page (with its way back), not a page whose read the server refused.
      await expect(page.getByText(FORBIDDEN), `${role} on ${path}`).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
      await expect(page.getByRole('switch')).toHaveCount(0);
    }
    await page.goto('about:blank'); // the console's live stream would react to the cookie's loss
    await page.context().clearCookies();
  }
  expect(asked, 'no condition is asked for by a role that may not open the page').toEqual([]);
  const system = await openConditions(page, 'AGMSAdmin', '/alert-console/configuration/system-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'System alert configuration' })).toBeVisible();
  await expect(page.getByRole('switch', { name: `Alert on: ${system[0]!.name}` })).toBeVisible();
  await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
});

test('in Japanese, a configuration page speaks Japanese', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  const loaded: Promise<Response> = page.waitForResponse((response) => CONDITIONS.test(response.url()));
  await page.goto('/alert-console/configuration/security-alerts');
  await loaded;
  await expect(page.getByRole('heading', { level: 1, name: 'セキュリティ アラートの構成' })).toBeVisible();
  await expect(page.getByRole('button', { name: '条件の追加' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '重大度' }).first()).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\balerts\.[a-zA-Z]+/);
});

// The ignore-event and event-severity rule forms against the sandbox (spec sections 5 and 8):
// "No rules to save.", a rule without conditions, a rule without a name, event type, severity,
// property or operator, each with the spec's words; a saved rule shows up after a reload and is
// deleted after confirmation; Japanese.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

const rulesGroup = (page: Page) => page.getByRole('group', { name: 'Rules', exact: true });

/** Adds a rule at the end of the list and returns it. */
async function addRule(page: Page): Promise<Locator> {
  const rules = page.getByRole('group', { name: /^Rule \d+$/ });
  // The page renders its saved rules with the form (the route loads them first).
  await expect(rulesGroup(page)).toBeVisible();
  const before = await rules.count();
  await rulesGroup(page).getByRole('button', { name: 'Add rule' }).click();
  await expect(rules).toHaveCount(before + 1);
  return rules.last();
}

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('ignore-event rules', () => {
  test('"No rules to save." for a template without rules', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    // Bank Teller (template 45) has no ignore-event rules.
    await page.goto('/administration/ignore-events-role?templateId=45&templateType=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Ignore events (role policy)' })).toBeVisible();
    await expect(page.getByText('Role-policy template: Bank Teller')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('No rules to save.')).toBeVisible();
  });

  test('a rule needs a name, an event type name and at least one condition', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/administration/ignore-events-role?templateId=46&templateType=1');
    const rule = await addRule(page);
    const name = rule.getByRole('textbox', { name: 'Rule name' });
    await name.focus();
    await name.blur();
    await expect(rule.getByText('Please enter a rule name.')).toBeVisible();
    await name.fill(`Updater ${unique()}`);
    await expect(rule.getByText('Please enter a rule name.')).toHaveCount(0);
    // Remove the rule's only condition, then save.
    const conditions = rule.getByRole('group', { name: 'Conditions (all must match)' });
    await conditions.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Some rules have no conditions. Please add at least one condition for each rule.'),
    ).toBeVisible();
    await expect(page.getByText('Please choose an event type name.')).toBeVisible();
    // A condition again: the message goes (conditions are joined by AND; one is enough). The
    // form focused the first invalid field, the event type select, whose list is open: close it.
    await page.keyboard.press('Escape');
    await rule.getByRole('button', { name: 'Add condition' }).click();
    await expect(rule.getByRole('combobox', { name: 'Property' })).toBeVisible();
    await expect(
      page.getByText('Some rules have no conditions. Please add at least one condition for each rule.'),
    ).toHaveCount(0);
  });

  test('a saved rule of the agms group is there after a reload, and is deleted after confirmation', async ({
    page,
  }) => {
    await signInAs(page, 'GroupAdmin');
    await page.goto('/administration/ignore-events');
    const ruleName = `E2E updater ${unique()}`;
    const rule = await addRule(page);
    await rule.getByRole('textbox', { name: 'Rule name' }).fill(ruleName);
    await choose(rule, page, 'Event type name', 'Script blocked');
    await choose(rule, page, 'Property', 'Process name');
    await choose(rule, page, 'Operator', 'equals');
    await rule.getByRole('textbox', { name: 'Value' }).fill('updater.exe');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Ignore Events Filter Policy was updated successfully')).toBeVisible();

    await page.reload();
    const saved = page.getByRole('group', { name: /^Rule \d+$/ }).filter({
      has: page.getByRole('textbox', { name: 'Rule name' }).and(page.locator(`[value="${ruleName}"]`)),
    });
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('combobox', { name: 'Event type name' })).toHaveValue('Script blocked');
    await expect(saved.getByRole('textbox', { name: 'Value' })).toHaveValue('updater.exe');

    const removeRule = saved.getByRole('button', { name: 'Remove' }).last();
    await removeRule.click();
    const dialog = page.getByRole('dialog', { name: 'Delete rule' });
    await expect(dialog).toContainText(ruleName);
    await dialog.getByRole('button', { name: 'Delete rule' }).click();
    await expect(page.getByText('Ignore Events Filter Policy was deleted successfully')).toBeVisible();
    // A deletion the server has made is no unsaved change: leaving does not ask.
    await page.getByRole('navigation').getByRole('link', { name: 'Event severity' }).click();
    await expect(page).toHaveURL(/\/administration\/severity-events$/);
    await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toHaveCount(0);
    await page.goto('/administration/ignore-events');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.locator(`input[value="${ruleName}"]`)).toHaveCount(0);
  });
});

test.describe('event-severity rules', () => {
  test('a rule needs a severity, and each condition a property and an operator; a saved rule is there after a reload', async ({
    page,
  }) => {
    await signInAs(page, 'GroupAdmin');
    await page.goto('/administration/severity-events');
    const ruleName = `E2E script hosts ${unique()}`;
    const rule = await addRule(page);
    await rule.getByRole('textbox', { name: 'Rule name' }).fill(ruleName);
    await rule.getByRole('textbox', { name: 'Value' }).fill('wscript.exe');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(rule.getByText('Please choose a severity for each rule.')).toBeVisible();
    await expect(rule.getByText('Please choose a property for each condition.')).toBeVisible();
    await expect(rule.getByText('Please choose an operator for each condition.')).toBeVisible();

    await rule.getByRole('radio', { name: 'Critical' }).check();
    await choose(rule, page, 'Property', 'Process name');
    await choose(rule, page, 'Operator', 'equals');
    await expect(rule.getByText('Please choose a severity for each rule.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event Severity Policy was updated successfully')).toBeVisible();

    await page.reload();
    const saved = page.locator(`input[value="${ruleName}"]`);
    await expect(saved).toHaveCount(1);
  });

  test('in Japanese, the rules speak Japanese', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
    await page.goto('/administration/ignore-events-role?templateId=48&templateType=2');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存するルールがありません。')).toBeVisible();
  });
});

// From a block to a rule (issue 28) against the sandbox: from an event's drawer the company admin
// (the event inspection is not the group admin's) allows its hash for the company, the node the
// scope selects, for 1 day with a reason; the preview's figures are the API's; once
// saved (published) the rule is in the group's effective policy with its origin; an auditor sees
// no "Allow…"; axe (WCAG 2.2 AA) on the dialog.
import { expect, test, type Page } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

const API = { 'x-csrf': '1' };

async function blockedEvent(page: Page): Promise<ApiSchema<'SecurityEvent'>> {
  const reply = await page.request.post('/restapi/Event/GetEventInspectionPageData', {
    headers: API,
    data: {
      page: 1,
      pageSize: 1,
      sortColumn: null,
      sortDir: 'desc',
      search: null,
      mode: 'individual',
      actionTaken: 'blocked',
    },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { entityData: ApiSchema<'SecurityEvent'>[] }).entityData[0]!;
}

test('allow a blocked file’s hash for the company for 1 day from its event; the auditor sees no Allow…', async ({
  page,
  browser,
}) => {
  // An event of the auditor's group (Finance Workstations), which the company admin sees too.
  const auditor = await (await browser.newContext()).newPage();
  await signInAs(auditor, 'GroupAudit');
  const event = await blockedEvent(auditor);
  await signInAs(page, 'CompanyAdmin');
  await page.goto(`/event-inspection/all-events?detail=${event.eventId}`);
  const preview = page.waitForResponse(
    (r) => r.url().includes('/restapi/Policy/PreviewRuleImpact') && r.ok(),
  );
  await page.getByRole('button', { name: 'Allow…' }).click();
  const dialog = page.getByRole('dialog', { name: `Allow ${event.fileName}` });
  await expect(dialog.getByRole('radio', { name: 'By hash' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'SHA-256' })).toHaveValue(event.sha256);
  const scope = dialog.getByRole('radio', { name: 'Company: Fabrikam Manufacturing' });
  await expect(scope).toBeChecked();

  await dialog.getByRole('radio', { name: 'In 1 day' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Month-end close tool, confirmed with finance.');
  const impact = ((await (await preview).json()) as { entityData: ApiSchema<'PolicyImpact'> }).entityData;
  expect(impact.events).toBeGreaterThan(0);
  await expect(
    dialog.getByText(new RegExp(`would have allowed ${impact.events.toLocaleString('en')} blocked events`)),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('checkbox', { name: /Publish at once/ }).check();
  const saved = page.waitForResponse((r) => r.url().includes('/restapi/Policy/SaveRule'));
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  const rules = await page.request.post('/restapi/Policy/ListEffectiveRules', {
    headers: API,
    data: { page: 1, pageSize: 50, search: event.sha256 },
  });
  const inForce = ((await rules.json()) as { entityData: ApiSchema<'EffectiveRule'>[] }).entityData.filter(
    (r) => r.component.sha256 === event.sha256 && r.component.action === 'allow',
  );
  expect(inForce[0]?.component.provenance).toMatchObject({
    source: 'event',
    eventId: event.eventId,
    createdBy: 'Marcus Webb',
    reason: 'Month-end close tool, confirmed with finance.',
  });
  expect(inForce[0]?.component.expiresAt).not.toBeNull();

  // The auditor, in a browser of its own: the same event, no Allow….
  await auditor.goto(`/event-inspection/all-events?detail=${event.eventId}`);
  await expect(auditor.getByText('Process tree').first()).toBeVisible();
  await expect(auditor.getByRole('button', { name: 'Allow…' })).toHaveCount(0);
});

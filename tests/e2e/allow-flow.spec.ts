// From a block to a rule (issue 28) against the sandbox. From an event ROW the company admin (the
// event inspection is not the group admin's) allows its hash for the company, the node the scope
// selects, for 1 day with a reason; the preview's figures are the API's for the same request and
// session; axe (WCAG 2.2 AA) on the dialog; once saved (published) the rule is in the effective
// policy with its origin; the preview's link opens exactly the counted events, its filters as
// chips; the group auditor sees no "Allow…". Then, in Japanese, from a hash page: the preview in
// Japanese, and a top file's link opens exactly that file's counted events.
import { expect, test, type Page, type Response } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { rangeStatus } from './support/table';

const API = { 'x-csrf': '1' };
const REASON = 'Month-end close tool, confirmed with finance.';
type Impact = ApiSchema<'PolicyImpact'>;

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

const previewReply = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/restapi/Policy/PreviewRuleImpact') && r.ok());

/** An impact's figures (the window moves with the clock between two asks; the counts do not). */
const figures = (impact: Impact) => ({
  events: impact.events,
  files: impact.files,
  computers: impact.computers,
  companies: impact.companies,
  topFiles: impact.topFiles.map((f) => [f.sha256, f.events, f.computers]),
  topComputers: impact.topComputers.map((c) => [c.computerGuid, c.events]),
});

/** The preview the page received. */
const shownImpact = async (reply: Response) => ((await reply.json()) as { entityData: Impact }).entityData;

/** The same request the page sent, asked by the test with the page's session and scope headers. */
async function apiImpact(page: Page, reply: Response): Promise<Impact> {
  const scope = Object.entries(reply.request().headers()).filter(([name]) => name.startsWith('x-'));
  const again = await page.request.post('/restapi/Policy/PreviewRuleImpact', {
    headers: { ...API, ...Object.fromEntries(scope) },
    data: reply.request().postDataJSON() as unknown,
  });
  expect(again.ok()).toBe(true);
  return ((await again.json()) as { entityData: Impact }).entityData;
}

test('allow a blocked file’s hash for the company for 1 day from its event row; the preview’s link opens the counted events; the auditor sees no Allow…', async ({
  page,
  browser,
}) => {
  // One flow of two users and four pages (sign-ins, the dialog, the policy, the link, the auditor).
  test.setTimeout(120_000);
  // A blocked event of the auditor's group (Finance Workstations), which the company admin sees too.
  const auditor = await (await browser.newContext()).newPage();
  await signInAs(auditor, 'GroupAudit');
  const event = await blockedEvent(auditor);
  await signInAs(page, 'CompanyAdmin');
  const filters = JSON.stringify({ sha256: event.sha256, action: 'blocked' });
  await page.goto(`/event-inspection/all-events?filters=${encodeURIComponent(filters)}`);
  const preview = previewReply(page);
  await page
    .getByRole('button', { name: `Allow… ${event.fileName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Allow ${event.fileName}` });
  await expect(dialog.getByRole('radio', { name: 'By hash' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'SHA-256' })).toHaveValue(event.sha256);
  await expect(dialog.getByRole('radio', { name: 'Company: Fabrikam Manufacturing' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'In 1 day' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);

  const previewed = await preview;
  const impact = await shownImpact(previewed);
  expect(impact.events).toBeGreaterThan(0);
  const events = `${impact.events.toLocaleString('en')} blocked event${impact.events === 1 ? '' : 's'}`;
  await expect(dialog.getByText(`would have allowed ${events} of`)).toBeVisible();
  const headline = dialog.getByRole('link', { name: `Show these ${events} in the event inspection` });
  const inspection = (await headline.getAttribute('href'))!;
  // The dialog's own check (the 50 rows behind it are the event list spec's).
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);

  await dialog.getByRole('checkbox', { name: /Publish at once/ }).check();
  const saved = page.waitForResponse((r) => r.url().includes('/restapi/Policy/SaveRule'));
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  const save = await saved;
  expect(save.ok()).toBe(true);
  const eventId = (save.request().postDataJSON() as { eventId: number }).eventId;
  await expect(dialog).toBeHidden();
  // The preview's figures are the API's for the same request (past events: the new rule changes none).
  expect(figures(impact)).toEqual(figures(await apiImpact(page, previewed)));

  // The rule in the effective policy, with its origin; the event's id links to the event.
  await page.goto(`/policy/home?search=${event.sha256}`);
  const origin = page.getByText(
    new RegExp(
      `^Allowed from event ${eventId} by Marcus Webb, reason: ${REASON.replace('.', '\\.')}, expires `,
    ),
  );
  await expect(origin.first()).toBeVisible();
  await expect(origin.first().getByRole('link', { name: `event ${eventId}` })).toBeVisible();

  // The preview's link: exactly the counted events, its filters shown as chips.
  await page.goto(inspection);
  await expect(rangeStatus(page)).toHaveText(new RegExp(` of ${impact.events.toLocaleString('en')}$`));
  await expect(
    page.getByRole('button', { name: 'Remove filter Company: Fabrikam Manufacturing' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove filter SHA-256: ${event.sha256}` })).toBeVisible();

  // The auditor, in a browser of its own: the same rows and the event's drawer, no Allow….
  await auditor.goto(`/event-inspection/all-events?filters=${encodeURIComponent(filters)}&detail=${eventId}`);
  await expect(auditor.getByText('Process tree').first()).toBeVisible();
  await expect(rangeStatus(auditor)).toBeVisible();
  await expect(auditor.getByRole('button', { name: /^Allow…/ })).toHaveCount(0);
});

test('in Japanese, Allow… on a hash page previews in Japanese and a top file’s link opens its counted events', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const event = await blockedEvent(page);
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
  await page.goto(`/hash-inspection/${event.sha256}`);
  const preview = previewReply(page);
  await page.getByRole('button', { name: '許可…' }).click();
  const dialog = page.getByRole('dialog', { name: `${event.fileName} を許可` });
  const previewed = await preview;
  const impact = await shownImpact(previewed);
  await expect(dialog.getByText(/^このルールがあれば、過去30日間に/)).toBeVisible();
  const top = impact.topFiles[0]!;
  await dialog.getByRole('link', { name: new RegExp(`^${top.fileName.replace('.', '\\.')}: `) }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?/);
  expect(figures(impact)).toEqual(figures(await apiImpact(page, previewed)));
  await expect(page.getByRole('status').filter({ hasText: /件中/ })).toHaveText(
    new RegExp(`^${top.events.toLocaleString('ja')} 件中 `),
  );
});

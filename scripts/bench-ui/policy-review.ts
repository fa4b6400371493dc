// Policy review (issue 18), Group Admin at large scale: navigation to the first rows of the
// unique blocks list and of the reviews list, with their request waves; and a bulk decision on
// the first 100 checklist items of the open reviews (fewer when the group has fewer), from the
// click that sends it to the updated rows on screen. Each run puts the items' fields back
// afterwards (one request per item, last row first so the list keeps its order by last update),
// so the runs and later scenarios see the same checklist.
import type { Page } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import {
  ROWS,
  RUNS,
  median,
  requestWaves,
  signedInPage,
  tableSettled,
  timeToFirstRows,
  type BenchContext,
  type Figure,
} from './support';

type Item = ApiSchema<'ChecklistItem'>;
type Decision = ApiSchema<'Decision'>;

const CHECKLIST = '/policies/policy-change-checklist?pageSize=100';
const DECISIONS: Decision[] = [
  'AllowHash',
  'TrustPublisher',
  'TrustFolder',
  'AddPowerApp',
  'KeepBlocking',
  'Ignore',
];

/** Whether the server takes a change of the item's decision (its status kept), as the dialog sends it. */
const changeable = (item: Item) =>
  item.permissionLevel !== 'ReadOnly' &&
  (item.permissionLevel === 'Approver' ||
    (item.decisionStatus !== 'Approved' && item.decisionStatus !== 'Rejected'));

async function navigation(page: Page): Promise<Figure[]> {
  const results: Figure[] = [];
  for (const [name, url] of [
    ['unique blocks', '/policies/policy-unique-blocks'],
    ['reviews', '/policies/policy-review'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timeToFirstRows(page, url));
    const waves = await requestWaves(page, async () => {
      await page.goto(url);
      await page.locator(ROWS).first().waitFor();
      await tableSettled(page);
    });
    results.push([`${name}: navigation to first rows (median of ${RUNS}, ms)`, median(times).toFixed(0)]);
    results.push([`${name}: request waves after the session check`, String(waves)]);
  }
  return results;
}

/** One bulk decision on the page's items: ms from the click to the rows showing it; then puts them back. */
async function bulkDecision(page: Page): Promise<{ ms: number; selected: number; changed: number }> {
  const listed = page.waitForResponse((reply) => reply.url().endsWith('/restapi/PolicyReview/ListCheckList'));
  await page.goto(CHECKLIST);
  const reply = await listed;
  const items = ((await reply.json()) as { entityData: Item[] }).entityData;
  // The restores are sent as the page sends its calls (its scope headers, its session).
  const headers = await reply.request().allHeaders();
  await page.locator(ROWS).first().waitFor();
  await tableSettled(page);
  // Of the decisions every changeable item is offered (DecisionOptions, carried by each item; the
  // dialog does not send one an item is not offered), the one fewest items already have: the
  // change shows on as many rows as it can.
  const changeableItems = items.filter(changeable);
  const chosen = DECISIONS.filter((decision) =>
    changeableItems.every((item) => item.decisionOptions.includes(decision)),
  ).sort(
    (a, b) =>
      items.filter((item) => item.decision === a).length - items.filter((item) => item.decision === b).length,
  )[0]!;
  const targets = changeableItems;
  const expected = items.filter((item) => changeable(item) || item.decision === chosen).length;

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: /^Change the selected items/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the selected items' });
  await dialog.getByRole('combobox', { name: 'Decision', exact: true }).selectOption(chosen);
  const started = performance.now();
  await dialog.getByRole('button', { name: /^Apply to / }).click();
  // Done: the dialog has closed (or names refusals), no table is busy, and the rows' decision
  // selects show the new decision on every item changed.
  await page.waitForFunction(
    ([decision, count]) => {
      const selects = [
        ...document.querySelectorAll<HTMLSelectElement>('select[aria-label^="Decision for "]'),
      ];
      return (
        !document.querySelector('table[aria-busy]') &&
        selects.filter((select) => select.value === decision).length >= count
      );
    },
    [chosen, expected] as const,
  );
  const ms = performance.now() - started;
  if (await dialog.isVisible()) await page.keyboard.press('Escape');

  for (const item of [...targets].reverse()) {
    const body: ApiSchema<'UpdateChecklistItemRequest'> = {
      checklistItemId: item.checklistItemId,
      decision: item.decision,
      decisionStatus: item.decisionStatus,
      riskLevel: item.riskLevel,
      scope: item.scope,
      mode: item.mode,
    };
    const restored = await page.request.post(reply.url().replace(/[^/]+$/, 'UpdateReviewCheckListItem'), {
      headers,
      data: body,
    });
    if (!restored.ok()) throw new Error(`restoring item ${item.checklistItemId}: ${restored.status()}`);
  }
  return { ms, selected: items.length, changed: targets.length };
}

export async function benchPolicyReview(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'group.admin@sandbox.test');
  const results = await navigation(page);
  const bulk: number[] = [];
  let counts = { selected: 0, changed: 0 };
  for (let i = 0; i < RUNS; i++) {
    const run = await bulkDecision(page);
    bulk.push(run.ms);
    counts = run;
  }
  results.push([
    `checklist: bulk decision on ${counts.selected} items (${counts.changed} changeable), click to updated rows (median of ${RUNS}, ms)`,
    median(bulk).toFixed(0),
  ]);
  await page.context().close();
  return results;
}

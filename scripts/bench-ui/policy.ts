// Policy management (issue 27) at large scale. Navigation to /policy/home (Company Admin of the
// 5,000-computer company): the figures and the rules' first rows on screen, with its request
// waves. The topology drawn for the Global Admin: navigation to the global root with every partner
// on screen (the whole tree comes in that one request), with its request waves; then "Open every
// node", timed from the click to the tree holding every node (its rows, `data-rows`) with the
// last drawn at End, and the treeitems then in the DOM (only those in view).
import type { Page } from '@playwright/test';
import {
  appeared,
  RUNS,
  median,
  requestWaves,
  signedInPage,
  timeToFirstRows,
  type BenchContext,
  type Figure,
} from './support';

const HOME = '/policy/home';
const TOPOLOGY = '/policy/shared-policy-topology';
/** The home page drawn: its version line and the first row of its rules. */
const HOME_DRAWN = '[data-figure="version"]';
const RULE_ROW = 'tbody tr[data-row-index]';

async function home(page: Page): Promise<Figure[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await page.goto(HOME);
    await appeared(page, HOME_DRAWN);
    await appeared(page, RULE_ROW);
    times.push(performance.now() - started);
  }
  const waves = await requestWaves(page, async () => {
    await page.goto(HOME);
    await appeared(page, HOME_DRAWN);
    await appeared(page, RULE_ROW);
  });
  return [
    [
      `policy home (5,000 computers): navigation to figures and first rules (median of ${RUNS}, ms)`,
      median(times).toFixed(0),
    ],
    ['policy home: request waves after the session check', String(waves)],
  ];
}

async function topology(page: Page): Promise<Figure[]> {
  const partnersDrawn = '[role="treeitem"][aria-level="2"]';
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeToFirstRows(page, TOPOLOGY, partnersDrawn));
  const waves = await requestWaves(page, async () => {
    await page.goto(TOPOLOGY);
    await appeared(page, partnersDrawn);
  });
  const partners = await page.locator(partnersDrawn).count();
  const results: Figure[] = [
    [
      `topology (Global Admin): navigation to the root and all ${partners} partners drawn (median of ${RUNS}, ms)`,
      median(times).toFixed(0),
    ],
    ['topology: request waves after the session check', String(waves)],
  ];
  const replied = page.waitForResponse((reply) => reply.url().includes('/restapi/Policy/GetTopologySubtree'));
  await page.goto(TOPOLOGY);
  const total = ((await (await replied).json()) as { entityData: unknown[] }).entityData.length;
  await appeared(page, partnersDrawn);
  const started = performance.now();
  await page.getByRole('button', { name: 'Open every node' }).click();
  await page.waitForFunction(
    (wanted) => document.querySelector(`[data-rows="${wanted}"] [role="treeitem"][aria-level="5"]`) !== null,
    total,
    { polling: 'raf' },
  );
  const opened = performance.now() - started;
  const inDom = await page.locator('[role="treeitem"]').count();
  const endStarted = performance.now();
  await page.locator('[role="treeitem"][aria-level="1"]').focus();
  await page.keyboard.press('End');
  await page.waitForFunction(
    () =>
      (document.activeElement as HTMLElement | null)?.dataset.index !== undefined &&
      Number((document.activeElement as HTMLElement).dataset.index) > 0,
    undefined,
    { polling: 'raf' },
  );
  const toEnd = performance.now() - endStarted;
  results.push(
    [
      `topology: every node drawn (${total.toLocaleString('en')}), from the click on Open every node (one run, ms; treeitems in the DOM)`,
      `${opened.toFixed(0)}; ${inDom}`,
    ],
    ['topology: End to the last node focused (one run, ms)', toEnd.toFixed(0)],
  );
  return results;
}

export async function benchPolicy(context: BenchContext): Promise<Figure[]> {
  const companyPage = await signedInPage(context, 'company.admin@sandbox.test');
  const results = await home(companyPage);
  await companyPage.context().close();
  const globalPage = await signedInPage(context, 'global.admin@sandbox.test');
  results.push(...(await topology(globalPage)));
  await globalPage.context().close();
  return results;
}

// Policy management (issue 27) at large scale. Navigation to /policy/home (Company Admin of the
// 5,000-computer company): the figures and the rules' first rows on screen, with its request
// waves. The topology drawn for the Global Admin: navigation to the global root with every partner
// on screen, with its request waves; then every level opened in turn, as a user opening every
// node of a level would (each opened node loads its children: one request per node), timed from
// the clicks to the whole next level drawn: every company, every site, every group.
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
/** Opening a whole level waits at most this long (a machine under load), then says so. */
const LEVEL_DEADLINE_MS = 120_000;

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

/**
 * Opens every closed node of `level` (a click on each chevron) and waits until the level below is
 * drawn (no node opened is still loading); the ms it took and the nodes then in the tree, or null
 * past the deadline.
 */
async function openLevel(page: Page, level: number): Promise<{ ms: number; nodes: number } | null> {
  const started = performance.now();
  await page.evaluate((wanted) => {
    for (const chevron of document.querySelectorAll<HTMLElement>(
      `[role="treeitem"][aria-level="${wanted}"][aria-expanded="false"] > div > span[aria-hidden="true"]`,
    ))
      chevron.click();
  }, level);
  try {
    await page.waitForFunction(
      (wanted) =>
        !document.querySelector(`[role="treeitem"][aria-level="${wanted}"][aria-expanded="false"]`) &&
        !document.querySelector('[role="treeitem"][aria-busy="true"]'),
      level,
      { polling: 'raf', timeout: LEVEL_DEADLINE_MS },
    );
  } catch {
    return null;
  }
  const ms = performance.now() - started;
  return { ms, nodes: await page.locator('[role="treeitem"]').count() };
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
  for (const [level, below] of [
    [2, 'company'],
    [3, 'site'],
    [4, 'group'],
  ] as const) {
    const opened = await openLevel(page, level);
    results.push([
      `topology: every ${below} drawn, from the clicks opening level ${level} (one run, ms; nodes in the tree)`,
      opened
        ? `${opened.ms.toFixed(0)}; ${opened.nodes.toLocaleString('en')}`
        : `not within ${LEVEL_DEADLINE_MS / 1000} s`,
    ]);
    if (!opened) break;
  }
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

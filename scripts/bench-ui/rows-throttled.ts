// Rendering under load (issue 30): a 50-row page of the alert console and of the event list,
// the main-thread scripting of a page turn (the reply parsed, 50 new rows rendered) as CDP's
// Performance counters count it, with the CPU throttled 4x as Lighthouse does (CDP's
// Emulation.setCPUThrottlingRate), so that the figure holds on a modest laptop or a busy
// machine. The Global Admin's alerts and the Company Admin's events (as the other benches).
import type { CDPSession, Page } from '@playwright/test';
import {
  ROWS,
  RUNS,
  median,
  scriptingDuring,
  signedInPage,
  tableSettled,
  type BenchContext,
  type Figure,
} from './support';

const THROTTLE = 4;
const PAGE_SIZE = 50;

const LISTS = [
  ['alerts', '/alert-console/all', 'global.admin@sandbox.test'],
  ['events', '/event-inspection/all-events', 'company.admin@sandbox.test'],
] as const;

/**
 * Turns to a page and waits for its rows, with plain selectors: Playwright's role queries
 * (getByRole, waiting on a status's text) and its click's checks compute every element's role and name in the page, on
 * the throttled main thread, and CDP counts that as the page's scripting (a third of a turn's
 * measured time in a profile). The tests select by role; the bench measures the page.
 */
async function turnTo(page: Page, target: number) {
  // A click in the page: Playwright's own click first checks the element is hit at its point.
  await page.evaluate((name) => {
    document.querySelector<HTMLButtonElement>(`nav button[aria-label="${name}"]`)!.click();
  }, `Page ${target}`);
  await page.waitForFunction(
    (first) =>
      [...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent?.startsWith(`${first}–`),
      ) && !document.querySelector('table[aria-busy]'),
    (target - 1) * PAGE_SIZE + 1,
    { polling: 'raf' },
  );
}

/** Page 1 to 2 and back, each turn measured: scripting and main-thread task time. */
async function pageTurns(page: Page, cdp: CDPSession) {
  const scripting: number[] = [];
  const tasks: number[] = [];
  for (let i = 0; i < RUNS * 2; i++) {
    const target = i % 2 === 0 ? 2 : 1;
    const measured = await scriptingDuring(cdp, async () => {
      await turnTo(page, target);
    });
    scripting.push(measured.scripting);
    tasks.push(measured.tasks);
  }
  return { scripting: median(scripting), tasks: median(tasks) };
}

export async function benchRowsThrottled(context: BenchContext): Promise<Figure[]> {
  const results: Figure[] = [];
  for (const [name, url, account] of LISTS) {
    const page = await signedInPage(context, account);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${url}?pageSize=${PAGE_SIZE}`);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    // Both pages once unthrottled, so that the measured turns render, rather than load code.
    await pageTurns(page, cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const measured = await pageTurns(page, cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const rows = await page.locator(ROWS).count();
    await page.context().close();
    results.push(
      [
        `${name}: ${rows}-row page turn, CPU 4x slower: scripting (median of ${RUNS * 2}, ms)`,
        measured.scripting.toFixed(0),
      ],
      [`${name}: the same: main-thread task time (ms)`, measured.tasks.toFixed(0)],
    );
  }
  return results;
}

// Dashboards (issue 17), Company Admin at large scale: navigation to every widget drawn (no
// widget pending), the request waves after the session check, and the main thread's scripting
// time during that load.
import type { Page } from '@playwright/test';
import {
  appeared,
  RUNS,
  median,
  requestWaves,
  scriptingDuring,
  signedInPage,
  type BenchContext,
  type Figure,
} from './support';

const URL = '/dashboard/company-overview';

async function everyWidgetDrawn(page: Page): Promise<void> {
  await appeared(page, 'section[data-widget]');
  await page.waitForFunction(() => !document.querySelector('section[data-widget][aria-busy="true"]'));
}

export async function benchDashboard(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  const times: number[] = [];
  const scripting: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh tab each run, its metrics enabled on about:blank: CDP's counters start again with a
    // new document, so one page reloaded over and over read a smaller "after" than "before".
    const tab = await page.context().newPage();
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const started = performance.now();
    const measured = await scriptingDuring(cdp, async () => {
      await tab.goto(URL);
      await everyWidgetDrawn(tab);
    });
    times.push(performance.now() - started);
    scripting.push(measured.scripting);
    await tab.close();
  }
  const waves = await requestWaves(page, async () => {
    await page.goto(URL);
    await everyWidgetDrawn(page);
  });
  const widgets = await page.locator('section[data-widget]').count();
  await page.context().close();
  return [
    [
      `dashboard: navigation to all ${widgets} widgets drawn (median of ${RUNS}, ms)`,
      median(times).toFixed(0),
    ],
    ['dashboard: request waves after the session check', String(waves)],
    [
      `dashboard: main-thread scripting during the load (median of ${RUNS}, ms)`,
      median(scripting).toFixed(0),
    ],
  ];
}

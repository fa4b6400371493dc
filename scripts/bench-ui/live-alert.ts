// The live console (issue 34): a company admin's alert console open in Chromium with its live
// stream; an agent's block raises an alert (the live console's test hook writes it through the
// sandbox's database, whose trigger puts it in the stream's outbox, as the simulator's writes
// do). Timed from the write's request to the "1 new alert" pill on screen; a click on the pill
// brings the alert in before the next run. The raised alerts are removed afterwards.
import type { Page } from '@playwright/test';
import { LIVE_HOOK_PATH } from '../../tests/e2e/support/live-hooks';
import { ROWS, signedInPage, tableSettled, type BenchContext, type Figure } from './support';

const LIVE_RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 10);
const PILL = '1 new alert';

/** Nearest rank: the value at or below which `p` percent of the sorted values lie. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Resolves when a button reading `text` is on screen, checked at every animation frame (the
 * pill's text starts with an arrow hidden from screen readers).
 */
async function buttonShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('button')].some((button) => {
        const box = button.getBoundingClientRect();
        const words = ` ${button.textContent?.replace(/\s+/g, ' ').trim()}`;
        return words.endsWith(` ${wanted}`) && box.width > 0 && box.height > 0;
      }),
    text,
    { polling: 'raf' },
  );
}

export async function benchLiveAlert(context: BenchContext): Promise<Figure[]> {
  const hookPage = await signedInPage(context, 'company.admin@sandbox.test');
  const hook = async <T>(data: object): Promise<T> => {
    const reply = await hookPage.request.post(`${context.base}${LIVE_HOOK_PATH}`, { data });
    if (!reply.ok()) throw new Error(`the live hook answered ${reply.status()}`);
    return (await reply.json()) as T;
  };
  // A company with two admins and open alerts (the live console's E2E company).
  const company = await hook<{ id: number; emails: string[] }>({ action: 'pickCompany' });
  const page = await signedInPage(context, company.emails[0]!, { live: true });
  const raised: number[] = [];
  const shown: number[] = [];
  try {
    const streamOpen = page.waitForResponse((reply) => reply.url().endsWith('/bff/live') && reply.ok());
    await page.goto('/alert-console/unresolved');
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    await streamOpen;
    for (let i = 0; i < LIVE_RUNS; i++) {
      const pill = buttonShown(page, PILL);
      const started = performance.now();
      raised.push((await hook<{ id: number }>({ action: 'raiseAlarm', companyId: company.id })).id);
      await pill;
      shown.push(performance.now() - started);
      await page.getByRole('button', { name: PILL }).click();
      await page.locator(`tbody tr[data-row-id="${raised.at(-1)}"]`).waitFor();
      await page.getByRole('button', { name: PILL }).waitFor({ state: 'detached' });
      await tableSettled(page);
    }
  } finally {
    await page.context().close();
    for (const alarmId of raised) await hook({ action: 'removeAlarm', alarmId });
    await hookPage.context().close();
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const label = `live: a raised alert, write to "${PILL}" on screen (${LIVE_RUNS} runs, ms)`;
  return [
    [`${label} p50`, percentile(sorted, 50).toFixed(0)],
    [`${label} p95`, percentile(sorted, 95).toFixed(0)],
    [`${label} max`, sorted.at(-1)!.toFixed(0)],
  ];
}

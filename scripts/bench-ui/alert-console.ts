// The alert console (issue 13), Company Admin at large scale: navigation to the first rows of
// the unresolved tab with its request waves, and a bulk status change of 50 alerts from the click
// to the updated rows on screen (each undone afterwards, so runs leave the data as they found it).
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

export async function benchAlertConsole(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  const navigation: number[] = [];
  for (let i = 0; i < RUNS; i++) navigation.push(await timeToFirstRows(page, '/alert-console/unresolved'));
  const waves = await requestWaves(page, async () => {
    await page.goto('/alert-console/unresolved');
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
  });

  const bulk: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/alert-console/unresolved?pageSize=50');
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    const before = await page.locator(ROWS).first().innerText();
    const started = performance.now();
    await page
      .getByRole('region', { name: 'Selected rows' })
      .getByRole('button', { name: 'Mark as in review (50)' })
      .click();
    await page.waitForFunction(
      ([selector, text]) => {
        const row = document.querySelector(selector!);
        return (
          (!row || (row as HTMLElement).innerText !== text) && !document.querySelector('table[aria-busy]')
        );
      },
      [ROWS, before] as const,
    );
    bulk.push(performance.now() - started);
    // Undo (offered for 10 s), so every run, and the next bench, starts from the same alerts.
    const undone = page.waitForResponse((reply) =>
      reply.url().endsWith('/restapi/Alarm/UpdateAlarmStatuses'),
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    if (!(await undone).ok()) throw new Error('the undo was refused');
    await page.waitForLoadState('networkidle');
  }
  await page.context().close();
  return [
    [`alerts: navigation to first rows, unresolved (median of ${RUNS}, ms)`, median(navigation).toFixed(0)],
    ['alerts: request waves after the session check', String(waves)],
    [`alerts: bulk change of 50, click to updated rows (median of ${RUNS}, ms)`, median(bulk).toFixed(0)],
  ];
}

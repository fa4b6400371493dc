// Event inspection (issue 15), Company Admin at large scale (1,000,000 events): navigation to
// the first rows of all events with its request waves, and a filter change (a row's event type,
// "Filter for this value") to the new rows on screen.
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

const URL = '/event-inspection/all-events';

export async function benchEvents(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  const navigation: number[] = [];
  for (let i = 0; i < RUNS; i++) navigation.push(await timeToFirstRows(page, URL));
  const waves = await requestWaves(page, async () => {
    await page.goto(URL);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
  });

  const filter: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(URL);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    const pivot = page
      .locator(ROWS)
      .first()
      .getByRole('button', { name: /^Filter on / })
      .first();
    await pivot.click();
    const before = page.url();
    const started = performance.now();
    await page.getByRole('menuitem', { name: 'Filter for this value' }).click();
    await page.waitForURL((url) => url.toString() !== before);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    filter.push(performance.now() - started);
  }
  await page.context().close();
  return [
    [`events: navigation to first rows, all events (median of ${RUNS}, ms)`, median(navigation).toFixed(0)],
    ['events: request waves after the session check', String(waves)],
    [`events: a filter change to new rows (median of ${RUNS}, ms)`, median(filter).toFixed(0)],
  ];
}

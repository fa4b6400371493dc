// Policy review (issue 18), Group Admin at large scale: navigation to the first rows of the
// unique blocks list and of the reviews list, with their request waves.
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

export async function benchPolicyReview(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'group.admin@sandbox.test');
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
  await page.context().close();
  return results;
}

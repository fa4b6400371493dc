// Endpoints (issue 14), Company Admin of the company with 5,000 computers at large scale:
// navigation to the first rows of all computers with its request waves, and a status tab switch
// from the click to the new rows on screen.
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

export async function benchEndpoints(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  const navigation: number[] = [];
  for (let i = 0; i < RUNS; i++) navigation.push(await timeToFirstRows(page, '/endpoints/computers/all'));
  const waves = await requestWaves(page, async () => {
    await page.goto('/endpoints/computers/all');
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
  });

  const tabSwitch: number[] = [];
  const tabs = page.getByRole('tablist', { name: 'Computers by status' });
  for (let i = 0; i < RUNS; i++) {
    const target = i % 2 === 0 ? /^Offline/ : /^Online/;
    await page.goto(`/endpoints/computers/${i % 2 === 0 ? 'online' : 'offline'}`);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    const before = await page.locator(ROWS).first().innerText();
    const started = performance.now();
    await tabs.getByRole('tab', { name: target }).click();
    await page.waitForFunction(
      ([selector, text]) => {
        const row = document.querySelector(selector!);
        return (
          !!row && (row as HTMLElement).innerText !== text && !document.querySelector('table[aria-busy]')
        );
      },
      [ROWS, before] as const,
    );
    tabSwitch.push(performance.now() - started);
  }
  await page.context().close();
  return [
    [`computers: navigation to first rows, all (median of ${RUNS}, ms)`, median(navigation).toFixed(0)],
    ['computers: request waves after the session check', String(waves)],
    [`computers: status tab switch to new rows (median of ${RUNS}, ms)`, median(tabSwitch).toFixed(0)],
  ];
}

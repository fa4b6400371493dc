// Endpoints (issue 14), Company Admin of the company with 5,000 computers at large scale:
// navigation to the first rows of all computers with its request waves, a status tab switch
// from the click to the new rows on screen, search-as-you-type to the first suggestion, and the
// request waves of each drill-down level (a pasted link to it).
import {
  appeared,
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
  // Search as you type: from the last key to the first suggestion on screen.
  const search: number[] = [];
  const field = page.getByRole('textbox', { name: 'Find a computer' });
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/endpoints/computers/all');
    await page.locator(ROWS).first().waitFor();
    await field.fill('');
    await field.pressSequentially('FAB-FIN-W', { delay: 30 });
    const started = performance.now();
    await field.press(i % 2 === 0 ? 'S' : 's');
    await appeared(page, '[role="listbox"] [role="option"]');
    search.push(performance.now() - started);
  }

  // Each drill-down level, opened by its link (its path), in request waves.
  const levels: Figure[] = [];
  await page.goto('/endpoints/company');
  await page.locator(ROWS).first().waitFor();
  const levelLinks: Array<[string, string]> = [['companies', '/endpoints/company']];
  for (const name of ['sites', 'groups', 'computers']) {
    const href = await page.locator(ROWS).first().getByRole('link').first().getAttribute('href');
    if (!href) break;
    levelLinks.push([name, href]);
    await page.goto(href);
    await page.locator(ROWS).first().waitFor();
  }
  for (const [name, href] of levelLinks) {
    const waves = await requestWaves(page, async () => {
      await page.goto(href);
      await page.locator(ROWS).first().waitFor();
      await tableSettled(page);
    });
    levels.push([`drill-down, ${name}: request waves after the session check`, String(waves)]);
  }
  await page.context().close();
  return [
    [`computers: navigation to first rows, all (median of ${RUNS}, ms)`, median(navigation).toFixed(0)],
    ['computers: request waves after the session check', String(waves)],
    [`computers: status tab switch to new rows (median of ${RUNS}, ms)`, median(tabSwitch).toFixed(0)],
    [
      `computers: search as you type, last key to first suggestion (median of ${RUNS}, ms)`,
      median(search).toFixed(0),
    ],
    ...levels,
  ];
}

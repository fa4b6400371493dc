// The administration lists (Global Admin): navigation to first rows of companies and users, a
// sort to new rows, and a 1000-row page of the user activity log (Partner Admin).
import {
  ROWS,
  RUNS,
  median,
  scriptingDuring,
  signedInPage,
  tableSettled,
  timeToFirstRows,
  type BenchContext,
  type Figure,
} from './support';

export async function benchAdminLists(context: BenchContext): Promise<Figure[]> {
  const results: Figure[] = [];
  const page = await signedInPage(context, 'global.admin@sandbox.test');
  for (const [name, url] of [
    ['companies', '/administration/company-list'],
    ['users', '/administration/users'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timeToFirstRows(page, url));
    results.push([`${name}: navigation to first rows (median of ${RUNS}, ms)`, median(times).toFixed(0)]);
  }

  // A sort: from the click to the first row of the new order on screen.
  const sortTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/administration/users');
    await page.locator(ROWS).first().waitFor();
    const before = await page.locator(ROWS).first().innerText();
    const started = performance.now();
    await page.getByRole('button', { name: 'Login ID (email)', exact: true }).click();
    await page.waitForFunction(
      ([selector, text]) => {
        const row = document.querySelector(selector!);
        return (
          !!row && (row as HTMLElement).innerText !== text && !document.querySelector('table[aria-busy]')
        );
      },
      [ROWS, before] as const,
    );
    sortTimes.push(performance.now() - started);
  }
  results.push([`users: sort to new rows (median of ${RUNS}, ms)`, median(sortTimes).toFixed(0)]);
  await page.context().close();

  // A 1000-row page: the audit log of the Partner Admin (user activity).
  const listPage = await signedInPage(context, 'partner.admin@sandbox.test');
  const cdp = await listPage.context().newCDPSession(listPage);
  await cdp.send('Performance.enable');
  await listPage.goto('/administration/user-activity?pageSize=1000');
  await listPage.locator(ROWS).first().waitFor();
  const scripting: number[] = [];
  const tasks: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Back and forth between pages 1 and 2 (the partner's log may hold only two pages).
    const target = i % 2 === 0 ? 2 : 1;
    // The next page's rows arrive first (the network is not the table's), then the page turns.
    await listPage.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const measured = await scriptingDuring(cdp, async () => {
      await listPage.getByRole('button', { name: `Page ${target}`, exact: true }).click();
      await listPage
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${((target - 1) * 1000 + 1).toLocaleString('en')}–`) })
        .waitFor();
      await tableSettled(listPage);
    });
    scripting.push(measured.scripting);
    tasks.push(measured.tasks);
  }
  const counts = await listPage.evaluate(() => {
    const table = document.querySelector('table[aria-label]');
    return {
      table: table?.querySelectorAll('*').length ?? 0,
      rows: table?.querySelectorAll('tbody tr[data-row-index]').length ?? 0,
      document: document.getElementsByTagName('*').length,
    };
  });
  results.push([
    `1000-row page: scripting time, fetch + parse + render (median of ${RUNS}, ms)`,
    median(scripting).toFixed(1),
  ]);
  results.push([`1000-row page: main-thread task time (median of ${RUNS}, ms)`, median(tasks).toFixed(1)]);
  results.push(['1000-row page: DOM nodes in the table', String(counts.table)]);
  results.push(['1000-row page: rows in the DOM', String(counts.rows)]);
  results.push(['1000-row page: DOM nodes in the document', String(counts.document)]);
  await listPage.context().close();
  return results;
}

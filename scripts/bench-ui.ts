// `npm run bench:ui`: the console's lists in headless Chromium against the sandbox at large scale
// (seeded into .sandbox/data-large on first run, about a minute). Prints the time from navigation
// to the first rows of the companies and users lists, the scripting time and DOM size of a
// 1000-row page, and the time for a sort to show new rows. A benchmark, not a test: it prints
// figures and asserts nothing. Builds the console first when dist/ is stale.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { buildConsoleIfStale } from '../tests/e2e/support/build-if-stale';
import { freePort } from '../tests/e2e/support/free-port';

const root = path.resolve(import.meta.dirname, '..');
const scale = process.env.SANDBOX_SCALE ?? 'large';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PASSWORD = 'Sandbox-Demo-1';
const ROWS = 'tbody tr[data-row-index]';

async function startSandbox(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const legacyPort = await freePort();
  console.log(`Starting the sandbox at ${scale} scale (the first run seeds .sandbox/data-${scale})...`);
  const started = Date.now();
  const child = spawn('npx', ['tsx', 'sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LEGACY_PORT: String(legacyPort), SANDBOX_SCALE: scale },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so stopping it stops npx's children too (the sandbox holds its data dir).
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready in')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  console.log(`Sandbox ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { base: `http://127.0.0.1:${port}`, stop };
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signIn(page: Page, base: string, email: string) {
  const reply = await page.request.post(`${base}/bff/login`, {
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  if (!reply.ok()) throw new Error(`sign-in of ${email}: ${reply.status()}`);
}

/** Milliseconds from page.goto to the first data row on screen (a full page load each time). */
async function timeToFirstRows(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await page.locator(ROWS).first().waitFor();
  return performance.now() - started;
}

async function main() {
  buildConsoleIfStale(root);
  const sandbox = await startSandbox();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Array<[string, string]> = [];
  try {
    // Companies and users: the Global Admin (every company, every user).
    const admin = await browser.newContext({ baseURL: sandbox.base, viewport: { width: 1280, height: 800 } });
    const page = await admin.newPage();
    await signIn(page, sandbox.base, 'global.admin@sandbox.test');
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
    await admin.close();

    // A 1000-row page: the audit log of the Partner Admin (user activity).
    const partner = await browser.newContext({
      baseURL: sandbox.base,
      viewport: { width: 1280, height: 800 },
    });
    const listPage = await partner.newPage();
    await signIn(listPage, sandbox.base, 'partner.admin@sandbox.test');
    const cdp = await partner.newCDPSession(listPage);
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
      const before = await metrics(cdp);
      await listPage.getByRole('button', { name: `Page ${target}`, exact: true }).click();
      await listPage
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${(target - 1) * 1000 + 1}–`) })
        .waitFor();
      await listPage.waitForFunction(() => !document.querySelector('table[aria-busy]'));
      const after = await metrics(cdp);
      scripting.push((after.ScriptDuration! - before.ScriptDuration!) * 1000);
      tasks.push((after.TaskDuration! - before.TaskDuration!) * 1000);
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
    await partner.close();
  } finally {
    await browser.close();
    sandbox.stop();
  }
  console.log(`\nbench:ui — ${scale} scale, headless Chromium (${'/usr/bin/chromium'})`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

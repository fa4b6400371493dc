// What every bench:ui scenario shares: the sandbox at large scale, signed-in pages, CDP metrics,
// medians, time to first rows, and request waves (requests started before any earlier reply
// arrived are one wave; a request started after a reply may depend on it, so it opens the next;
// timed in the page, at its fetch() calls).
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { freePort } from '../../tests/e2e/support/free-port';

export const root = path.resolve(import.meta.dirname, '../..');
export const scale = process.env.SANDBOX_SCALE ?? 'large';
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const ROWS = 'tbody tr[data-row-index]';
const PASSWORD = 'Sandbox-Demo-1';

/** One measure: its name and its printed value. */
export type Figure = [string, string];

export interface BenchContext {
  browser: Browser;
  base: string;
}

export async function startSandbox(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const legacyPort = await freePort();
  console.log(`Starting the sandbox at ${scale} scale (the first run seeds .sandbox/data-${scale})...`);
  const started = Date.now();
  // `npm start`'s sandbox with the live console's test hooks (the E2E run's sandbox-process.ts).
  const child = spawn('npx', ['tsx', 'tests/e2e/support/sandbox-process.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LEGACY_PORT: String(legacyPort),
      SANDBOX_SCALE: scale,
      // The figures are of a still world (the simulator's writes would move them run to run).
      SANDBOX_SIMULATOR: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so stopping it stops npx's children too (the sandbox holds its data dir).
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('HOOKED-SANDBOX-READY')) resolve();
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

export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A page of a new browser context, signed in as `email` (1280x800). With `live`, the page keeps
 * its live stream (the live scenario measures it; it must not wait on 'networkidle').
 */
export async function signedInPage(
  context: BenchContext,
  email: string,
  options: { live?: boolean } = {},
): Promise<Page> {
  const browserContext = await context.browser.newContext({
    baseURL: context.base,
    viewport: { width: 1280, height: 800 },
  });
  // The live stream stays open for as long as the page does, which Playwright's 'networkidle'
  // waits on forever: the benches measure without it (the console retries it quietly, rarely).
  if (!options.live) await browserContext.route('**/bff/live', (route) => route.fulfill({ status: 204 }));
  const page = await browserContext.newPage();
  await page.addInitScript({ content: recordFetches });
  const reply = await page.request.post(`${context.base}/bff/login`, {
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  if (!reply.ok()) throw new Error(`sign-in of ${email}: ${reply.status()}`);
  return page;
}

/** A contract call with the page's session (for a scenario to find its subject). */
export async function call<T>(page: Page, operation: string, body: unknown): Promise<T> {
  const reply = await page.request.post(`/restapi/${operation.replace('_', '/')}`, {
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    data: body,
  });
  if (!reply.ok()) throw new Error(`${operation}: ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/**
 * Waits until an element matching `selector` is on screen, checking at every animation frame. Not
 * `locator.waitFor()`: it checks again after 0, 20, 50, 100, 100 and then 500 ms, so a row that
 * appeared 10 ms after a check was timed up to 500 ms late (a search's first suggestion read
 * 830 ms in one run and 330 in the next, while the page showed it at 310 ms each time).
 */
export async function appeared(page: Page, selector: string): Promise<void> {
  // On screen, as waitFor() has it: a search's options stay in the DOM, hidden, between terms.
  await page.waitForFunction(
    (wanted) => {
      const box = document.querySelector(wanted)?.getBoundingClientRect();
      return !!box && box.width > 0 && box.height > 0;
    },
    selector,
    { polling: 'raf' },
  );
}

/** Milliseconds from page.goto to the first data row on screen (a full page load each time). */
export async function timeToFirstRows(page: Page, url: string, rows = ROWS): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await appeared(page, rows);
  return performance.now() - started;
}

/** The start scope's lookups (src/session/start-scope.ts), before any scoped request. */
const START_SCOPE = [
  '/restapi/User/GetUserClaimsInformation',
  '/restapi/Company/GetScopeTree',
  '/restapi/Asset/GetAllGroupsForSite',
];

interface Timed {
  url: string;
  /** When the page called fetch() and when the reply's headers reached it (epoch ms). */
  start: number;
  end: number;
}

declare global {
  interface Window {
    __benchFetches?: Timed[];
  }
}

/**
 * Installed in every bench page before its scripts: records each fetch() the page makes, when it
 * made it and when the reply reached it. The waves are counted on these, the console's own
 * calls: the network's times would count a request the browser held back for a free connection
 * (HTTP/1.1 allows 6 per host, and the page load has more in flight) as started after a reply.
 */
// A string, not a function: tsx names functions with a helper (__name) that the page lacks.
const recordFetches = `(() => {
  const calls = [];
  window.__benchFetches = calls;
  const original = window.fetch;
  const now = () => performance.timeOrigin + performance.now();
  window.fetch = function (input, init) {
    const call = { url: input instanceof Request ? input.url : String(input), start: now(), end: Infinity };
    calls.push(call);
    const reply = original.call(this, input, init);
    const done = () => { call.end = now(); };
    reply.then(done, done);
    return reply;
  };
})();`;

/**
 * Runs `action` and counts the waves of /restapi calls it caused after the session check
 * (/bff/user) and the start scope (the user's claims and scope tree, which every scoped request
 * needs first; kept out of the count): a call made before any earlier call's reply reached the
 * page joins the current wave; one made after a reply opens the next.
 */
export async function requestWaves(page: Page, action: () => Promise<void>): Promise<number> {
  // What the previous visit still had in flight (the profile the table remembers) ends first.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.__benchFetches?.splice(0));
  await action();
  const calls = await page.evaluate(() => window.__benchFetches ?? null);
  if (!calls) throw new Error('the page records no fetch() calls (signedInPage installs the recorder)');
  const requests = calls.filter((call) => {
    const { pathname } = new URL(call.url, page.url());
    return pathname.startsWith('/restapi/') && !START_SCOPE.includes(pathname);
  });
  if (process.env.BENCH_VERBOSE) {
    const first = Math.min(...requests.map((r) => r.start));
    for (const r of [...requests].sort((a, b) => a.start - b.start))
      console.log(
        `  ${(r.start - first).toFixed(1)}-${(r.end - first).toFixed(1)} ${new URL(r.url, page.url()).pathname}`,
      );
  }
  return wavesOf(requests);
}

export function wavesOf(requests: ReadonlyArray<{ start: number; end: number }>): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  let waves = 0;
  let firstReplyOfWave = -Infinity;
  for (const request of sorted) {
    if (waves === 0 || request.start >= firstReplyOfWave) {
      waves += 1;
      firstReplyOfWave = Infinity;
    }
    firstReplyOfWave = Math.min(firstReplyOfWave, request.end);
  }
  return waves;
}

/** The scripting time (ms) CDP's Performance metrics count during `action`. */
export async function scriptingDuring(cdp: CDPSession, action: () => Promise<void>) {
  const before = await metrics(cdp);
  await action();
  const after = await metrics(cdp);
  return {
    scripting: (after.ScriptDuration! - before.ScriptDuration!) * 1000,
    tasks: (after.TaskDuration! - before.TaskDuration!) * 1000,
  };
}

/** Waits until no table on the page is busy (a page change or refetch has settled). */
export async function tableSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('table[aria-busy]'));
}

// What every bench:ui scenario shares: the sandbox at large scale, signed-in pages, CDP metrics,
// medians, time to first rows, and request waves (requests started before any earlier reply
// arrived are one wave; a request started after a reply may depend on it, so it opens the next).
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, CDPSession, Page, Request } from '@playwright/test';
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

export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A page of a new browser context, signed in as `email` (1280x800). */
export async function signedInPage(context: BenchContext, email: string): Promise<Page> {
  const browserContext = await context.browser.newContext({
    baseURL: context.base,
    viewport: { width: 1280, height: 800 },
  });
  const page = await browserContext.newPage();
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
  start: number;
  end: number;
}

/**
 * Runs `action` and counts the waves of /restapi requests it caused after the session check
 * (/bff/user) and the start scope (the user's claims and scope tree, which every scoped request
 * needs first; kept out of the count): a request that starts before any earlier request's reply has arrived joins the
 * current wave; one that starts after a reply opens the next.
 */
export async function requestWaves(page: Page, action: () => Promise<void>): Promise<number> {
  // What the previous visit still had in flight (the profile the table remembers) ends first.
  await page.waitForLoadState('networkidle');
  const seen = new Map<object, Timed>();
  // Times are the browser's (Resource Timing, epoch ms): Playwright delivers its events in
  // batches, so the time an event reaches this process can put a request after a reply it
  // preceded in the browser, or before one it followed. Date.now() only while none is known.
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/restapi/') && !START_SCOPE.includes(pathname))
      seen.set(request, { url: request.url(), start: Date.now(), end: Infinity });
  };
  const onDone = (request: Request) => {
    const timed = seen.get(request);
    if (!timed) return;
    const { startTime, responseEnd } = request.timing();
    if (startTime > 0) timed.start = startTime;
    timed.end = responseEnd >= 0 ? timed.start + responseEnd : Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await action();
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  const requests = [...seen.values()];
  if (process.env.BENCH_VERBOSE) {
    const first = Math.min(...requests.map((r) => r.start));
    for (const r of [...requests].sort((a, b) => a.start - b.start))
      console.log(
        `  ${(r.start - first).toFixed(1)}-${(r.end - first).toFixed(1)} ${new URL(r.url).pathname}`,
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

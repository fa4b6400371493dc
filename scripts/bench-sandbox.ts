// `npm run bench:sandbox`: the sandbox at large scale (about 20,000 computers and 1,000,000
// events; seeded into .sandbox/data-large on first run, then measured on a fresh copy of it each
// run), measured from a second client over loopback with several concurrent clients. Prints p50/p95 latency and throughput per scenario.
// A benchmark, not a test: it prints figures and asserts nothing.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { freePort } from '../tests/support/prism';
import { percentile, underLoad, type ReadScenario } from './bench-sandbox/under-load';
import { historyReads, recordedWrite } from './bench-sandbox/change-history';
import { liveDelivery, type LiveDeliveryResult } from './bench-sandbox/live-delivery';
import { liveCost, type LiveCostResult } from './bench-sandbox/live-cost';
import { ruleImpactReads } from './bench-sandbox/rule-impact';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 40;
const scale = process.env.SANDBOX_SCALE ?? 'large';
/**
 * BENCH_ONLY=load measures the load scenario alone; BENCH_ONLY=lists the five scenarios alone;
 * BENCH_ONLY=history the change history's (the log, an entity's history, a write with and without
 * recording); BENCH_ONLY=live the live stream's delivery (BENCH_LIVE_STREAMS streams, 20 by default);
 * BENCH_ONLY=live-cost the sandbox's CPU over a minute (BENCH_LIVE_WINDOW_MS) with the simulator on,
 * without and with BENCH_LIVE_STREAMS streams open; BENCH_ONLY=preview the impact preview of rules
 * (bench-sandbox/rule-impact.ts), with the max.
 */
const ONLY = process.env.BENCH_ONLY ?? '';
const LOAD = {
  sessions: Number(process.env.BENCH_LOAD_SESSIONS ?? 20),
  inFlight: Number(process.env.BENCH_LOAD_IN_FLIGHT ?? 10),
  perSession: Number(process.env.BENCH_LOAD_REQUESTS ?? 50),
};

const FABRIKAM = {
  partner: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  company: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
};

interface Scenario extends ReadScenario {
  /** A read of a main list, mixed into the load scenario. */
  read?: true;
}

const companyHeaders = {
  'x-partner-guid': FABRIKAM.partner,
  'x-company-guid': FABRIKAM.company,
  'x-site-guid': '',
  'x-group-guid': '',
};
const globalHeaders = { 'x-partner-guid': '', 'x-company-guid': '', 'x-site-guid': '', 'x-group-guid': '' };
const EVENT_TYPES = ['ExecutionBlocked', 'ScriptBlocked', 'DllLoadBlocked', 'ExecutionAllowed'];

const scenarios: Scenario[] = [
  {
    name: 'events: 50-row page by date, filtered',
    read: true,
    account: 'global.admin@sandbox.test',
    headers: globalHeaders,
    request: (i) => ({
      method: 'POST',
      path: '/restapi/Event/GetEventInspectionPageData',
      body: {
        page: 1 + (i % 5),
        pageSize: 50,
        sortColumn: 'reportedEventDate',
        sortDir: 'desc',
        mode: 'individual',
        eventType: EVENT_TYPES[i % EVENT_TYPES.length],
      },
    }),
  },
  {
    name: 'computers of a company',
    read: true,
    account: 'company.admin@sandbox.test',
    headers: companyHeaders,
    request: (i) => ({
      method: 'POST',
      path: '/restapi/Computer/GetActiveOrOffileneComputers',
      body: { page: 1 + (i % 3), pageSize: 50, sortColumn: 'computerName', sortDir: 'asc', status: 'all' },
    }),
  },
  {
    name: 'alert list',
    read: true,
    account: 'global.admin@sandbox.test',
    headers: globalHeaders,
    request: (i) => ({
      method: 'POST',
      path: '/restapi/Alarm/ListAlarms',
      body: {
        page: 1 + (i % 5),
        pageSize: 50,
        sortColumn: 'triggeredOn',
        sortDir: 'desc',
        status: i % 2 ? 'Unresolved' : 'all',
      },
    }),
  },
  {
    name: 'scope tree (Global Admin: everything)',
    read: true,
    account: 'global.admin@sandbox.test',
    headers: globalHeaders,
    request: () => ({ method: 'GET', path: '/restapi/Company/GetScopeTree' }),
  },
  {
    name: 'company create',
    account: 'partner.admin@sandbox.test',
    headers: { ...companyHeaders, 'x-company-guid': '' },
    request: (i) => ({
      method: 'POST',
      path: '/restapi/Company/CreateOrEditCompany',
      body: {
        companyName: `Bench Company ${process.pid}-${i}`,
        shortName: `BN${process.pid % 10000}${i}`.slice(0, 15),
        city: 'Chicago',
        country: 'United States',
      },
    }),
  },
];

interface Running {
  port: number;
  /** The sandbox's own process (node itself, not npx). */
  pid: number;
  stop: () => Promise<void>;
}

/** Starts the sandbox on a data directory; resolves when it is ready. */
async function startSandbox(dataDir: string, echo: boolean, env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const port = await freePort();
  const legacyPort = await freePort();
  // node itself (not npx, which exits at once on SIGTERM): its exit means the sandbox has closed
  // its data directory, so that the directory can be copied.
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LEGACY_PORT: String(legacyPort),
      SANDBOX_SCALE: scale,
      SANDBOX_STATIC: 'none',
      SANDBOX_DATA_DIR: dataDir,
      // Off unless a scenario turns it on (live-cost): its writes would move the other figures.
      SANDBOX_SIMULATOR: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (echo) process.stdout.write(d);
      if (out.includes('Ready in')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface BenchClient {
  base: string;
  pid: number;
  login: (email: string) => Promise<string>;
  send: (
    cookie: string,
    headers: Record<string, string>,
    r: ReturnType<Scenario['request']>,
  ) => Promise<number>;
  /** p50, p95, req/s, failures and max of a scenario, CONCURRENCY clients at once. */
  measure: (s: ReadScenario) => Promise<string[]>;
}

/** Runs `fn` against a sandbox on a fresh copy of the seeded world, then removes the copy. */
async function onACopy(seeded: string, env: NodeJS.ProcessEnv, fn: (client: BenchClient) => Promise<void>) {
  const copy = path.join(root, '.sandbox', `bench-${scale}-${process.pid}`);
  cpSync(seeded, copy, { recursive: true });
  const started = Date.now();
  const sandbox = await startSandbox(copy, false, env);
  console.log(`Sandbox ready on a copy after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const base = `http://127.0.0.1:${sandbox.port}`;
  const cookies = new Map<string, string>();
  const login = async (email: string) => {
    const res = await fetch(`${base}/bff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ email, password: 'Sandbox-Demo-1' }),
    });
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  };
  const send = async (
    cookie: string,
    headers: Record<string, string>,
    r: ReturnType<Scenario['request']>,
  ) => {
    const res = await fetch(`${base}${r.path}`, {
      method: r.method,
      headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json', ...headers },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const measure = async (s: ReadScenario) => {
    if (!cookies.has(s.account)) cookies.set(s.account, await login(s.account));
    const cookie = cookies.get(s.account)!;
    let next = 0;
    let failures = 0;
    const latencies: number[] = [];
    const call = async (i: number) => {
      const t0 = performance.now();
      if ((await send(cookie, s.headers, s.request(i))) !== 200) failures++;
      return performance.now() - t0;
    };
    for (let i = 0; i < WARMUP; i++) await call(1_000_000 + i);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) latencies.push(await call(next++));
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((x, y) => x - y);
    return [
      s.name,
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 95).toFixed(1),
      (latencies.length / seconds).toFixed(0),
      String(failures),
      latencies.at(-1)!.toFixed(1),
    ];
  };
  try {
    await fn({ base, pid: sandbox.pid, login, send, measure });
  } finally {
    await sandbox.stop();
    rmSync(copy, { recursive: true, force: true });
    rmSync(`${copy}.lock`, { force: true });
  }
}

async function main() {
  // The world is seeded (once) into .sandbox/data-<scale>; every run measures a fresh copy of it,
  // so that the companies a run creates do not make the next run's lists and trees bigger.
  const seeded = path.join(root, '.sandbox', `data-${scale}`);
  console.log(`Preparing .sandbox/data-${scale} (the first run seeds it; that takes a while)...`);
  await (await startSandbox(seeded, true)).stop();
  const rows: string[][] = [];
  let load: Awaited<ReturnType<typeof underLoad>> | null = null;
  let live: LiveDeliveryResult | null = null;
  let cost: LiveCostResult | null = null;
  if (ONLY === 'live-cost') {
    await onACopy(seeded, { SANDBOX_SIMULATOR: 'on' }, async (client) => {
      cost = await liveCost({
        base: client.base,
        pid: client.pid,
        streams: Number(process.env.BENCH_LIVE_STREAMS ?? 20),
        windowMs: Number(process.env.BENCH_LIVE_WINDOW_MS ?? 60_000),
        warmUpMs: 25_000,
        signIn: client.login,
      });
    });
  } else if (ONLY === 'live') {
    // The simulator off: the stream carries the measured writes alone.
    await onACopy(seeded, { SANDBOX_SIMULATOR: 'off' }, async (client) => {
      live = await liveDelivery({
        base: client.base,
        streams: Number(process.env.BENCH_LIVE_STREAMS ?? 20),
        writes: 40,
        signIn: client.login,
      });
    });
  } else if (ONLY === 'preview') {
    await onACopy(seeded, {}, async (client) => {
      for (const s of ruleImpactReads) rows.push(await client.measure(s));
    });
  } else if (ONLY === 'history') {
    await onACopy(seeded, {}, async (client) => {
      for (const s of [...historyReads, recordedWrite]) rows.push(await client.measure(s));
    });
    // The same write on a sandbox that records nothing: what recording costs it.
    await onACopy(seeded, { SANDBOX_CHANGE_HISTORY: 'off' }, async (client) => {
      const off = await client.measure({ ...recordedWrite, name: `${recordedWrite.name}, not recorded` });
      rows.push(off);
    });
    const [withP50, withP95] = rows.at(-2)!.slice(1, 3).map(Number);
    const [offP50, offP95] = rows.at(-1)!.slice(1, 3).map(Number);
    console.log(
      `recording overhead on the write: p50 ${(((withP50! - offP50!) / offP50!) * 100).toFixed(1)} %, p95 ${(((withP95! - offP95!) / offP95!) * 100).toFixed(1)} %`,
    );
  } else {
    await onACopy(seeded, {}, async (client) => {
      for (const s of ONLY === 'load' ? [] : scenarios) rows.push(await client.measure(s));
      if (ONLY !== 'lists')
        load = await underLoad({
          ...LOAD,
          reads: scenarios.filter((s) => s.read),
          signIn: client.login,
          send: client.send,
        });
    });
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(`bench:sandbox — ${database}, ${scale} scale`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  if (rows.length > 0) {
    console.log(`${CONCURRENCY} concurrent clients, ${REQUESTS} requests each:\n`);
    console.log('| scenario | p50 ms | p95 ms | req/s | non-200 | max ms |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  }
  if (live) {
    const l: LiveDeliveryResult = live;
    console.log(
      `Live stream: ${l.streams} streams, ${l.writes} writes one at a time (a status move, p50 ${l.writeP50.toFixed(1)} ms); from the write's request to its change on every stream:\n`,
    );
    console.log('| streams | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|');
    console.log(
      `| ${l.streams} | ${l.deliveryP50.toFixed(1)} | ${l.deliveryP95.toFixed(1)} | ${l.deliveryMax.toFixed(1)} |`,
    );
  }
  if (cost) {
    const c: LiveCostResult = cost;
    const share = (cpu: number) => ((cpu / c.windowSeconds) * 100).toFixed(1);
    console.log(
      `Live stream cost: the sandbox process's CPU over ${c.windowSeconds} s with the simulator on and an alert moved ${c.movesPerWindow} times (${c.messages} messages reached the ${c.streams} streams):\n`,
    );
    console.log('| streams open | CPU s | % of one core |');
    console.log('|---|---|---|');
    console.log(`| 0 | ${c.idleCpu.toFixed(2)} | ${share(c.idleCpu)} |`);
    console.log(`| ${c.streams} | ${c.streamingCpu.toFixed(2)} | ${share(c.streamingCpu)} |`);
  }
  if (load) {
    console.log(
      `\nUnder load: ${LOAD.sessions} sessions, ${LOAD.inFlight} requests each in flight, ${load.requests} requests (mixed reads: events, computers, alerts, scope tree):\n`,
    );
    console.log('| p50 ms | p95 ms | max ms | req/s | non-200 |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| ${load.p50.toFixed(0)} | ${load.p95.toFixed(0)} | ${load.max.toFixed(0)} | ${load.perSecond.toFixed(0)} | ${load.failures} |`,
    );
    console.log(
      `\np95 by list: ${load.p95ByRead.map(([name, p95]) => `${name} ${p95.toFixed(0)} ms`).join('; ')}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

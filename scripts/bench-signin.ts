// `npm run bench:signin [-- --vs <ref>] [-- --runs N] [-- --save <dir>]`: Lighthouse (mobile, its default
// throttling) on the built sign-in page: performance score, LCP, FCP, TBT and the JavaScript
// transferred, the median of N runs. With `--vs <ref>` the same measure of another commit (built
// in a temporary worktree) runs beside it, alternating, so both see the same machine load.
// `--save <dir>` keeps each run's Lighthouse report (JSON: its diagnostics, critical request
// chain and LCP breakdown). A benchmark, not a test: it prints figures and asserts nothing. Each build is served as the
// sandbox serves it (its static files, security headers and compression) by a stub whose session
// check answers 401, as it does for a guest: the figures are the page's, not the database's.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { readConsoleIndex } from '../sandbox/http/console-index';
import { registerStatic } from '../sandbox/http/static-files';
import { securityHeaders } from '../sandbox/http/security-headers';
import { buildConsoleIfStale } from '../tests/e2e/support/build-if-stale';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const vsRef = option('--vs');
const saveDir = option('--save');

interface Measure {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  scriptKb: number;
}

async function serve(distDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  // An older commit's build has no inline script and reads as no hashes.
  const index = readConsoleIndex(distDir);
  const headers = securityHeaders('http://127.0.0.1:1', index?.scriptHashes);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.get('/bff/user', async (_request, reply) =>
    reply.code(401).send({ isSuccess: false, message: 'Not signed in.', entityData: null }),
  );
  if (!(await registerStatic(app, distDir, index))) throw new Error(`no built console in ${distDir}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/bff/login`, close: () => app.close() };
}

/** Builds `ref` in a temporary worktree (sharing this tree's node_modules); its dist folder. */
function buildRef(ref: string): { dist: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-signin-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  console.log(`Building ${ref} in ${dir}...`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  const cleanup = () => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  if (build.status !== 0) {
    cleanup();
    throw new Error(`the build of ${ref} failed`);
  }
  return { dist: path.join(dir, 'dist'), cleanup };
}

async function measure(url: string, port: number, reportName: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(path.join(saveDir, `${reportName}.json`), JSON.stringify(lhr, null, 1));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  return {
    score: lhr.categories.performance?.score ?? NaN,
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    scriptKb: Number(script?.transferSize ?? NaN) / 1024,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(all: Measure[]): string[] {
  // A run Lighthouse could not trace (NO_NAVSTART on a busy machine) has no figures: left out.
  const runs = all.filter((run) => Number.isFinite(run.score) && Number.isFinite(run.lcpMs));
  if (runs.length === 0) return ['no run traced', '', '', '', '', `0 of ${all.length}`];
  const m = (key: keyof Measure) => median(runs.map((run) => run[key]));
  return [
    m('score').toFixed(2),
    `${(m('lcpMs') / 1000).toFixed(2)} s`,
    `${(m('fcpMs') / 1000).toFixed(2)} s`,
    `${m('tbtMs').toFixed(0)} ms`,
    `${m('scriptKb').toFixed(1)} KB`,
    `${runs.length} of ${all.length}`,
  ];
}

async function main() {
  buildConsoleIfStale(root);
  const builds: Array<{ name: string; dist: string; cleanup?: () => void }> = [
    { name: 'this tree', dist: path.join(root, 'dist') },
  ];
  if (vsRef) builds.push({ name: vsRef, ...buildRef(vsRef) });
  const servers = await Promise.all(builds.map((build) => serve(build.dist)));
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: Measure[][] = builds.map(() => []);
  try {
    for (let run = 0; run < RUNS; run += 1)
      for (const [index, server] of servers.entries()) {
        console.log(`Run ${run + 1}/${RUNS}: ${builds[index]!.name}...`);
        results[index]!.push(
          await measure(server.url, chrome.port, `${builds[index]!.name.replace(/\W+/g, '-')}-${run + 1}`),
        );
      }
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => server.close()));
    for (const build of builds) build.cleanup?.();
  }
  const [load1, load5] = os.loadavg();
  console.log(`\nbench:signin — Lighthouse ${'12'} mobile (default throttling), median of ${RUNS} runs`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${load1?.toFixed(1)} (1 min) ${load5?.toFixed(1)} (5 min)\n`,
  );
  console.log('| build | performance | LCP | FCP | TBT | script transferred | runs traced |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [index, build] of builds.entries())
    console.log(`| ${build.name} | ${summary(results[index]!).join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

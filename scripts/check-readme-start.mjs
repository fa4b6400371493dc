// CI's proof of the README's first minute: clone the commit into a fresh folder, run the
// README's own two commands there ("npm install", then "npm start") with no environment but a
// free PORT, sign in as a demo account, open a framed legacy page and the session-sync frames in
// Chromium on that port (check-frames.mjs: a frame the CSP blocks fails), stop, and start again
// to see the world reused.
// The commands are read from the README's "The two commands" block, so the two cannot drift.
// Writes its checks as a Vitest-shaped JSON (numPassedTests/numFailedTests) for CI's closing
// line when given --json FILE. Time limits here are deadlines for waiting, not speed assertions.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFrames } from './check-frames.mjs';
import { readmeCommands } from './readme-commands.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const START_DEADLINE_MS = 15 * 60_000; // npm install + first build + seed, on a busy 2-core machine
const DEMO = { email: 'company.admin@sandbox.test', password: 'Sandbox-Demo-1' };

const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  return ok;
};

/** Two free consecutive ports: PORT for the console, PORT + 1 for the legacy server (its default). */
async function freePortPair() {
  const listen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  for (;;) {
    const port = await listen(0);
    if (port && port < 65535 && (await listen(port + 1))) return port;
  }
}

const cleanEnv = (port) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? os.homedir(),
  PORT: String(port),
});

function run(command, cwd, env) {
  const child = spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    /** The whole process group: npm, node scripts/start.mjs and the sandbox under it. */
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        try {
          process.kill(-child.pid, 0);
        } catch {
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    },
  };
}

/** Polls until the sign-in page answers or the process ends; the deadline is Date.now()-based. */
async function waitForSignIn(base, proc, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  let ended = false;
  void proc.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const res = await fetch(`${base}/bff/login`);
      if (res.status === 200) return res;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return null;
}

async function signIn(base) {
  const res = await fetch(`${base}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify(DEMO),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!res.ok || !cookie) return { ok: false, detail: `POST /bff/login answered ${res.status}` };
  const user = await fetch(`${base}/bff/user`, { headers: { cookie, 'x-csrf': '1' } });
  return { ok: user.ok, detail: `GET /bff/user with the session answered ${user.status}` };
}

async function main() {
  const commands = readmeCommands(readFileSync(path.join(root, 'README.md'), 'utf8'));
  const install = commands.find((c) => /^npm (install|i|ci)\b/.test(c));
  const start = commands.find((c) => /^npm (start|run start)\b/.test(c));
  check(
    'the README names an install command and a start command',
    Boolean(install && start),
    commands.join('; '),
  );
  if (!install || !start) return;

  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'endpoint-console-fresh-'));
  const clone = path.join(dir, 'clone');
  try {
    execFileSync('git', ['clone', '--quiet', '--no-local', root, clone]);
    execFileSync('git', ['checkout', '--quiet', head], { cwd: clone });
    const port = await freePortPair();
    const base = `http://127.0.0.1:${port}`;
    console.log(`fresh clone of ${head.slice(0, 10)} in ${clone}; PORT=${port}`);

    const installed = run(install, clone, cleanEnv(port));
    const installCode = await installed.exited;
    if (!check(`"${install}" on the fresh clone`, installCode === 0, `exit ${installCode}`)) {
      console.log(installed.output().slice(-4000));
      return;
    }

    const first = run(start, clone, cleanEnv(port));
    const firstStarted = Date.now();
    const page = await waitForSignIn(base, first, START_DEADLINE_MS);
    check(`first "${start}": GET /bff/login answers 200`, page !== null);
    if (page) {
      const signed = await signIn(base);
      check('first start: a demo account signs in and gets its session', signed.ok, signed.detail);
      await checkFrames(base, (name, ok, detail) => check(`first start: ${name}`, ok, detail));
    }
    const firstOut = first.output();
    check(
      'first start: seeds the world and prints the URL and the demo accounts',
      /first start: seeded/.test(firstOut) && firstOut.includes(base) && firstOut.includes(DEMO.email),
    );
    console.log(
      `first start ready after ${((Date.now() - firstStarted) / 1000).toFixed(1)} s (build and seed included)`,
    );
    await first.stop();
    if (!page) {
      console.log(firstOut.slice(-4000));
      return;
    }

    const second = run(start, clone, cleanEnv(port));
    const secondStarted = Date.now();
    const again = await waitForSignIn(base, second, 120_000);
    check(`second "${start}": GET /bff/login answers 200`, again !== null);
    if (again) {
      const signed = await signIn(base);
      check('second start: a demo account signs in', signed.ok, signed.detail);
    }
    const secondOut = second.output();
    check(
      'second start: reuses the world (no reseed, no rebuild)',
      /Ready in/.test(secondOut) && !/seeded|seeding|Building the console/i.test(secondOut),
    );
    const ready = /Ready in ([\d.]+) s/.exec(secondOut);
    console.log(
      `second start: sandbox ready in ${ready ? ready[1] : '?'} s; sign-in answered after ${((Date.now() - secondStarted) / 1000).toFixed(1)} s`,
    );
    await second.stop();
    if (!again) console.log(secondOut.slice(-4000));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (err) {
  check('the fresh-clone run completed', false, err instanceof Error ? err.message : String(err));
}
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`${passed} passed, ${failed} failed`);
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, success: failed === 0 }),
  );
process.exit(failed === 0 && passed > 0 ? 0 : 1);

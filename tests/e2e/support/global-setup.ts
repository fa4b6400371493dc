// Before the E2E run: build the console when stale, start the sandbox (in memory, on a free
// loopback port, serving the built console) and export its URL as E2E_BASE_URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildConsoleIfStale } from './build-if-stale';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '../../..');
const READY = /E2E-SANDBOX-READY (\S+)/;
const START_TIMEOUT_MS = 180_000;

/** The console's default legacy base URL is the page's host on this port (src/access/legacy-pages.ts). */
export const E2E_LEGACY_PORT = 8081;

export default async function globalSetup(): Promise<void> {
  buildConsoleIfStale(root);
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'tests/e2e/support/sandbox-process.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LEGACY_PORT: String(E2E_LEGACY_PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so teardown stops npx, tsx and node together.
    detached: true,
  });
  process.env.E2E_SANDBOX_PID = String(child.pid);

  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the sandbox did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(READY);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}) before it was ready:\n${output}`));
    });
  });
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  process.env.E2E_BASE_URL = baseUrl;
  console.log(`[e2e] sandbox at ${baseUrl}`);
}

// Before the E2E run: build the console when stale, start the sandbox (in memory, on a free
// loopback port, serving the built console, with the legacy stub on another free port) and export
// their URLs as E2E_BASE_URL and E2E_LEGACY_URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildConsoleIfStale } from './build-if-stale';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '../../..');
const READY = /HOOKED-SANDBOX-READY (\S+) (\S+)/;
const START_TIMEOUT_MS = 180_000;

export default async function globalSetup(): Promise<void> {
  buildConsoleIfStale(root);
  const port = await freePort();
  // Not the port after the console's (the sandbox's default): a console that guessed it would
  // still find its frames.
  let legacyPort = await freePort();
  while (legacyPort === port) legacyPort = await freePort();
  const child = spawn('npx', ['tsx', 'tests/e2e/support/sandbox-process.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LEGACY_PORT: String(legacyPort),
      HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: 'memory',
      LEGACY_RECORD_REQUESTS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so teardown stops npx, tsx and node together.
    detached: true,
  });
  process.env.E2E_SANDBOX_PID = String(child.pid);

  const [baseUrl, legacyUrl] = await new Promise<[string, string]>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the sandbox did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(READY);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve([match[1], match[2]]);
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
  process.env.E2E_LEGACY_URL = legacyUrl;
  console.log(`[e2e] sandbox at ${baseUrl}, legacy stub at ${legacyUrl}`);
}

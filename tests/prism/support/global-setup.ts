// Before the Prism run: QA's own command, `npm run mock:console -- --built` (Prism, and the built
// console through `vite preview` proxying /bff and /restapi to it), on free loopback ports;
// E2E_BASE_URL is the console. The built console, not the dev server: the dev server compiled
// every module on its first request, which made the first pages slow and cost CI minutes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildConsoleIfStale } from '../../e2e/support/build-if-stale';
import { freePort } from '../../e2e/support/free-port';

const root = path.resolve(import.meta.dirname, '../../..');
const START_DEADLINE_MS = 180_000;

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    return (await fetch(url, init)).status < 500;
  } catch {
    return false;
  }
}

export default async function globalSetup(): Promise<void> {
  buildConsoleIfStale(root);
  const [port, mockPort] = [await freePort(), await freePort()];
  const child = spawn('npm', ['run', '--silent', 'mock:console', '--', '--built'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so teardown stops npm, Prism and Vite together.
    detached: true,
  });
  process.env.PRISM_CONSOLE_PID = String(child.pid);
  let output = '';
  let exited: number | null | undefined;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code) => (exited = code));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (exited !== undefined)
      throw new Error(`mock:console exited (${exited}) before it was ready:\n${output}`);
    if (Date.now() > deadline) throw new Error(`mock:console did not answer in time:\n${output}`);
    // The console's page from vite preview, and Prism behind the proxy (401 without a session: it answers).
    if ((await answers(`${base}/`)) && (await answers(`${base}/restapi/Company/GetCompanyList`))) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.env.E2E_BASE_URL = base;
  console.log(`[prism] console on Prism at ${base} (Prism on ${mockPort})`);
}

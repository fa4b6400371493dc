// bench:sandbox's live stream cost (BENCH_ONLY=live-cost): the sandbox process's CPU time
// (/proc/<pid>/stat, user + system, all its threads) over a fixed window with the simulator on,
// first with no stream open, then with N sessions each streaming GET /bff/live. The sessions are a
// Global Admin's: every change of every tenant reaches each stream (the most a stream sends).
// The difference is what the open streams cost the server (PGlite runs inside that process; with
// DATABASE_URL, PostgreSQL's own processes are not counted).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createSseParser } from '../../src/session/live/sse-parser';

const ACCOUNT = 'global.admin@sandbox.test';
const TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const sleepUntil = (deadline: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));

/** One open stream; counts the messages it receives. */
function openCountingStream(
  base: string,
  cookie: string,
): Promise<{ count: () => number; close: () => void }> {
  return new Promise((resolve, reject) => {
    let messages = 0;
    const request = http.get(
      `${base}/bff/live`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        const feed = createSseParser(() => {
          messages += 1;
        });
        res.on('data', (chunk: string) => feed(chunk));
        resolve({ count: () => messages, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

export interface LiveCostResult {
  streams: number;
  windowSeconds: number;
  /** CPU seconds of the sandbox process in the window, without and with the streams open. */
  idleCpu: number;
  streamingCpu: number;
  /** Messages received over all streams in the streaming window. */
  messages: number;
}

export async function liveCost(options: {
  base: string;
  pid: number;
  streams: number;
  windowMs: number;
  warmUpMs: number;
  signIn: (email: string) => Promise<string>;
}): Promise<LiveCostResult> {
  const cookies: string[] = [];
  for (let i = 0; i < options.streams; i++) cookies.push(await options.signIn(ACCOUNT));
  // The simulator's first steps catch up from the seeded world's last event (up to an hour).
  await sleepUntil(Date.now() + options.warmUpMs);
  const window = async () => {
    const before = cpuSeconds(options.pid);
    await sleepUntil(Date.now() + options.windowMs);
    return cpuSeconds(options.pid) - before;
  };
  const idleCpu = await window();
  const streams = await Promise.all(cookies.map((cookie) => openCountingStream(options.base, cookie)));
  try {
    const before = streams.reduce((sum, s) => sum + s.count(), 0);
    const streamingCpu = await window();
    return {
      streams: options.streams,
      windowSeconds: options.windowMs / 1000,
      idleCpu,
      streamingCpu,
      messages: streams.reduce((sum, s) => sum + s.count(), 0) - before,
    };
  } finally {
    for (const s of streams) s.close();
  }
}

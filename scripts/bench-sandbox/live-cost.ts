// bench:sandbox's live stream cost (BENCH_ONLY=live-cost): the sandbox process's CPU time
// (/proc/<pid>/stat, user + system, all its threads) over a fixed window with the simulator on,
// first with no stream open, then with N sessions each streaming GET /bff/live. The sessions are a
// Global Admin's: every change of every tenant reaches each stream (the most a stream sends).
// In both windows a Fabrikam alert is moved once a second (the simulator's writes alone are too
// few at small scale to measure). The difference is what the open streams cost the server (PGlite
// runs inside that process; with DATABASE_URL, PostgreSQL's own processes are not counted).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fabrikamAlertMover, openLiveStream, WRITER } from './live-support';

const ACCOUNT = 'global.admin@sandbox.test';
/** A status move this often in both windows: the small world's simulator writes a few rows an hour. */
const MOVE_EVERY_MS = 1_000;
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
async function openCountingStream(
  base: string,
  cookie: string,
): Promise<{ count: () => number; close: () => void }> {
  let messages = 0;
  const stream = await openLiveStream(base, cookie, () => {
    messages += 1;
  });
  return { count: () => messages, close: stream.close };
}

export interface LiveCostResult {
  streams: number;
  windowSeconds: number;
  /** CPU seconds of the sandbox process in the window, without and with the streams open. */
  idleCpu: number;
  streamingCpu: number;
  /** Messages received over all streams in the streaming window. */
  messages: number;
  /** Status moves made in each window. */
  movesPerWindow: number;
}

export async function liveCost(options: {
  base: string;
  pid: number;
  streams: number;
  windowMs: number;
  warmUpMs: number;
  signIn: (email: string) => Promise<string>;
}): Promise<LiveCostResult> {
  const alert = await fabrikamAlertMover(options.base, await options.signIn(WRITER));
  let moves = 0;
  const move = () => alert.move(moves++ % 2 === 0 ? 'InReview' : 'Unresolved');
  const cookies: string[] = [];
  for (let i = 0; i < options.streams; i++) cookies.push(await options.signIn(ACCOUNT));
  // The simulator's first steps catch up from the seeded world's last event (up to an hour).
  await sleepUntil(Date.now() + options.warmUpMs);
  const window = async () => {
    const before = cpuSeconds(options.pid);
    const deadline = Date.now() + options.windowMs;
    for (let next = Date.now(); next < deadline; next += MOVE_EVERY_MS) {
      await move();
      await sleepUntil(next + MOVE_EVERY_MS);
    }
    await sleepUntil(deadline);
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
      movesPerWindow: Math.round(options.windowMs / MOVE_EVERY_MS),
    };
  } finally {
    for (const s of streams) s.close();
    // An even number of moves leaves the alert Unresolved, as it was (this is a copy anyway).
    if (moves % 2 === 1) await move();
  }
}

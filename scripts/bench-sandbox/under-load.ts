// bench:sandbox's load scenario: many sessions at once, each with several requests in flight,
// as a busy team's browsers send them (a page load starts its requests together). Mixed reads of
// the main lists: session s reads the list of read scenario s mod n, so every list is read by
// several sessions side by side.

export interface ReadScenario {
  name: string;
  account: string;
  headers: Record<string, string>;
  request: (i: number) => { method: string; path: string; body?: unknown };
}

export interface LoadFigures {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  failures: number;
  /** p95 per read scenario (which list keeps the others waiting). */
  p95ByRead: Array<[name: string, p95: number]>;
}

export interface LoadOptions {
  sessions: number;
  inFlight: number;
  perSession: number;
  reads: ReadScenario[];
  /** A new session (its cookie) for an account. */
  signIn: (account: string) => Promise<string>;
  /** One request; resolves to its status once the whole reply has arrived. */
  send: (
    cookie: string,
    headers: Record<string, string>,
    r: ReturnType<ReadScenario['request']>,
  ) => Promise<number>;
}

const WARM_UP_PER_READ = 2;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function underLoad(options: LoadOptions): Promise<LoadFigures> {
  const { sessions, inFlight, perSession, reads } = options;
  const cookies: string[] = [];
  for (let s = 0; s < sessions; s++) cookies.push(await options.signIn(reads[s % reads.length]!.account));
  // Each list is read twice, one request at a time, before the clock starts, as every other
  // scenario warms up: otherwise the first wave of 200 requests pays each operation's validator
  // compilation and a cold database, once per sandbox start rather than per request.
  for (let r = 0; r < reads.length; r++)
    for (let i = 0; i < WARM_UP_PER_READ; i++)
      await options.send(cookies[r]!, reads[r]!.headers, reads[r]!.request(1_000_000 + i));
  const latencies: number[] = [];
  const byRead = new Map<string, number[]>(reads.map((r) => [r.name, []]));
  let failures = 0;
  const session = async (s: number) => {
    const read = reads[s % reads.length]!;
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < perSession) {
          const i = next++;
          const t0 = performance.now();
          const status = await options.send(cookies[s]!, read.headers, read.request(s * perSession + i));
          latencies.push(performance.now() - t0);
          byRead.get(read.name)!.push(performance.now() - t0);
          if (status !== 200) failures++;
        }
      }),
    );
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: sessions }, (_, s) => session(s)));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1] ?? 0,
    perSecond: latencies.length / seconds,
    failures,
    p95ByRead: [...byRead].map(([name, times]) => [
      name,
      percentile(
        times.sort((a, b) => a - b),
        95,
      ),
    ]),
  };
}

// bench:sandbox's live stream scenario (BENCH_ONLY=live): N sessions of a company admin stream
// GET /bff/live; one write at a time (a Fabrikam alert moved to In review and back) is timed from
// its request to its change's arrival on every stream. Prints the write's latency and the
// delivery's p50/p95/max over all streams and writes.
import { percentile } from './under-load';
import { fabrikamAlertMover, openLiveStream, WRITER, type AlertStatus } from './live-support';

const ACCOUNT = WRITER;

interface Stream {
  /** Resolves with performance.now() when a change of `alarmId` in `status` arrives. */
  next(alarmId: number, status: string): Promise<number>;
  close(): void;
}

async function openStream(base: string, cookie: string): Promise<Stream> {
  const waiters: Array<{ alarmId: number; status: string; done: (at: number) => void }> = [];
  const stream = await openLiveStream(base, cookie, (message) => {
    const at = performance.now();
    let change: { alarmId?: number; status?: string };
    try {
      change = JSON.parse(message.data) as typeof change;
    } catch {
      return;
    }
    for (const w of [...waiters])
      if (w.alarmId === change.alarmId && w.status === change.status) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done(at);
      }
  });
  return {
    next: (alarmId, status) => new Promise((done) => waiters.push({ alarmId, status, done })),
    close: stream.close,
  };
}

export interface LiveDeliveryResult {
  streams: number;
  writes: number;
  writeP50: number;
  deliveryP50: number;
  deliveryP95: number;
  deliveryMax: number;
}

export async function liveDelivery(options: {
  base: string;
  streams: number;
  writes: number;
  signIn: (email: string) => Promise<string>;
}): Promise<LiveDeliveryResult> {
  const { base } = options;
  const alert = await fabrikamAlertMover(base, await options.signIn(WRITER));
  const streams: Stream[] = [];
  for (let i = 0; i < options.streams; i++)
    streams.push(await openStream(base, await options.signIn(ACCOUNT)));
  const writeTimes: number[] = [];
  const deliveries: number[] = [];
  try {
    for (let i = 0; i < options.writes; i++) {
      const status: AlertStatus = i % 2 === 0 ? 'InReview' : 'Unresolved';
      const arrivals = streams.map((s) => s.next(alert.alarmId, status));
      const t0 = performance.now();
      await alert.move(status);
      writeTimes.push(performance.now() - t0);
      for (const at of await Promise.all(arrivals)) deliveries.push(at - t0);
    }
  } finally {
    for (const s of streams) s.close();
  }
  // An even number of writes leaves the alert Unresolved, as it was.
  if (options.writes % 2 === 1) await alert.move('Unresolved');
  writeTimes.sort((a, b) => a - b);
  deliveries.sort((a, b) => a - b);
  return {
    streams: options.streams,
    writes: options.writes,
    writeP50: percentile(writeTimes, 50),
    deliveryP50: percentile(deliveries, 50),
    deliveryP95: percentile(deliveries, 95),
    deliveryMax: deliveries.at(-1) ?? 0,
  };
}

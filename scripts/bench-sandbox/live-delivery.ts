// bench:sandbox's live stream scenario (BENCH_ONLY=live): N sessions of a company admin stream
// GET /bff/live; one write at a time (a Fabrikam alert moved to In review and back) is timed from
// its request to its change's arrival on every stream. Prints the write's latency and the
// delivery's p50/p95/max over all streams and writes.
import http from 'node:http';
import { createSseParser } from '../../src/session/live/sse-parser';
import { percentile } from './under-load';

const FABRIKAM_HEADERS = {
  'x-partner-guid': '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  'x-company-guid': '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  'x-site-guid': '',
  'x-group-guid': '',
};
const ACCOUNT = 'company.admin@sandbox.test';

interface Stream {
  /** Resolves with performance.now() when a change of `alarmId` in `status` arrives. */
  next(alarmId: number, status: string): Promise<number>;
  close(): void;
}

function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const waiters: Array<{ alarmId: number; status: string; done: (at: number) => void }> = [];
    const request = http.get(
      `${base}/bff/live`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        const feed = createSseParser((message) => {
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
        res.on('data', (chunk: string) => feed(chunk));
        resolve({
          next: (alarmId, status) => new Promise((done) => waiters.push({ alarmId, status, done })),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
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
  const writer = await options.signIn(ACCOUNT);
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: writer, 'x-csrf': '1', 'content-type': 'application/json', ...FABRIKAM_HEADERS },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as { entityData: Array<{ alarmId: number }> };
  };
  const [alert] = (
    await call('POST', '/restapi/Alarm/ListAlarms', { page: 1, pageSize: 1, status: 'Unresolved' })
  ).entityData;
  if (!alert) throw new Error('no unresolved Fabrikam alert to move');
  const streams: Stream[] = [];
  for (let i = 0; i < options.streams; i++)
    streams.push(await openStream(base, await options.signIn(ACCOUNT)));
  const writeTimes: number[] = [];
  const deliveries: number[] = [];
  try {
    for (let i = 0; i < options.writes; i++) {
      const status = i % 2 === 0 ? 'InReview' : 'Unresolved';
      const arrivals = streams.map((s) => s.next(alert.alarmId, status));
      const t0 = performance.now();
      await call('PUT', '/restapi/Alarm/UpdateAlarmStatuses', { alarmIds: [alert.alarmId], status });
      writeTimes.push(performance.now() - t0);
      for (const at of await Promise.all(arrivals)) deliveries.push(at - t0);
    }
  } finally {
    for (const s of streams) s.close();
  }
  // An even number of writes leaves the alert Unresolved, as it was.
  if (options.writes % 2 === 1)
    await call('PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
      alarmIds: [alert.alarmId],
      status: 'Unresolved',
    });
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

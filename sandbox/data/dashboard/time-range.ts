// The time range of a chart: its buckets (hours or days), the SQL that bins a timestamp into
// them, and the filling of every bucket of the range from the counted rows.
import type { components } from '../../../src/gen/openapi.gen';
import { isoSeconds } from '../timestamps';

type S = components['schemas'];

const MAX_POINTS = 2400;

export interface Range {
  start: Date;
  end: Date;
  bucket: S['TimeBucket'];
  width: number;
  /** Bucket starts (epoch ms) from the bucket of start to the bucket of end. */
  keys: number[];
}

/** The range of a request, or the field that makes it invalid (an end before the start, too many points). */
export function rangeOf(body: S['DashboardRangeRequest']): Range | { invalidField: string } {
  const start = new Date(body.startDate);
  const end = new Date(body.endDate);
  if (end.getTime() < start.getTime()) return { invalidField: '/endDate' };
  const bucket = body.bucket ?? 'day';
  const width = bucket === 'hour' ? 3_600_000 : 86_400_000;
  const first = Math.floor(start.getTime() / width) * width;
  if ((end.getTime() - first) / width >= MAX_POINTS) return { invalidField: '/bucket' };
  const keys: number[] = [];
  for (let k = first; k <= end.getTime(); k += width) keys.push(k);
  return { start, end, bucket, width, keys };
}

/** A timestamp column's bucket start (epoch ms). */
export const binSql = (range: Range, column: string) =>
  `(extract(epoch from date_bin(interval '1 ${range.bucket}', ${column}, timestamptz '2000-01-01T00:00:00Z')) * 1000)::float8`;

/** Fills the buckets of a range from (key, bin, n) rows, one series per key. */
export function series<K extends string | number>(
  range: Range,
  rows: Array<{ key: K; bin: number; n: number }>,
) {
  const byKey = new Map<K, Map<number, number>>();
  for (const r of rows) {
    const m = byKey.get(r.key) ?? new Map<number, number>();
    m.set(r.bin, (m.get(r.bin) ?? 0) + r.n);
    byKey.set(r.key, m);
  }
  return (key: K) => {
    const m = byKey.get(key) ?? new Map<number, number>();
    const points = range.keys.map((k) => ({ timestamp: isoSeconds(k), count: m.get(k) ?? 0 }));
    return { total: points.reduce((s, x) => s + x.count, 0), points };
  };
}

/** The range a reply covers; its end no later than now (a window ends with its current bucket). */
export const rangeEnvelope = (range: Range, now: Date) => ({
  bucket: range.bucket,
  startDate: isoSeconds(range.start.getTime()),
  endDate: isoSeconds(Math.min(range.end.getTime(), now.getTime())),
});

/** The range as a window of instants, both ends included. */
export const windowOf = (range: Range) => ({
  startDate: range.start.toISOString(),
  endDate: range.end.toISOString(),
});

// The time windows of the dashboard's figures, defined once: the console builds its request
// bodies and the links to the lists from them, the sandbox counts the figures asked without a
// body (the overview's blocks, the top 5 computers and groups) over the same instants.
//
// A window is whole UTC buckets (hours or days) ending with the current one, both ends
// included, as the lists' date filters read a range (>= startDate and <= endDate). Two clocks
// that agree on the current bucket agree on the window to the millisecond, so a figure the
// server counted and the list its link opens count the same events.
export const DASHBOARD_RANGES = ['24h', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export type WindowBucket = 'hour' | 'day';

/** A window's instants (ISO, milliseconds), both ends included, and the buckets of its charts. */
export interface TimeWindow {
  startDate: string;
  endDate: string;
  bucket: WindowBucket;
}

/**
 * The window of the figures that say "last 7 days": the alert summary (spec section 9), the
 * overview's blocks, the top 5 computers and groups.
 */
export const WEEK: DashboardRange = '7d';

export const BUCKET_MS: Readonly<Record<WindowBucket, number>> = { hour: 3_600_000, day: 86_400_000 };

const SPANS: Readonly<Record<DashboardRange, { bucket: WindowBucket; count: number }>> = {
  '24h': { bucket: 'hour', count: 24 },
  '7d': { bucket: 'day', count: 7 },
  '30d': { bucket: 'day', count: 30 },
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The bucket an instant (ms) falls in: its start in ms. */
export const bucketStart = (ms: number, bucket: WindowBucket): number =>
  Math.floor(ms / BUCKET_MS[bucket]) * BUCKET_MS[bucket];

/** The window of a range at a moment (`now` in ms): the current bucket and those before it. */
export function dashboardWindow(range: DashboardRange, now: number): TimeWindow {
  const { bucket, count } = SPANS[range];
  const width = BUCKET_MS[bucket];
  const current = bucketStart(now, bucket);
  return { startDate: iso(current - (count - 1) * width), endDate: iso(current + width - 1), bucket };
}

/** One bucket (a chart's bar or point, by its start) as a window of its own. */
export function bucketWindow(start: string, bucket: WindowBucket): TimeWindow {
  const from = bucketStart(Date.parse(start), bucket);
  return { startDate: iso(from), endDate: iso(from + BUCKET_MS[bucket] - 1), bucket };
}

/** A window as the value of a list's date-range filter: "startDate..endDate", exact instants. */
export const windowFilterValue = (window: Pick<TimeWindow, 'startDate' | 'endDate'>): string =>
  `${window.startDate}..${window.endDate}`;

// The event list's time range: a preset period back from now (last hour, 24 hours, 7 days, 30
// days) and custom dates, both in the URL's filters; when both are set, the events of both.
import { dateRangeToInstants } from '../../../components/paged-table/table-search';

export const PERIODS = { '1h': 1, '24h': 24, '7d': 7 * 24, '30d': 30 * 24 } as const;
export type Period = keyof typeof PERIODS;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The open end of a range that has none (the contract's DateRange needs both ends). */
const NO_END = '9999-12-31T23:59:59.999Z';

export const isPeriod = (value: string | undefined): value is Period =>
  value !== undefined && Object.hasOwn(PERIODS, value);

/**
 * The contract's dateRange for a period and custom dates (null: any time). A period starts at
 * the minute, so the loader and the page ask the same request within that minute.
 */
export function eventDateRange(
  period: string | undefined,
  custom: string | undefined,
  now: number,
): { startDate: string; endDate: string } | null {
  const dates = dateRangeToInstants(custom);
  if (!isPeriod(period)) return dates;
  const since = new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS - PERIODS[period] * HOUR_MS).toISOString();
  if (!dates) return { startDate: since, endDate: NO_END };
  const startDate = dates.startDate > since ? dates.startDate : since;
  // Custom dates that end before the period starts match nothing (an empty range, not a 400).
  return { startDate, endDate: dates.endDate < startDate ? startDate : dates.endDate };
}

// The dashboard's time range (24 hours, 7 days, 30 days; `?range=` in the URL, 7 days when
// absent) and the request bodies of the time-based widgets. The bodies are computed once per
// load (the loader hands them to the page), so the loader and the widgets share query keys.
import type { ApiSchema } from '../../../api/contract-types';

export const RANGES = ['24h', '7d', '30d'] as const;
export type DashboardRange = (typeof RANGES)[number];
export const DEFAULT_RANGE: DashboardRange = '7d';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DashboardSearch {
  range?: DashboardRange;
}

/** The route's validateSearch: an unknown range is the default (left out of the URL). */
export function dashboardSearch(raw: Record<string, unknown>): DashboardSearch {
  const range = RANGES.find((r) => r === raw.range);
  return range && range !== DEFAULT_RANGE ? { range } : {};
}

export type RangeBody = ApiSchema<'DashboardRangeRequest'>;

/** The scope the assets widget breaks down: a site's groups, a company's sites, else the companies. */
export interface AssetScope {
  companyGuid: string | null;
  /** The company's id, when the selection knows it (the asset pages' paths carry it). */
  companyId: number | null;
  siteGuid: string | null;
}

export const NO_ASSET_SCOPE: AssetScope = { companyGuid: null, companyId: null, siteGuid: null };

export interface DashboardBodies {
  /** The chosen range: hourly points over 24 hours, daily points (whole UTC days) otherwise. */
  range: RangeBody;
  /** The alert summary: always the last 7 days (spec section 9). */
  alertWeek: RangeBody;
  assets: AssetScope;
}

/** The bodies for a moment (`now` in ms); the end is rounded down to the minute. */
export function dashboardBodies(
  range: DashboardRange,
  now: number,
  assets: AssetScope = NO_ASSET_SCOPE,
): DashboardBodies {
  const end = Math.floor(now / 60_000) * 60_000;
  const endDate = new Date(end).toISOString();
  const today = Math.floor(end / DAY) * DAY;
  const body: RangeBody =
    range === '24h'
      ? { startDate: new Date(end - 24 * HOUR).toISOString(), endDate, bucket: 'hour' }
      : {
          startDate: new Date(today - (range === '7d' ? 6 : 29) * DAY).toISOString(),
          endDate,
          bucket: 'day',
        };
  return { range: body, alertWeek: { startDate: new Date(end - 7 * DAY).toISOString(), endDate }, assets };
}

/** The UTC day of an instant, as the list filters' dates ("2026-11-23"). */
export const dayOf = (iso: string): string => iso.slice(0, 10);

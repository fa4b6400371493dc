// The dashboard's time range (24 hours, 7 days, 30 days; `?range=` in the URL, 7 days when
// absent) and the request bodies of the time-based widgets. The bodies are computed once per
// load (the loader hands them to the page), so the loader and the widgets share query keys.
// The windows themselves are src/domain/dashboard-window.ts, which the sandbox counts with too.
import type { ApiSchema } from '../../../api/contract-types';
import {
  DASHBOARD_RANGES,
  WEEK,
  dashboardWindow,
  type DashboardRange,
} from '../../../domain/dashboard-window';

export const RANGES = DASHBOARD_RANGES;
export type { DashboardRange };
export const DEFAULT_RANGE: DashboardRange = WEEK;

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
  /** The chosen range: the current UTC hour and the 23 before, or today (UTC) and the days before. */
  range: RangeBody;
  /** The figures of the last 7 days (the alert summary, spec section 9): today (UTC) and 6 days before. */
  alertWeek: RangeBody;
  assets: AssetScope;
}

/** The bodies for a moment (`now` in ms). */
export function dashboardBodies(
  range: DashboardRange,
  now: number,
  assets: AssetScope = NO_ASSET_SCOPE,
): DashboardBodies {
  return { range: dashboardWindow(range, now), alertWeek: dashboardWindow(WEEK, now), assets };
}

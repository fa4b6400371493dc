// Where each figure of the dashboard leads: the list that produced it, filtered, by route path
// (areas link through routes, never imports). A list's filters travel as its table's `filters`
// search param (JSON of filter id -> value; a date range is "start..end"). A figure of a time
// window opens its list over the window's exact instants (src/domain/dashboard-window.ts), never
// over the days they touch, so the list counts what the figure counted.
import { windowFilterValue, type TimeWindow } from '../../../domain/dashboard-window';

type Filters = Record<string, string>;
type Window = Pick<TimeWindow, 'startDate' | 'endDate'>;

const withFilters = (path: string, filters: Filters): string =>
  Object.keys(filters).length === 0 ? path : `${path}?filters=${encodeURIComponent(JSON.stringify(filters))}`;

export type ComputerStatus = 'all' | 'online' | 'offline';

/** The computers list's filters a figure sets: a protection mode, a site or a group (guids). */
export interface ComputerFilters {
  protectionMode?: string;
  site?: string;
  group?: string;
}

/** The endpoints of a status tab, optionally in one protection mode, site or group. */
export const computersHref = (status: ComputerStatus, filters: ComputerFilters = {}): string =>
  withFilters(
    `/endpoints/computers/${status}`,
    Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
  );

export const computerHref = (computerGuid: string): string => `/endpoints/computer/${computerGuid}`;

export const companySitesHref = (companyId: number): string => `/endpoints/company/${companyId}/sites`;

export const siteGroupsHref = (companyId: number, siteGuid: string): string =>
  `${companySitesHref(companyId)}/${siteGuid}/groups`;

export const groupComputersHref = (companyId: number, siteGuid: string, groupGuid: string): string =>
  `${siteGroupsHref(companyId, siteGuid)}/${groupGuid}/computers`;

export type AlertView = 'all' | 'unresolved' | 'inreview' | 'resolved';

/** The alert console's view, filtered (severity; triggered within a window). */
export const alertsHref = (view: AlertView, filters: { severity?: string; window?: Window } = {}): string =>
  withFilters(`/alert-console/${view}`, {
    ...(filters.severity ? { severity: filters.severity } : {}),
    ...(filters.window ? { triggered: windowFilterValue(filters.window) } : {}),
  });

/** The event inspection's filters a figure sets (its list's filter ids: events/api/event-filters.ts). */
export interface EventFilters {
  action?: string;
  eventType?: string;
  /** A computer's guid. */
  computer?: string;
  /** A group's guid. */
  group?: string;
  sha256?: string;
  /** Reported within this window. */
  window?: Window;
}

/** The event inspection, filtered. */
export const eventsHref = ({ window, ...filters }: EventFilters): string =>
  withFilters('/event-inspection/all-events', {
    ...filters,
    ...(window ? { reported: windowFilterValue(window) } : {}),
  });

export const hashHref = (sha256: string): string => `/hash-inspection/${sha256}`;

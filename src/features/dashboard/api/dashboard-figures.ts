// Every linked figure of the dashboard from its widget's reply: its value and the list it opens.
// The widgets render these, and the sandbox test follows the same links, so a figure and its
// list are defined in one place: the window is the request's (`bodies`; the figures of the last
// 7 days use `alertWeek`, which the sandbox also counts with), the filters the figure's own.
import type { ApiSchema } from '../../../api/contract-types';
import { bucketWindow } from '../../../domain/dashboard-window';
import {
  alertsHref,
  computersHref,
  eventsHref,
  type AlertView,
  type ComputerFilters,
} from './dashboard-links';
import type { DashboardBodies } from './dashboard-range';

export interface Figure {
  id: string;
  value: number;
  href: string;
}

const BLOCKED = 'blocked';

export function overviewFigures(data: ApiSchema<'CompanyOverview'>, bodies: DashboardBodies): Figure[] {
  return [
    { id: 'computers', value: data.computerCount, href: computersHref('all') },
    { id: 'online', value: data.onlineCount, href: computersHref('online') },
    { id: 'offline', value: data.offlineCount, href: computersHref('offline') },
    { id: 'unresolvedAlerts', value: data.unresolvedAlertCount, href: alertsHref('unresolved') },
    {
      id: 'protected',
      value: data.protectedCount,
      href: computersHref('all', { protectionMode: 'Protected' }),
    },
    { id: 'lockdown', value: data.lockdownCount, href: computersHref('all', { protectionMode: 'Lockdown' }) },
    {
      id: 'discovery',
      value: data.discoveryCount,
      href: computersHref('all', { protectionMode: 'Discovery' }),
    },
    {
      id: 'blocks',
      value: data.blocksLast7Days,
      href: eventsHref({ action: BLOCKED, window: bodies.alertWeek }),
    },
  ];
}

const STATUS_VIEW: Record<ApiSchema<'AlertStatus'>, AlertView> = {
  Unresolved: 'unresolved',
  InReview: 'inreview',
  Resolved: 'resolved',
};

/** The alerts triggered in the week: in all, by status, by severity. */
export function alertSummaryFigures(data: ApiSchema<'AlertSummary'>, bodies: DashboardBodies) {
  const window = bodies.alertWeek;
  return {
    byStatus: [
      { id: 'total', value: data.total, href: alertsHref('all', { window }) },
      ...data.byStatus.map((s) => ({
        id: s.status,
        value: s.count,
        href: alertsHref(STATUS_VIEW[s.status], { window }),
      })),
    ],
    bySeverity: data.bySeverity.map((s) => ({
      id: s.severity,
      value: s.count,
      href: alertsHref('all', { severity: s.severity, window }),
    })),
  };
}

/** A top computer's blocks of the week. */
export const topComputerFigure = (c: ApiSchema<'TopComputer'>, bodies: DashboardBodies): Figure => ({
  id: c.computerGuid,
  value: c.blockCount,
  href: eventsHref({ action: BLOCKED, computer: c.computerGuid, window: bodies.alertWeek }),
});

/** A top group's blocks of the week. */
export const topGroupFigure = (g: ApiSchema<'TopGroup'>, bodies: DashboardBodies): Figure => ({
  id: g.groupGuid,
  value: g.blockCount,
  href: eventsHref({ action: BLOCKED, group: g.groupGuid, window: bodies.alertWeek }),
});

/** A known threat's detections: every event of the file in the scope, at any time. */
export const knownThreatFigure = (h: ApiSchema<'KnownThreat'>): Figure => ({
  id: h.sha256,
  value: h.detections,
  href: eventsHref({ sha256: h.sha256 }),
});

/** Blocks over time: the range's total and each bucket's blocks. */
export function blocksOverTimeFigures(data: ApiSchema<'BlockSeries'>, bodies: DashboardBodies) {
  return {
    total: { id: 'total', value: data.total, href: eventsHref({ action: BLOCKED, window: bodies.range }) },
    points: data.points.map((point) => ({
      id: point.timestamp,
      value: point.count,
      href: eventsHref({ action: BLOCKED, window: bucketWindow(point.timestamp, data.bucket) }),
    })),
  };
}

type Window = ReturnType<typeof bucketWindow>;
interface Series {
  points: { timestamp: string; count: number }[];
}

/** Stacked series: per bucket, the bucket's sum (`all`) and each series' part in it, each a door
 * to the events of that bucket (and of that series). */
function stackedFigures<S extends Series>(
  series: S[],
  bucket: Parameters<typeof bucketWindow>[1],
  allHref: (window: Window) => string,
  part: (s: S, window: Window) => { id: string; href: string },
) {
  const points = series[0]?.points ?? [];
  return points.map((point, i) => {
    const window = bucketWindow(point.timestamp, bucket);
    return {
      timestamp: point.timestamp,
      all: {
        id: point.timestamp,
        value: series.reduce((sum, s) => sum + (s.points[i]?.count ?? 0), 0),
        href: allHref(window),
      },
      parts: series.map((s) => ({ ...part(s, window), value: s.points[i]?.count ?? 0 })),
    };
  });
}

/** Event trends: each bucket's events (`all`) and each action's events in it. */
export function eventTrendsFigures(data: ApiSchema<'EventTrends'>) {
  return stackedFigures(
    data.series,
    data.bucket,
    (window) => eventsHref({ window }),
    (s, window) => ({ id: s.action, href: eventsHref({ action: s.action, window }) }),
  ).map(({ parts, ...bucket }) => ({ ...bucket, byAction: parts }));
}

/** Blocks by event type: each bucket's blocks (`all`) and each type's blocks in it. */
export function blocksByTypeFigures(data: ApiSchema<'BlocksByEventType'>) {
  return stackedFigures(
    data.series,
    data.bucket,
    (window) => eventsHref({ action: BLOCKED, window }),
    (s, window) => ({
      id: s.eventType,
      href: eventsHref({ action: BLOCKED, eventType: s.eventType, window }),
    }),
  ).map(({ parts, ...bucket }) => ({ ...bucket, byType: parts }));
}

/** A top computer's blocks of the chosen range. */
export const topComputerBlocksFigure = (
  c: ApiSchema<'ComputerBlockSeries'>,
  bodies: DashboardBodies,
): Figure => ({
  id: c.computerGuid,
  value: c.total,
  href: eventsHref({ action: BLOCKED, computer: c.computerGuid, window: bodies.range }),
});

/**
 * A site's or a group's computers by state and protection mode (the assets widget), each the
 * computers list of that place. A company's row has none: the list has no company filter.
 */
export function assetFigures(
  counts: ApiSchema<'AssetCounts'>,
  place: Pick<ComputerFilters, 'site' | 'group'>,
) {
  const mode = (protectionMode: string) => computersHref('all', { ...place, protectionMode });
  return [
    { id: 'computers', value: counts.computerCount, href: computersHref('all', place) },
    { id: 'online', value: counts.onlineCount, href: computersHref('online', place) },
    { id: 'offline', value: counts.offlineCount, href: computersHref('offline', place) },
    { id: 'protected', value: counts.protectedCount, href: mode('Protected') },
    { id: 'lockdown', value: counts.lockdownCount, href: mode('Lockdown') },
    { id: 'discovery', value: counts.discoveryCount, href: mode('Discovery') },
  ] satisfies Figure[];
}

// Issue 25, "one definition per figure": for every demo role, every linked figure of the
// dashboard equals the totalCount of the list call its link makes, and the charts' totals equal
// the figures they claim to equal. The figures and links come from the console's own pure
// functions (dashboard-figures.ts over the bodies dashboard-range.ts builds), and a link becomes
// its list call through the list routes' own search validators and request builders, so the test
// follows the console. Expectations are read from the replies, never written down: the test holds
// on any seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queries } from '../../src/api/query-layer';
import type { ApiSchema } from '../../src/api/contract-types';
import { tableRequestOf, tableSearchValidator } from '../../src/components/paged-table/table-search';
import {
  alertSummaryFigures,
  assetFigures,
  blocksByTypeFigures,
  blocksOverTimeFigures,
  eventTrendsFigures,
  knownThreatFigure,
  overviewFigures,
  topComputerBlocksFigure,
  topComputerFigure,
  topGroupFigure,
  type Figure,
} from '../../src/features/dashboard/api/dashboard-figures';
import { dashboardBodies, type DashboardBodies } from '../../src/features/dashboard/api/dashboard-range';
import { alertPageQuery, alertTable, type AlertView } from '../../src/features/alerts/api/alert-table';
import { statusOfView } from '../../src/features/alerts/api/alert-view-status';
import { computerPageQuery, computerTable } from '../../src/features/endpoints/api/computer-table';
import { computerStatusOf } from '../../src/features/endpoints/api/computer-status';
import { eventPageQuery, eventTableRequest } from '../../src/features/events/api/event-request';
import { validateEventSearch } from '../../src/features/events/api/event-search';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import {
  signInClient,
  type PathWith,
  type PayloadOf,
  type Reply,
  type SandboxClient,
} from './support/client';
import { NORTHWIND, ROLE_ACCOUNTS } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

type Role = (typeof ROLE_ACCOUNTS)[number];
/** The scope headers each role's console sends on the dashboard. */
const SCOPE: Partial<Record<Role, Record<string, string>>> = {
  // The Global admin's dashboard is a partner's (over every tenant there are no top computers).
  global: { 'x-partner-guid': NORTHWIND },
};

/** The body of a reply that must have succeeded (the reply as sent names what went wrong). */
function ok<O>(reply: Reply<O>, path: string) {
  expect(reply.status, `${path}: ${reply.text}`).toBe(200);
  return reply.body;
}

/** The list operations a figure's link can open. */
type ListPath =
  | '/restapi/Event/GetEventInspectionPageData'
  | '/restapi/Alarm/ListAlarms'
  | '/restapi/Computer/GetActiveOrOffileneComputers';
type ListCall = { [P in ListPath]: { path: P; body: PayloadOf<'POST', P> } }[ListPath];
// The console's request builders take the generated query factories; these hand back the body
// in the key's params place ([tag, operationId, params, scope]).
const bodyOf = <T>(body: T) => ({ queryKey: ['', '', body, null], queryFn: () => undefined }) as unknown;
const capture = {
  Event_GetEventInspectionPageData: bodyOf,
  Alarm_ListAlarms: bodyOf,
  Computer_GetActiveOrOffileneComputers: bodyOf,
} as unknown as Queries;
const bodyIn = (options: unknown) => (options as { queryKey: readonly unknown[] }).queryKey[2];

/** The list call a figure's link makes, as its route builds it from the URL. */
function listCallOf(href: string): ListCall {
  const url = new URL(href, 'http://console.test');
  const filters = url.searchParams.has('filters') ? JSON.parse(url.searchParams.get('filters')!) : undefined;
  const raw = filters ? { filters } : {};
  const [, area, kind, param] = url.pathname.split('/');
  if (area === 'event-inspection' && kind === 'all-events') {
    const search = validateEventSearch('individual')(raw);
    expect(search.dropped, `${href} keeps its filters`).toBeUndefined();
    return {
      path: '/restapi/Event/GetEventInspectionPageData',
      body: bodyIn(eventPageQuery(capture)(eventTableRequest('individual', search))) as PayloadOf<
        'POST',
        '/restapi/Event/GetEventInspectionPageData'
      >,
    };
  }
  if (area === 'alert-console') {
    const search = tableSearchValidator(alertTable)(raw);
    expect(search.filters ?? {}, `${href} keeps its filters`).toEqual(filters ?? {});
    const status = statusOfView(kind as AlertView);
    return {
      path: '/restapi/Alarm/ListAlarms',
      body: bodyIn(alertPageQuery(capture, status)(tableRequestOf(alertTable, search))) as PayloadOf<
        'POST',
        '/restapi/Alarm/ListAlarms'
      >,
    };
  }
  if (area === 'endpoints' && kind === 'computers') {
    const search = tableSearchValidator(computerTable)(raw);
    expect(search.filters ?? {}, `${href} keeps its filters`).toEqual(filters ?? {});
    const status = computerStatusOf(param!)!;
    return {
      path: '/restapi/Computer/GetActiveOrOffileneComputers',
      body: bodyIn(computerPageQuery(capture, status)(tableRequestOf(computerTable, search))) as PayloadOf<
        'POST',
        '/restapi/Computer/GetActiveOrOffileneComputers'
      >,
    };
  }
  throw new Error(`no list call known for ${href}`);
}

/** Every figure against the totalCount of its link's list: the mismatches, named. */
async function mismatches(role: Role, figures: readonly Figure[]): Promise<string[]> {
  const out: string[] = [];
  for (const figure of figures) {
    const { path, body } = listCallOf(figure.href);
    const payload = { ...body, page: 1, pageSize: 1 };
    const list = ok(await api(role, 'POST', path, { payload, scope: SCOPE[role] }), path);
    if (list.totalCount !== figure.value)
      out.push(
        `${figure.id}: ${figure.value} on the dashboard, ${list.totalCount} at ${decodeURIComponent(figure.href)}`,
      );
  }
  return out;
}

interface Dashboard {
  bodies: DashboardBodies;
  overview: ApiSchema<'CompanyOverview'>;
  alerts: ApiSchema<'AlertSummary'>;
  topComputers: ApiSchema<'TopComputer'>[];
  topGroups: ApiSchema<'TopGroup'>[];
  threats: ApiSchema<'KnownThreat'>[];
  blocks: ApiSchema<'BlockSeries'>;
  trends: ApiSchema<'EventTrends'>;
  byType: ApiSchema<'BlocksByEventType'>;
  topBlocks: ApiSchema<'ComputerBlockSeries'>[];
  /** The places of the assets widget: a company's sites, a site's groups. */
  assets: Array<{ counts: ApiSchema<'AssetCounts'>; place: { site?: string; group?: string } }>;
}

/** The assets widget's rows that link: a company's sites or a site's groups (as the selection names them). */
async function assetsOf(role: Role, overview: ApiSchema<'CompanyOverview'>): Promise<Dashboard['assets']> {
  if (overview.scopeLevel === 'company') {
    const path = '/restapi/Dashboard/GetSiteAssets';
    const sites = ok(
      await api(role, 'GET', path, { query: { companyGuid: overview.scopeGuid }, scope: SCOPE[role] }),
      path,
    );
    return sites.entityData.map((s) => ({ counts: s.counts, place: { site: s.siteGuid } }));
  }
  if (overview.scopeLevel === 'site') {
    const path = '/restapi/Dashboard/GetGroupAssets';
    const groups = ok(
      await api(role, 'GET', path, { query: { siteGuid: overview.scopeGuid }, scope: SCOPE[role] }),
      path,
    );
    return groups.entityData.map((g) => ({ counts: g.counts, place: { group: g.groupGuid } }));
  }
  return [];
}

/** The dashboard's replies as the console asks them at the sandbox's now, range 7 days. */
async function dashboardOf(role: Role): Promise<Dashboard> {
  const bodies = dashboardBodies('7d', sb.clock.now.getTime());
  const scope = SCOPE[role];
  const get = async <P extends PathWith<'GET'>>(path: P) => ok(await api(role, 'GET', path, { scope }), path);
  const post = async <P extends PathWith<'POST'>>(path: P, payload: PayloadOf<'POST', P>) =>
    ok(await api(role, 'POST', path, { payload, scope }), path);
  const overview = (await get('/restapi/Dashboard/GetCompanyOverviewInformation')).entityData;
  return {
    bodies,
    overview,
    assets: await assetsOf(role, overview),
    alerts: (await post('/restapi/Dashboard/GetAlertSummary', bodies.alertWeek)).entityData,
    topComputers: (await get('/restapi/Dashboard/GetTopComputers')).entityData ?? [],
    topGroups: (await get('/restapi/Dashboard/GetTopFiveGroups')).entityData,
    threats: (await get('/restapi/Dashboard/GetKnownThreads')).entityData,
    blocks: (await post('/restapi/Dashboard/GetBlocksOverTime', bodies.range)).entityData,
    trends: (await post('/restapi/Dashboard/GetEventTrends', bodies.range)).entityData,
    byType: (await post('/restapi/Dashboard/GetNumberOfBlocksByTime', bodies.range)).entityData,
    topBlocks: (await post('/restapi/Dashboard/GetTopComputerBlocks', bodies.range)).entityData,
  };
}

/** Every linked figure of a dashboard, as the widgets render them. */
function figuresOf(d: Dashboard): Figure[] {
  const alerts = alertSummaryFigures(d.alerts, d.bodies);
  const blocks = blocksOverTimeFigures(d.blocks, d.bodies);
  const prefixed = (prefix: string, figures: Figure[]) =>
    figures.map((f) => ({ ...f, id: `${prefix} ${f.id}` }));
  return [
    ...prefixed('overview', overviewFigures(d.overview, d.bodies)),
    ...prefixed('alerts', alerts.byStatus),
    ...prefixed('alerts', alerts.bySeverity),
    ...prefixed(
      'top computer',
      d.topComputers.map((c) => topComputerFigure(c, d.bodies)),
    ),
    ...prefixed(
      'top group',
      d.topGroups.map((g) => topGroupFigure(g, d.bodies)),
    ),
    ...prefixed('known threat', d.threats.map(knownThreatFigure)),
    ...prefixed('blocks over time', [blocks.total, ...blocks.points]),
    ...eventTrendsFigures(d.trends).flatMap((p) => prefixed(`trends ${p.timestamp}`, [p.all, ...p.byAction])),
    ...blocksByTypeFigures(d.byType).flatMap((p) => prefixed(`by type ${p.timestamp}`, [p.all, ...p.byType])),
    ...prefixed(
      'top computer blocks',
      d.topBlocks.map((c) => topComputerBlocksFigure(c, d.bodies)),
    ),
    ...d.assets.flatMap((a) =>
      prefixed(`assets ${a.place.site ?? a.place.group}`, assetFigures(a.counts, a.place)),
    ),
  ];
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
});
afterAll(async () => {
  await sb?.close();
});

describe.each(ROLE_ACCOUNTS)('the dashboard of %s', (role) => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await dashboardOf(role);
  });

  it('shows on every figure the number of the list its link opens', async () => {
    const figures = figuresOf(d);
    expect(figures.length).toBeGreaterThan(20);
    // A company's dashboard breaks its computers down by site, a site's by group.
    if (d.overview.scopeLevel === 'company' || d.overview.scopeLevel === 'site')
      expect(d.assets.length, d.overview.scopeLevel).toBeGreaterThan(0);
    expect(await mismatches(role, figures)).toEqual([]);
  });

  it('gives the same number wherever two figures count the same blocks', () => {
    // The week's blocks: the overview's tile, the 7-day chart's total, its bars and stacks.
    const blocked = d.trends.series.find((s) => s.action === 'blocked')!;
    expect(d.blocks.total).toBe(d.overview.blocksLast7Days);
    expect(sum(d.blocks.points.map((p) => p.count))).toBe(d.blocks.total);
    expect(blocked.total).toBe(d.blocks.total);
    expect(d.byType.total).toBe(d.blocks.total);
    expect(sum(d.byType.series.map((s) => s.total))).toBe(d.blocks.total);
    // The top 5 computers of the week and the top computers' blocks of the 7-day range: one ranking.
    expect(d.topBlocks.map((c) => [c.computerGuid, c.total])).toEqual(
      d.topComputers.map((c) => [c.computerGuid, c.blockCount]),
    );
    // The groups' blocks are part of the week's blocks.
    expect(sum(d.topGroups.map((g) => g.blockCount))).toBeLessThanOrEqual(d.overview.blocksLast7Days);
  });

  it('adds the alerts of the week up the same by status and by severity', () => {
    expect(sum(d.alerts.byStatus.map((s) => s.count))).toBe(d.alerts.total);
    expect(sum(d.alerts.bySeverity.map((s) => s.count))).toBe(d.alerts.total);
    expect(sum(d.alerts.points.map((p) => p.count))).toBe(d.alerts.total);
  });

  it('counts the computers of the tiles the same by state and by protection mode', () => {
    const o = d.overview;
    expect(o.onlineCount + o.offlineCount).toBe(o.computerCount);
    expect(o.protectedCount + o.lockdownCount + o.discoveryCount).toBe(o.computerCount);
  });
});

// The dashboard widgets' reads, one queryOptions factory each, over the Dashboard area's
// generated factories (tag Dashboard). The loader starts them all at once; each widget
// reads its own with useQuery (its own skeleton, error and retry).
import type { Queries } from '../../../api/query-layer';
import type { DashboardBodies } from './dashboard-range';

type Q = Queries;
type B = DashboardBodies;

export const overviewQuery = (queries: Q) => queries.Dashboard_GetCompanyOverviewInformation();
export const companyAssetsQuery = (queries: Q) => queries.Dashboard_GetCompanyAssets();
export const siteAssetsQuery = (queries: Q, bodies: B) =>
  queries.Dashboard_GetSiteAssets({ companyGuid: bodies.assets.companyGuid ?? '' });
export const groupAssetsQuery = (queries: Q, bodies: B) =>
  queries.Dashboard_GetGroupAssets({ siteGuid: bodies.assets.siteGuid ?? '' });
export const alertSummaryQuery = (queries: Q, bodies: B) =>
  queries.Dashboard_GetAlertSummary(bodies.alertWeek);
export const blocksOverTimeQuery = (queries: Q, bodies: B) =>
  queries.Dashboard_GetBlocksOverTime(bodies.range);
export const eventTrendsQuery = (queries: Q, bodies: B) => queries.Dashboard_GetEventTrends(bodies.range);
export const blocksByTypeQuery = (queries: Q, bodies: B) =>
  queries.Dashboard_GetNumberOfBlocksByTime(bodies.range);
export const topComputerBlocksQuery = (queries: Q, bodies: B) =>
  queries.Dashboard_GetTopComputerBlocks(bodies.range);
export const topComputersQuery = (queries: Q) => queries.Dashboard_GetTopComputers();
export const topGroupsQuery = (queries: Q) => queries.Dashboard_GetTopFiveGroups();
export const knownThreatsQuery = (queries: Q) => queries.Dashboard_GetKnownThreads();

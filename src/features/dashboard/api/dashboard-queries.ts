// The dashboard widgets' reads, one queryOptions factory each, over the Dashboard area's
// factories (src/api/queries/dashboard.ts). The loader starts them all at once; each widget
// reads its own with useQuery (its own skeleton, error and retry).
import type { ApiQueries } from '../../../api/queries';
import type { DashboardBodies } from './dashboard-range';

type Q = ApiQueries;
type B = DashboardBodies;

export const overviewQuery = (queries: Q) => queries.dashboard.companyOverview();
export const companyAssetsQuery = (queries: Q) => queries.dashboard.companyAssets();
export const siteAssetsQuery = (queries: Q, bodies: B) =>
  queries.dashboard.siteAssets({ companyGuid: bodies.assets.companyGuid ?? '' });
export const groupAssetsQuery = (queries: Q, bodies: B) =>
  queries.dashboard.groupAssets({ siteGuid: bodies.assets.siteGuid ?? '' });
export const alertSummaryQuery = (queries: Q, bodies: B) => queries.dashboard.alertSummary(bodies.alertWeek);
export const blocksOverTimeQuery = (queries: Q, bodies: B) => queries.dashboard.blocksOverTime(bodies.range);
export const eventTrendsQuery = (queries: Q, bodies: B) => queries.dashboard.eventTrends(bodies.range);
export const blocksByTypeQuery = (queries: Q, bodies: B) =>
  queries.dashboard.numberOfBlocksByTime(bodies.range);
export const topComputerBlocksQuery = (queries: Q, bodies: B) =>
  queries.dashboard.topComputerBlocks(bodies.range);
export const topComputersQuery = (queries: Q) => queries.dashboard.topComputers();
export const topGroupsQuery = (queries: Q) => queries.dashboard.topFiveGroups();
export const knownThreatsQuery = (queries: Q) => queries.dashboard.knownThreats();

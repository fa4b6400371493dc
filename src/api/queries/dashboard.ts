// Dashboard widget reads (GET assets and tops; POST trends and summaries over a date range).
import { queryOptions } from '@tanstack/react-query';
import type { JsonBodyOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const COMPANY_ASSETS = '/restapi/Dashboard/GetCompanyAssets';
const SITE_ASSETS = '/restapi/Dashboard/GetSiteAssets';
const GROUP_ASSETS = '/restapi/Dashboard/GetGroupAssets';
const TOP_COMPUTERS = '/restapi/Dashboard/GetTopComputers';
const TOP_FIVE_GROUPS = '/restapi/Dashboard/GetTopFiveGroups';
const COMPANY_OVERVIEW = '/restapi/Dashboard/GetCompanyOverviewInformation';
const KNOWN_THREATS = '/restapi/Dashboard/GetKnownThreads';
const EVENT_TRENDS = '/restapi/Dashboard/GetEventTrends';
const TOP_COMPUTER_BLOCKS = '/restapi/Dashboard/GetTopComputerBlocks';
const BLOCKS_OVER_TIME = '/restapi/Dashboard/GetBlocksOverTime';
const ALERT_SUMMARY = '/restapi/Dashboard/GetAlertSummary';
const NUMBER_OF_BLOCKS_BY_TIME = '/restapi/Dashboard/GetNumberOfBlocksByTime';
const GROUP_ASSETS_WITH_COMPUTER = '/restapi/Dashboard/GetGroupAssetsWithComputer';
const COMPUTER_BROWSE_ASSET = '/restapi/Dashboard/GetComputerBrowseAsset';

export function dashboardQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.dashboard;
  return {
    companyAssets: () =>
      queryOptions({
        queryKey: scoped(k.companyAssets(), COMPANY_ASSETS),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_ASSETS, { signal })),
      }),
    siteAssets: (query: QueryParamsOf<typeof SITE_ASSETS>) =>
      queryOptions({
        queryKey: scoped(k.siteAssets(query), SITE_ASSETS),
        queryFn: ({ signal }) => unwrap(client.GET(SITE_ASSETS, { params: { query }, signal })),
      }),
    groupAssets: (query: QueryParamsOf<typeof GROUP_ASSETS>) =>
      queryOptions({
        queryKey: scoped(k.groupAssets(query), GROUP_ASSETS),
        queryFn: ({ signal }) => unwrap(client.GET(GROUP_ASSETS, { params: { query }, signal })),
      }),
    /** The widget shows the server's message when isSuccess is false, so this one does not reject on it. */
    topComputers: () =>
      queryOptions({
        queryKey: scoped(k.topComputers(), TOP_COMPUTERS),
        queryFn: ({ signal }) => unwrap(client.GET(TOP_COMPUTERS, { signal })),
      }),
    topFiveGroups: () =>
      queryOptions({
        queryKey: scoped(k.topFiveGroups(), TOP_FIVE_GROUPS),
        queryFn: ({ signal }) => unwrap(client.GET(TOP_FIVE_GROUPS, { signal })),
      }),
    companyOverview: () =>
      queryOptions({
        queryKey: scoped(k.companyOverview(), COMPANY_OVERVIEW),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_OVERVIEW, { signal })),
      }),
    knownThreats: () =>
      queryOptions({
        queryKey: scoped(k.knownThreats(), KNOWN_THREATS),
        queryFn: ({ signal }) => unwrap(client.GET(KNOWN_THREATS, { signal })),
      }),
    eventTrends: (body: JsonBodyOf<typeof EVENT_TRENDS>) =>
      queryOptions({
        queryKey: scoped(k.eventTrends(body), EVENT_TRENDS),
        queryFn: ({ signal }) => unwrap(client.POST(EVENT_TRENDS, { body, signal })),
      }),
    topComputerBlocks: (body: JsonBodyOf<typeof TOP_COMPUTER_BLOCKS>) =>
      queryOptions({
        queryKey: scoped(k.topComputerBlocks(body), TOP_COMPUTER_BLOCKS),
        queryFn: ({ signal }) => unwrap(client.POST(TOP_COMPUTER_BLOCKS, { body, signal })),
      }),
    blocksOverTime: (body: JsonBodyOf<typeof BLOCKS_OVER_TIME>) =>
      queryOptions({
        queryKey: scoped(k.blocksOverTime(body), BLOCKS_OVER_TIME),
        queryFn: ({ signal }) => unwrap(client.POST(BLOCKS_OVER_TIME, { body, signal })),
      }),
    /** The caller sends the last 7 days (spec section 9). */
    alertSummary: (body: JsonBodyOf<typeof ALERT_SUMMARY>) =>
      queryOptions({
        queryKey: scoped(k.alertSummary(body), ALERT_SUMMARY),
        queryFn: ({ signal }) => unwrap(client.POST(ALERT_SUMMARY, { body, signal })),
      }),
    numberOfBlocksByTime: (body: JsonBodyOf<typeof NUMBER_OF_BLOCKS_BY_TIME>) =>
      queryOptions({
        queryKey: scoped(k.numberOfBlocksByTime(body), NUMBER_OF_BLOCKS_BY_TIME),
        queryFn: ({ signal }) => unwrap(client.POST(NUMBER_OF_BLOCKS_BY_TIME, { body, signal })),
      }),
    groupAssetsWithComputer: (body: JsonBodyOf<typeof GROUP_ASSETS_WITH_COMPUTER>) =>
      queryOptions({
        queryKey: scoped(k.groupAssetsWithComputer(body), GROUP_ASSETS_WITH_COMPUTER),
        queryFn: ({ signal }) => unwrap(client.POST(GROUP_ASSETS_WITH_COMPUTER, { body, signal })),
      }),
    computerBrowseAsset: (body: JsonBodyOf<typeof COMPUTER_BROWSE_ASSET>) =>
      queryOptions({
        queryKey: scoped(k.computerBrowseAsset(body), COMPUTER_BROWSE_ASSET),
        queryFn: ({ signal }) => unwrap(client.POST(COMPUTER_BROWSE_ASSET, { body, signal })),
      }),
  };
}

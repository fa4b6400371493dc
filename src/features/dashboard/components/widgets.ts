// Every dashboard widget, declared once (module level): the company overview shows them in this
// order, the custom dashboard lets the user pick, order and hide them by id.
import {
  alertSummaryQuery,
  blocksByTypeQuery,
  blocksOverTimeQuery,
  companyAssetsQuery,
  eventTrendsQuery,
  groupAssetsQuery,
  knownThreatsQuery,
  overviewQuery,
  siteAssetsQuery,
  topComputerBlocksQuery,
  topComputersQuery,
  topGroupsQuery,
} from '../api/dashboard-queries';
import { BlocksByTypeView, BlocksOverTimeView, EventTrendsView, TopComputerBlocksView } from './ChartViews';
import {
  AlertSummaryView,
  AssetsView,
  GroupAssetsView,
  SiteAssetsView,
  KnownThreatsView,
  TopComputersView,
  TopGroupsView,
} from './ListViews';
import { OverviewView } from './OverviewView';
import { defineWidget, type Widget } from './widget-definition';

const noRows = (data: { entityData: readonly unknown[] }) => data.entityData.length === 0;

export const WIDGETS: readonly Widget[] = [
  defineWidget({
    id: 'overview',
    titleKey: 'dashboard.widget.overview',
    wide: true,
    query: overviewQuery,
    View: OverviewView,
  }),
  defineWidget({
    id: 'alertSummary',
    titleKey: 'dashboard.widget.alertSummary',
    window: 'week',
    query: alertSummaryQuery,
    View: AlertSummaryView,
  }),
  defineWidget({
    id: 'topComputers',
    titleKey: 'dashboard.widget.topComputers',
    window: 'week',
    query: topComputersQuery,
    View: TopComputersView,
  }),
  defineWidget({
    id: 'blocksOverTime',
    titleKey: 'dashboard.widget.blocksOverTime',
    window: 'range',
    wide: true,
    query: blocksOverTimeQuery,
    View: BlocksOverTimeView,
  }),
  defineWidget({
    id: 'eventTrends',
    titleKey: 'dashboard.widget.eventTrends',
    window: 'range',
    wide: true,
    query: eventTrendsQuery,
    View: EventTrendsView,
  }),
  defineWidget({
    id: 'topGroups',
    titleKey: 'dashboard.widget.topGroups',
    window: 'week',
    query: topGroupsQuery,
    isEmpty: noRows,
    View: TopGroupsView,
  }),
  defineWidget({
    id: 'knownThreats',
    titleKey: 'dashboard.widget.knownThreats',
    window: 'allTime',
    query: knownThreatsQuery,
    isEmpty: noRows,
    View: KnownThreatsView,
  }),
  defineWidget({
    id: 'blocksByType',
    titleKey: 'dashboard.widget.blocksByType',
    window: 'range',
    wide: true,
    query: blocksByTypeQuery,
    isEmpty: (data) => data.entityData.series.length === 0,
    View: BlocksByTypeView,
  }),
  defineWidget({
    id: 'topComputerBlocks',
    titleKey: 'dashboard.widget.topComputerBlocks',
    window: 'range',
    query: topComputerBlocksQuery,
    isEmpty: noRows,
    View: TopComputerBlocksView,
  }),
  // The assets: a site's groups, a company's sites, or (partner) the companies; one id.
  defineWidget({
    id: 'assets',
    titleKey: 'dashboard.widget.assets',
    wide: true,
    applies: (b) => b.assets.siteGuid !== null,
    query: groupAssetsQuery,
    isEmpty: noRows,
    View: GroupAssetsView,
  }),
  defineWidget({
    id: 'assets',
    titleKey: 'dashboard.widget.assets',
    wide: true,
    applies: (b) => b.assets.siteGuid === null && b.assets.companyGuid !== null,
    query: siteAssetsQuery,
    isEmpty: noRows,
    View: SiteAssetsView,
  }),
  defineWidget({
    id: 'assets',
    titleKey: 'dashboard.widget.assets',
    wide: true,
    applies: (b) => b.assets.siteGuid === null && b.assets.companyGuid === null,
    query: companyAssetsQuery,
    isEmpty: noRows,
    View: AssetsView,
  }),
];

export const WIDGET_IDS: readonly string[] = [...new Set(WIDGETS.map((w) => w.id))];

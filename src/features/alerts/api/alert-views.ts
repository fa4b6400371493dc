// The alert console's views (spec section 2: /alert-console/{unresolved,inreview,resolved,all}):
// one status each over the one alert table. Each status is counted by a one-row request (also the
// open tab's: the live stream refreshes the counts by their keys while the page on screen stays
// as the user reads it); "all" is their sum.
// The loader asks for the page, the counts and the condition categories (the category filter's
// options) at once.
import { defineListViews } from '../../../components/paged-table/list-views';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import { ALERT_VIEWS, alertCountQuery, alertPageQuery, alertTable, countedStatuses } from './alert-table';
import { statusOfView, viewOfStatus } from './alert-view-status';

export const alertViews = defineListViews({
  base: '/alert-console',
  labelKey: 'alerts.tabs',
  views: ALERT_VIEWS.map(({ view }) => ({ id: view, labelKey: `alerts.view.${view}` })),
  table: () => alertTable,
  pageQuery: (queries, view, search) =>
    alertPageQuery(queries, statusOfView(view))(tableRequestOf(alertTable, search)),
  countQueries: (queries, _open, request) =>
    Object.fromEntries(
      countedStatuses('all').map((counted) => [
        viewOfStatus(counted),
        alertCountQuery(queries, counted, request),
      ]),
    ),
  totalView: 'all',
  moreQueries: (queries) => [queries.Alarm_GetAlarmConditionCategories()],
});

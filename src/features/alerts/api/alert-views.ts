// The alert console's views (spec section 2: /alert-console/{unresolved,inreview,resolved,all}):
// one status each over the one alert table. The open tab's figure is its page's totalCount (the
// table's own query); the other statuses are counted by one-row requests; "all" is their sum.
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
  countQueries: (queries, open, request) => {
    const status = statusOfView(open);
    return {
      [open]: alertPageQuery(queries, status)(request),
      ...Object.fromEntries(
        countedStatuses(status).map((other) => [
          viewOfStatus(other),
          alertCountQuery(queries, other, request),
        ]),
      ),
    };
  },
  totalView: 'all',
  moreQueries: (queries) => [queries.Alarm_GetAlarmConditionCategories()],
});

// The alert console's loader: the page the URL describes, the counts of the other tabs and the
// condition categories (the category filter's options), all asked at once (one request wave).
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import {
  ALERT_VIEWS,
  alertCountQuery,
  alertPageQuery,
  alertTable,
  countedStatuses,
  type AlertView,
} from './alert-table';

export function statusOfView(view: AlertView) {
  return ALERT_VIEWS.find((entry) => entry.view === view)!.status;
}

export function loadAlertConsole(
  context: { queryClient: QueryClient; queries: Queries },
  view: AlertView,
  search: TableSearch,
) {
  const { queryClient, queries } = context;
  const request = tableRequestOf(alertTable, search);
  const status = statusOfView(view);
  void queryClient.prefetchQuery(alertPageQuery(queries, status)(request));
  for (const other of countedStatuses(status))
    void queryClient.prefetchQuery(alertCountQuery(queries, other, request));
  void queryClient.prefetchQuery(queries.Alarm_GetAlarmConditionCategories());
  // Nothing is awaited: the console shows its tabs and the table's skeleton at once, and the
  // rows as they arrive (a change of page, sort or filter keeps the previous rows meanwhile).
}

// The alert console's loader: the page the URL describes, the counts of the other tabs and the
// condition categories (the category filter's options), all asked at once (one request wave).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import { i18next } from '../../../i18n/i18n';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import {
  ALERT_VIEWS,
  alertCountQuery,
  alertPageQuery,
  alertTable,
  categoryOrderOf,
  countedStatuses,
  type AlertView,
} from './alert-table';

export function statusOfView(view: AlertView) {
  return ALERT_VIEWS.find((entry) => entry.view === view)!.status;
}

export function loadAlertConsole(
  context: { queryClient: QueryClient; queries: ApiQueries },
  view: AlertView,
  search: TableSearch,
) {
  const { queryClient, queries } = context;
  const request = tableRequestOf(alertTable, search);
  const status = statusOfView(view);
  // Sorted by category, the page asks in the order of the names the user reads: known once the
  // categories are (the table asks then, if they are not yet).
  const categories = queryClient.getQueryData(queries.alarm.conditionCategories().queryKey)?.entityData;
  if (request.sortColumn !== 'category' || categories) {
    const order = categories && categoryOrderOf(categories, i18next.t, i18next.language);
    void queryClient.prefetchQuery(alertPageQuery(queries, status, order)(request));
  }
  for (const other of countedStatuses(status))
    void queryClient.prefetchQuery(alertCountQuery(queries, other, request));
  void queryClient.prefetchQuery(queries.alarm.conditionCategories());
  // Nothing is awaited: the console shows its tabs and the table's skeleton at once, and the
  // rows as they arrive (a change of page, sort or filter keeps the previous rows meanwhile).
}

// The alert console's loader: the page the URL describes, the count of every tab and the
// condition categories (the category filter's options), all asked at once (one request wave).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { ALERT_VIEWS, alertCountQuery, alertPageQuery, alertTable, type AlertView } from './alert-table';

export function statusOfView(view: AlertView) {
  return ALERT_VIEWS.find((entry) => entry.view === view)!.status;
}

export async function loadAlertConsole(
  context: { queryClient: QueryClient; queries: ApiQueries },
  view: AlertView,
  search: TableSearch,
  cause: 'enter' | 'stay' | 'preload',
) {
  const { queryClient, queries } = context;
  const request = tableRequestOf(alertTable, search);
  const page = queryClient.prefetchQuery(alertPageQuery(queries, statusOfView(view))(request));
  for (const tab of ALERT_VIEWS) void queryClient.prefetchQuery(alertCountQuery(queries, tab.status, request));
  void queryClient.prefetchQuery(queries.alarm.conditionCategories());
  // The first visit waits for its rows; a change of page, sort or filter keeps the previous rows
  // on screen until the next arrive (the table keeps them).
  if (cause === 'enter') await page;
}

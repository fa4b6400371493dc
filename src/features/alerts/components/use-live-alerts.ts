// What the live stream says about the alert page on screen: how many alerts were raised since it
// was fetched (the pill) and which of its rows were moved elsewhere (marked). The page itself is
// never refetched for them: rows stay where the user is reading, selecting or pointing.
import { useMemo, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { liveAlarmLog, liveAlarmView } from '../../../api/live/live-alarm-log';
import type { TableDefinition } from '../../../components/paged-table/table-definition';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import type { Alert, AlertSort, AlertStatusFilter } from '../api/alert-table';
import { newAlertsFigure, newAlertsQuestion } from '../api/new-alerts-count';
import { useApi } from '../../../components/api/use-api';

interface PageOptions {
  queryKey: QueryKey;
  queryFn?: unknown;
}

export function useLiveAlerts(
  definition: TableDefinition<Alert, AlertSort>,
  search: TableSearch,
  status: AlertStatusFilter,
  pageQuery: (request: ReturnType<typeof tableRequestOf<Alert, AlertSort>>) => PageOptions,
) {
  const queryClient = useQueryClient();
  const { queries } = useApi();
  const request = useMemo(() => tableRequestOf(definition, search), [definition, search]);
  const options = useMemo(() => pageQuery(request), [pageQuery, request]);
  // The table's own query (same key and options): read here, fetched once.
  const page = useQuery({
    ...(options as Parameters<typeof useQuery>[0]),
    placeholderData: keepPreviousData,
  });
  const entries = useSyncExternalStore(liveAlarmLog.subscribe, liveAlarmLog.entries);
  const data = page.data as { entityData?: Alert[] } | undefined;
  const view = useMemo(
    () =>
      liveAlarmView(entries, {
        status,
        rows: data?.entityData ?? [],
        // Before the first reply there is nothing to compare with.
        fetchedAt: page.dataUpdatedAt || Number.POSITIVE_INFINITY,
      }),
    [entries, status, data, page.dataUpdatedAt],
  );
  // With filters besides the status, the server says which raised alerts the list would show.
  const question = useMemo(
    () => newAlertsQuestion(queries, status, request, view.raisedIds),
    [queries, status, request, view.raisedIds],
  );
  const answer = useQuery({ ...question.query, enabled: question.asked });
  return {
    moved: view.moved,
    /** The pill's figure; 0 (no pill) while the server is still asked. */
    newCount: newAlertsFigure(view.newCount, question.asked, answer.data) ?? 0,
    /** Brings the new alerts in (and lets the moved rows go): the page refetched by its key. */
    refresh: () => queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true }),
  };
}

// Alarm/UpdateAlarmStatuses, optimistic: the cached pages of ListAlarms change at once (rows
// leave the tab, the counts follow), are put back on failure, and every alert list is read again
// once the server has answered. A partial refusal is no failure: the server changes the alerts
// it has and names the others (refusedAlarmIds), which the move resolves with; a request none
// of whose alerts is in the scope (404) refuses them all.
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import type { ApiSchema } from '../../../api/contract-types';
import { invalidateAfter, readKey } from '../../../api/query-layer';
import { useApi } from '../../../components/api/use-api';
import type { AlertRef, AlertStatus } from '../../../domain/alert-status-moves';
import { pageAfterMove } from './alert-cache';
import type { AlertStatusFilter } from './alert-table';

/** The contract's limit of ids in one request. */
const IDS_PER_REQUEST = 1000;

type ListPage = { entityData: ApiSchema<'Alarm'>[]; totalCount?: number };
const LIST_KEY = readKey('Alarm_ListAlarms');

export interface StatusChangeResult {
  /** The alerts the server did not change (deleted meanwhile, another tenant's). */
  refusedAlarmIds: number[];
}

export interface StatusChange {
  /** The alerts as they were (their status before the move). */
  before: readonly AlertRef[];
  to: AlertStatus;
}

/** The status filter of a cached ListAlarms page (the request body is in its key). */
function statusOfKey(key: QueryKey): AlertStatusFilter | null {
  const body = key[LIST_KEY.length] as { status?: AlertStatusFilter } | undefined;
  return body?.status ?? null;
}

export function useUpdateAlertStatuses() {
  const { mutations, queryClient } = useApi();
  const update = mutations.Alarm_UpdateAlarmStatuses();
  return useMutation({
    mutationKey: update.mutationKey,
    mutationFn: async ({ before, to }: StatusChange): Promise<StatusChangeResult> => {
      const ids = before.filter((alert) => alert.status !== to).map((alert) => alert.alarmId);
      const refusedAlarmIds: number[] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
        const alarmIds = ids.slice(start, start + IDS_PER_REQUEST);
        try {
          const reply = await update.mutationFn({ alarmIds, status: to });
          refusedAlarmIds.push(...reply.entityData.refusedAlarmIds);
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) throw error;
          refusedAlarmIds.push(...alarmIds);
        }
      }
      return { refusedAlarmIds };
    },
    onMutate: async ({ before, to }) => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const snapshot = queryClient.getQueriesData<ListPage>({ queryKey: LIST_KEY });
      for (const [key, page] of snapshot) {
        const status = statusOfKey(key);
        if (page && status) queryClient.setQueryData(key, pageAfterMove(page, status, before, to));
      }
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, page] of context?.snapshot ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => invalidateAfter(queryClient, 'Alarm_UpdateAlarmStatuses'),
  });
}

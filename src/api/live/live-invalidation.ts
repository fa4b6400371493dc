// What a live change does to the console's caches, by key (never wholesale): the figures follow
// (tab counts, the dashboard's), a record's own page follows, and lists keep their rows where the
// user is reading them: the alert pages are not refetched (their pill and marks say what changed:
// live-alarm-log.ts), a computer's row changes its online state in place.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiSchema } from '../contract-types';

export type LiveChange = ApiSchema<'LiveChange'>;

/** A one-row request: a tab's count (its reply's totalCount), not a page someone reads. */
const isCount = (params: unknown) => (params as { pageSize?: unknown } | null)?.pageSize === 1;

const names = (params: unknown, field: string, value: unknown) => {
  const v = (params as Record<string, unknown> | null)?.[field];
  return Array.isArray(v) ? v.includes(value) : v === value;
};

/** Whether the query of `key` ([tag, operationId, params, scope]) is stale after `change`. */
export function invalidatedBy(change: LiveChange, key: QueryKey): boolean {
  const [tag, operation, params] = key;
  if (tag === 'Dashboard') return true;
  switch (change.kind) {
    case 'alarmRaised':
      return operation === 'Alarm_ListAlarms' && isCount(params);
    case 'alarmStatusChanged':
      return (
        (operation === 'Alarm_ListAlarms' && isCount(params)) ||
        (operation === 'Alarm_GetAlarmsWithDetail' && names(params, 'alarmIds', change.alarmId))
      );
    case 'computerStatusChanged':
      return (
        (operation === 'Computer_GetActiveOrOffileneComputers' && isCount(params)) ||
        (operation === 'Computer_GetComputerDetail' && names(params, 'computerGuid', change.computerGuid))
      );
    default:
      return false;
  }
}

interface Rows {
  entityData?: unknown;
}

/** A computer's rows in every cached computer list show its new online state, where they are. */
function patchComputerRows(queryClient: QueryClient, change: LiveChange) {
  const { computerGuid, online } = change;
  if (computerGuid === undefined || online === undefined) return;
  queryClient.setQueriesData<Rows>({ queryKey: ['Computer'] }, (data) => {
    if (!data || !Array.isArray(data.entityData)) return data;
    const rows = data.entityData as Array<Record<string, unknown>>;
    if (!rows.some((row) => row.computerGuid === computerGuid && 'online' in row)) return data;
    return {
      ...data,
      entityData: rows.map((row) => (row.computerGuid === computerGuid ? { ...row, online } : row)),
    };
  });
}

/** Applies a batch of changes: rows patched in place, then each stale query invalidated once. */
export function applyLiveChanges(queryClient: QueryClient, changes: readonly LiveChange[]): void {
  for (const change of changes)
    if (change.kind === 'computerStatusChanged') patchComputerRows(queryClient, change);
  void queryClient.invalidateQueries({
    predicate: (query) => changes.some((change) => invalidatedBy(change, query.queryKey)),
  });
}

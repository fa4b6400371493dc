// What a status move does to a cached page of ListAlarms before the server answers (the
// optimistic update): the moved alerts leave a status tab at once and its count drops, the tab
// they go to counts them, and the "all" tab shows their new status.
import type { AlertRef, AlertStatus } from '../../../domain/alert-status-moves';
import type { AlertStatusFilter } from './alert-table';

interface Page<TRow extends AlertRef> {
  entityData: TRow[];
  totalCount?: number;
}

export function pageAfterMove<TRow extends AlertRef, TPage extends Page<TRow>>(
  page: TPage,
  listStatus: AlertStatusFilter,
  before: readonly AlertRef[],
  to: AlertStatus,
): TPage {
  const moved = before.filter((alert) => alert.status !== to);
  const movedIds = new Set(moved.map((alert) => alert.alarmId));
  const total = page.totalCount ?? 0;
  if (listStatus === 'all') {
    return {
      ...page,
      entityData: page.entityData.map((row) => (movedIds.has(row.alarmId) ? { ...row, status: to } : row)),
    };
  }
  if (listStatus === to) return { ...page, totalCount: total + moved.length };
  const leaving = moved.filter((alert) => alert.status === listStatus).length;
  return {
    ...page,
    entityData: page.entityData.filter((row) => !movedIds.has(row.alarmId)),
    totalCount: Math.max(0, total - leaving),
  };
}

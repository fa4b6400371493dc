// The triage rules of the alert console: which status moves a selection of alerts can take
// (only those that change at least one of them), and how to undo a move (each alert back to the
// status it had before, one request per previous status).
import type { components } from '../gen/openapi.gen';

export type AlertStatus = components['schemas']['AlertStatus'];

/** The moves in the order the console offers them: triage forward first, reopen last. */
export const ALERT_STATUSES: readonly AlertStatus[] = ['InReview', 'Resolved', 'Unresolved'];

export interface AlertRef {
  alarmId: number;
  status: AlertStatus;
}

export interface StatusMove {
  to: AlertStatus;
  /** The selected alerts this move changes (those not already in `to`). */
  alarmIds: number[];
}

/** The moves that change at least one of the alerts, each with the alerts it changes. */
export function allowedMoves(alerts: readonly AlertRef[]): StatusMove[] {
  return ALERT_STATUSES.map((to) => ({
    to,
    alarmIds: alerts.filter((alert) => alert.status !== to).map((alert) => alert.alarmId),
  })).filter((move) => move.alarmIds.length > 0);
}

/** Whether one alert can take a move to `to` (it is not already there). */
export const canMoveTo = (to: AlertStatus) => (alert: Pick<AlertRef, 'status'>) => alert.status !== to;

export interface StatusRequest {
  alarmIds: number[];
  status: AlertStatus;
}

/**
 * The requests that put each changed alert back where it was: one per previous status, in the
 * order of ALERT_STATUSES. Alerts the move did not change (already in `to`) are left alone.
 */
export function undoRequests(before: readonly AlertRef[], to: AlertStatus): StatusRequest[] {
  const byStatus = new Map<AlertStatus, number[]>();
  for (const alert of before) {
    if (alert.status === to) continue;
    const ids = byStatus.get(alert.status) ?? [];
    ids.push(alert.alarmId);
    byStatus.set(alert.status, ids);
  }
  return ALERT_STATUSES.flatMap((status) => {
    const alarmIds = byStatus.get(status);
    return alarmIds ? [{ status, alarmIds }] : [];
  });
}

export interface Refusal<A extends AlertRef> {
  /** The alerts the server changed (the ones an Undo puts back). */
  changed: A[];
  /** The alerts it refused (deleted meanwhile, another tenant's), in the order they were moved. */
  refused: A[];
}

/** Splits a move's alerts by the server's refusedAlarmIds (a partial refusal keeps the rest). */
export function splitRefused<A extends AlertRef>(
  alerts: readonly A[],
  refusedIds: readonly number[],
): Refusal<A> {
  const refusedSet = new Set(refusedIds);
  return {
    changed: alerts.filter((alert) => !refusedSet.has(alert.alarmId)),
    refused: alerts.filter((alert) => refusedSet.has(alert.alarmId)),
  };
}

/** The names a notice lists: the first `max` titles, and how many more there are. */
export function namesToShow(titles: readonly string[], max = 5): { names: string[]; more: number } {
  return { names: titles.slice(0, max), more: Math.max(0, titles.length - max) };
}

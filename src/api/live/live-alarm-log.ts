// The alert changes the live stream brought, for the alert console: the "N new alerts" pill
// counts those raised since the list's page was fetched, and a row another admin moved since then
// is marked. A page fetched later contains them, so the pill and marks go by themselves.
import type { LiveChange } from './live-invalidation';

export interface LiveAlarmEntry {
  alarmId: number;
  kind: 'alarmRaised' | 'alarmStatusChanged';
  status: NonNullable<LiveChange['status']>;
  /** Date.now() when this tab received it (compared with the page's dataUpdatedAt). */
  receivedAt: number;
}

/** A shift's worth; older entries are older than any page on screen. */
const KEPT = 1000;

export interface LiveAlarmLog {
  record(change: LiveChange, receivedAt: number): void;
  entries(): readonly LiveAlarmEntry[];
  subscribe(listener: () => void): () => void;
}

export function createLiveAlarmLog(): LiveAlarmLog {
  let entries: readonly LiveAlarmEntry[] = [];
  const listeners = new Set<() => void>();
  return {
    record(change, receivedAt) {
      if (change.kind !== 'alarmRaised' && change.kind !== 'alarmStatusChanged') return;
      if (change.alarmId === undefined || change.status === undefined) return;
      const entry = { alarmId: change.alarmId, kind: change.kind, status: change.status, receivedAt };
      entries = [...entries, entry].slice(-KEPT);
      for (const listener of [...listeners]) listener();
    },
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The console's one log (the live connection records into it; the alert console reads it). */
export const liveAlarmLog = createLiveAlarmLog();

interface ShownPage {
  status: 'all' | NonNullable<LiveChange['status']>;
  rows: readonly { alarmId: number; status: string }[];
  fetchedAt: number;
}

/**
 * What the alert console shows of the log over its page: the pill's count by status alone, the
 * alerts raised since (for a view with more filters to ask the server about) and the moved rows.
 */
export function liveAlarmView(entries: readonly LiveAlarmEntry[], page: ShownPage) {
  const shown = new Map(page.rows.map((row) => [row.alarmId, row.status]));
  // Raised since and not shown, with the status each has now (another admin may have moved it
  // since it was raised: it then belongs to the view of its new status).
  const raised = new Map<number, LiveAlarmEntry['status']>();
  const moved = new Map<number, LiveAlarmEntry['status']>();
  for (const entry of entries) {
    if (entry.receivedAt < page.fetchedAt) continue;
    if (entry.kind === 'alarmRaised') {
      if (!shown.has(entry.alarmId)) raised.set(entry.alarmId, entry.status);
    } else if (raised.has(entry.alarmId)) {
      raised.set(entry.alarmId, entry.status);
    } else if (shown.has(entry.alarmId)) {
      if (shown.get(entry.alarmId) === entry.status) moved.delete(entry.alarmId);
      else moved.set(entry.alarmId, entry.status);
    }
  }
  const newCount = [...raised.values()].filter(
    (status) => page.status === 'all' || page.status === status,
  ).length;
  return { newCount, raisedIds: [...raised.keys()].sort((a, b) => a - b), moved };
}

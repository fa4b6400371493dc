// An alert as a rule raises it, before the seed gives it an id and a status: its condition, its
// computer, what it is about, and the events (or, for deployment health and system alerts, the
// observations) folded into it. Its count is the number of those rows.
import type { Cond } from './conditions';

/** An event folded into an alert: [id, type, time, user, file, path, sha256, publisher, parent, message]. */
export type AlarmEventRow = [
  id: number,
  type: string,
  time: Date,
  user: string | null,
  file: string | null,
  path: string | null,
  sha256: string | null,
  publisher: string | null,
  parent: string | null,
  message: string,
];

export interface PlannedAlarm {
  cond: Cond;
  companyId: number | null;
  computerId: number | null;
  /** The computer's guid, to match the named alerts. */
  computerGuid: string | null;
  title: string;
  /** When the condition matched: the threshold-th event, or the observation. */
  triggered: Date;
  /** The newest event or observation. */
  last: Date;
  events: AlarmEventRow[];
}

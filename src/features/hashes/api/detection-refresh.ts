// The daily detection refresh of a hash (spec sections 4 and 9): once a day, only for hashes
// first seen less than a year ago. The server says whether a hash is still refreshed and when
// next; this says what the page tells the user, including when the refreshes stopped or stop.
import type { ApiSchema } from '../../../api/contract-types';

type DetectionRefresh = ApiSchema<'DetectionRefresh'>;

export type RefreshStatus =
  /** Refreshed daily until `endsAt`; `next` is the next run (null when the server gives none). */
  | { kind: 'daily'; last: string | null; next: string | null; endsAt: string }
  /** First seen over a year ago: its verdict stays as of `last`, refreshes stopped at `endedAt`. */
  | { kind: 'stopped'; last: string | null; endedAt: string };

/** The moment a hash turns one year old (the same day and time a year later, in UTC). */
export function refreshEndOf(firstSeen: string): string {
  const end = new Date(firstSeen);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
}

export function refreshStatus(firstSeen: string, refresh: DetectionRefresh): RefreshStatus {
  const end = refreshEndOf(firstSeen);
  return refresh.eligible
    ? { kind: 'daily', last: refresh.lastRefresh, next: refresh.nextRefresh, endsAt: end }
    : { kind: 'stopped', last: refresh.lastRefresh, endedAt: end };
}

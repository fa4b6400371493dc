// When to try the live stream again after it failed: doubling waits from 1 s to 5 minutes, as
// deadlines (a time to compare Date.now() with), so a sleeping laptop or a throttled background
// tab does not bunch its retries. On Prism (no stream) this is a handful of quiet requests an
// hour, never a storm. A connection that stayed up a while, or carried a change, starts over.
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 5 * 60_000;
/** A connection open this long counts as healthy: its end is a fresh failure. */
export const HEALTHY_AFTER_MS = 30_000;

export interface Backoff {
  /** The deadline of the next attempt after a connection opened at `openedAt` ended at `now`. */
  failed(now: number, openedAt: number, carriedChanges: boolean): number;
}

export function createBackoff(): Backoff {
  let failures = 0;
  return {
    failed(now, openedAt, carriedChanges) {
      if (carriedChanges || now - openedAt >= HEALTHY_AFTER_MS) failures = 0;
      const wait = Math.min(FIRST_RETRY_MS * 2 ** failures, LONGEST_RETRY_MS);
      failures = Math.min(failures + 1, 20);
      return now + wait;
    },
  };
}

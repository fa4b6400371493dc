// Throttling of failed attempts (OWASP ASVS V2.2): sign-in per account and per client address,
// and whatever else guesses or floods (the password reset requests). A few failures are free;
// then each failure blocks the key for a growing delay, then for a bounded lock. A blocked key is
// refused before any password is compared, and a refused attempt counts nothing (so the lock
// never grows past its bound). The counters are rows of the database: every process and every
// restart sees the same. A success costs one read (and a delete only after failures).
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface ThrottlePolicy {
  /** Failures that cost nothing. */
  free: number;
  /** The first delay, doubled with each further failure. */
  firstDelayMs: number;
  /** From this many failures on, each failure locks the key for lockMs. */
  lockAt: number;
  lockMs: number;
  /** Failures older than this (since the last one) are forgotten. */
  forgetMs: number;
}

const MINUTE = 60 * 1000;

// One account guessed from one client address: a few free, growing delays, then a 15-minute lock.
export const ACCOUNT_AT_ADDRESS_POLICY: ThrottlePolicy = {
  free: 4,
  firstDelayMs: 2000,
  lockAt: 10,
  lockMs: 15 * MINUTE,
  forgetMs: 60 * MINUTE,
};

// One account from every address (guesses spread over many addresses): delays that grow to one
// minute and no further, so that failures sent from elsewhere can keep the owner waiting a minute
// at most, never lock them out (and still no more than 60 guesses an hour, ASVS 2.2.1).
export const ACCOUNT_POLICY: ThrottlePolicy = {
  free: 10,
  firstDelayMs: 2000,
  lockAt: 16,
  lockMs: MINUTE,
  forgetMs: 60 * MINUTE,
};

// Higher: many people may share an address (an office behind one gateway).
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: 30,
  firstDelayMs: 2000,
  lockAt: 60,
  lockMs: 15 * MINUTE,
  forgetMs: 60 * MINUTE,
};

/** How long the failure-th failure blocks its key. */
export function blockAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  if (failures >= policy.lockAt) return policy.lockMs;
  return Math.min(policy.lockMs, policy.firstDelayMs * 2 ** (failures - policy.free - 1));
}

/** A throttled thing: a kind and a value, stored hashed (an email typed, an address). */
export interface ThrottleKey {
  kind: string;
  value: string;
  policy: ThrottlePolicy;
}

const stored = (key: ThrottleKey) =>
  `${key.kind}:${createHash('sha256').update(key.value).digest('base64url')}`;

interface ThrottleRow {
  key: string;
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

export interface ThrottleState {
  /** When the earliest attempt may be made again; null when none of the keys is blocked. */
  retryAt: Date | null;
  /** Keys with failures on record (a success clears them). */
  failing: string[];
}

export async function throttleState(db: Queryable, keys: ThrottleKey[], now: Date): Promise<ThrottleState> {
  const rows = await db.query<ThrottleRow>(
    'select key, failures, last_failure_at, blocked_until from sign_in_throttle where key = any($1::text[])',
    [keys.map(stored)],
  );
  let retryAt: Date | null = null;
  for (const row of rows) {
    const until = row.blocked_until ? new Date(row.blocked_until) : null;
    if (until && until > now && (!retryAt || until > retryAt)) retryAt = until;
  }
  return { retryAt, failing: rows.map((r) => r.key) };
}

/** Counts a failure for each key; answers when the next attempt may be made (null: at once). */
export async function recordFailure(db: Queryable, keys: ThrottleKey[], now: Date): Promise<Date | null> {
  let retryAt: Date | null = null;
  for (const key of keys) {
    const forgotten = new Date(now.getTime() - key.policy.forgetMs);
    const [row] = await db.query<{ failures: number }>(
      `insert into sign_in_throttle (key, failures, last_failure_at) values ($1, 1, $2)
       on conflict (key) do update set
         failures = case when sign_in_throttle.last_failure_at < $3 then 1 else sign_in_throttle.failures + 1 end,
         last_failure_at = $2
       returning failures`,
      [stored(key), now, forgotten],
    );
    const block = blockAfter(row!.failures, key.policy);
    if (block > 0) {
      const until = new Date(now.getTime() + block);
      await db.query('update sign_in_throttle set blocked_until = $2 where key = $1', [stored(key), until]);
      if (!retryAt || until > retryAt) retryAt = until;
    }
  }
  // Rows nobody failed with for a day are of no use (every policy forgets within the hour).
  await db.query('delete from sign_in_throttle where last_failure_at < $1', [
    new Date(now.getTime() - 24 * 60 * MINUTE),
  ]);
  return retryAt;
}

/** After a success: the keys' failures are forgotten. */
export async function clearFailures(db: Queryable, keys: ThrottleKey[], state: ThrottleState): Promise<void> {
  const clear = keys.map(stored).filter((k) => state.failing.includes(k));
  if (clear.length > 0) await db.query('delete from sign_in_throttle where key = any($1::text[])', [clear]);
}

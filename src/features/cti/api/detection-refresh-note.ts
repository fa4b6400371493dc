// When a file's verdict was last refreshed, and whether it still is (spec section 4: detection
// refresh is once a day for hashes under 1 year old; older hashes keep their last result).

export interface RefreshNote {
  /** Refreshed once a day (under a year old) or no longer (its verdict stays as of `last`). */
  kind: 'daily' | 'stopped';
  /** The last lookup; null before the first. */
  last: string | null;
}

/** Whether a hash first seen at `firstSeen` is under one year old at `now` (the same UTC date a year on). */
export function isRefreshedDaily(firstSeen: string, now: number): boolean {
  const end = new Date(firstSeen);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return now < end.getTime();
}

export function refreshNote(
  file: { firstSeen: string; lastDetectionRefresh: string | null },
  now: number,
): RefreshNote {
  return {
    kind: isRefreshedDaily(file.firstSeen, now) ? 'daily' : 'stopped',
    last: file.lastDetectionRefresh,
  };
}

// A lazy chunk's load gets a deadline (spec section 9: "asset chunk load timeout 120 seconds"):
// past it, the load counts as failed even if the browser is still waiting for the file. The
// deadline is a moment compared with the clock, not a count of timer ticks: a timer that fires
// early (or late, in a throttled background tab or after a laptop slept) only makes the check.

/** Spec section 9: the asset chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that failed to load, or did not load before its deadline. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export interface DeadlineClock {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const realClock: DeadlineClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** Whether the deadline has passed at `now`. */
export const isPastDeadline = (now: number, deadline: number): boolean => now >= deadline;

/**
 * `load()` as it settles, or a ChunkLoadError (timedOut) once the clock reaches the deadline
 * set when it started. A failure of `load()` itself rejects as it is.
 */
export function withLoadDeadline<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  clock: DeadlineClock = realClock,
): Promise<T> {
  const deadline = clock.now() + timeoutMs;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let timer: unknown;
    const check = () => {
      if (settled) return;
      const now = clock.now();
      if (!isPastDeadline(now, deadline)) {
        timer = clock.setTimer(check, deadline - now);
        return;
      }
      settled = true;
      reject(new ChunkLoadError(`A chunk did not load within ${timeoutMs / 1000} s`, true));
    };
    timer = clock.setTimer(check, timeoutMs);
    load().then(
      (value) => {
        if (settled) return;
        settled = true;
        clock.clearTimer(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clock.clearTimer(timer);
        reject(error);
      },
    );
  });
}

// What browsers say when a dynamic import fails (Chromium, Firefox, Safari).
const IMPORT_FAILURE = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether `error` is a lazy chunk that failed to load or timed out. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && IMPORT_FAILURE.some((pattern) => pattern.test(error.message));
}

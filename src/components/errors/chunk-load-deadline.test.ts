import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  withLoadDeadline,
  type DeadlineClock,
} from './chunk-load-deadline';

// A clock whose time moves only when the test says, and whose timers run only when fired.
function fakeClock(start = 1_000_000) {
  let now = start;
  const timers = new Map<number, () => void>();
  let next = 1;
  const clock: DeadlineClock = {
    now: () => now,
    setTimer: (run) => {
      const id = next++;
      timers.set(id, run);
      return id;
    },
    clearTimer: (id) => void timers.delete(id as number),
  };
  return {
    clock,
    advanceTo: (ms: number) => {
      now = start + ms;
    },
    /** Fires every pending timer once, whatever its delay (as a throttled or woken tab might). */
    fireTimers: () => {
      const due = [...timers.values()];
      timers.clear();
      for (const run of due) run();
    },
    pending: () => timers.size,
  };
}

const never = () => new Promise<never>(() => {});
const settledState = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    (error: unknown) =>
      (state = error instanceof ChunkLoadError && error.timedOut ? 'timed out' : 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('a chunk load with a deadline', () => {
  it('is the spec’s 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('times out once the clock reaches the deadline, not when a timer fires early', async () => {
    const { clock, advanceTo, fireTimers } = fakeClock();
    const load = withLoadDeadline(never, CHUNK_LOAD_TIMEOUT_MS, clock);
    // A timer that fires before the deadline (ticks do not count) changes nothing.
    advanceTo(119_999);
    fireTimers();
    expect(await settledState(load)).toBe('pending');
    advanceTo(120_000);
    fireTimers();
    expect(await settledState(load)).toBe('timed out');
  });

  it('times out at the first check after a long sleep', async () => {
    const { clock, advanceTo, fireTimers } = fakeClock();
    const load = withLoadDeadline(never, CHUNK_LOAD_TIMEOUT_MS, clock);
    advanceTo(3_600_000);
    fireTimers();
    expect(await settledState(load)).toBe('timed out');
  });

  it('gives the chunk when it loads in time, and stops its timer', async () => {
    const { clock, pending } = fakeClock();
    const load = withLoadDeadline(() => Promise.resolve('module'), CHUNK_LOAD_TIMEOUT_MS, clock);
    await expect(load).resolves.toBe('module');
    expect(pending()).toBe(0);
  });

  it('passes a failed load on as it is', async () => {
    const { clock } = fakeClock();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withLoadDeadline(() => Promise.reject(failure), 1000, clock)).rejects.toBe(failure);
  });

  it('knows a chunk failure from other errors', () => {
    expect(isChunkLoadError(new ChunkLoadError('late', true))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

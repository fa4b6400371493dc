import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleTimer,
  IDLE_TIMEOUT_MS,
  listenForActivity,
  listenForWake,
  WARNING_COUNTDOWN_SECONDS,
  type IdleTimer,
} from './idle-timer';
import { createMemoryChannelHub } from './session-channel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function startedTimer(
  options: { channel?: ReturnType<ReturnType<typeof createMemoryChannelHub>['connect']> } = {},
) {
  const onTimeout = vi.fn();
  const timer = createIdleTimer({ onTimeout, ...options });
  timer.start();
  return { timer, onTimeout };
}

const phase = (timer: IdleTimer) => timer.getState().phase;

describe('the idle timer', () => {
  it('uses the spec constants: 1,800,000 ms and a 30-second countdown', () => {
    expect(IDLE_TIMEOUT_MS).toBe(1_800_000);
    expect(WARNING_COUNTDOWN_SECONDS).toBe(30);
  });

  it('warns after 30 minutes without activity, not before', () => {
    const { timer } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(phase(timer)).toBe('active');
    vi.advanceTimersByTime(1);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 30 });
  });

  it('counts down each second and logs out at zero', () => {
    const { timer, onTimeout } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    vi.advanceTimersByTime(1000);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 29 });
    vi.advanceTimersByTime(28_000);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(phase(timer)).toBe('timedOut');
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts over on activity', () => {
    const { timer } = startedTimer();
    vi.advanceTimersByTime(20 * 60_000);
    timer.activity();
    vi.advanceTimersByTime(20 * 60_000);
    expect(phase(timer)).toBe('active');
    vi.advanceTimersByTime(10 * 60_000);
    expect(phase(timer)).toBe('warning');
  });

  it('takes an answer once warning: activity alone does not close the warning', () => {
    const { timer, onTimeout } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    timer.activity();
    vi.advanceTimersByTime(30_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('Stay Connected cancels the countdown and gives another 30 minutes', () => {
    const { timer, onTimeout } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 10_000);
    timer.stayConnected();
    expect(phase(timer)).toBe('active');
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(phase(timer)).toBe('active');
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(phase(timer)).toBe('warning');
  });

  it('stops', () => {
    const { timer, onTimeout } = startedTimer();
    timer.stop();
    vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    expect(phase(timer)).toBe('stopped');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('tells the subscribers of each change', () => {
    const { timer } = startedTimer();
    const listener = vi.fn();
    timer.subscribe(listener);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 2000);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

// Background tabs run timers once a minute, a sleeping laptop none: the clock moves, no tick runs.
describe('the idle timer keeps real time', () => {
  /** Moves the clock without running a single timer. */
  const sleep = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('logs out on the next tick when no tick ran for 40 s of the countdown', () => {
    const { timer, onTimeout } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 30 });
    sleep(40_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(phase(timer)).toBe('timedOut');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('logs out at once when the page is shown again past the deadline', () => {
    const { timer, onTimeout } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    sleep(40_000);
    timer.recheck();
    expect(phase(timer)).toBe('timedOut');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('shows the real seconds left after a slow tick, not one less than before', () => {
    const { timer } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    sleep(12_000);
    vi.advanceTimersByTime(1000);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 17 });
  });

  it('the idle deadline too: a tab asleep past idle time and countdown logs out on waking, with no warning', () => {
    const { timer, onTimeout } = startedTimer();
    const seen: string[] = [];
    timer.subscribe(() => seen.push(phase(timer)));
    sleep(IDLE_TIMEOUT_MS + 40_000);
    timer.recheck();
    expect(phase(timer)).toBe('timedOut');
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['timedOut']);
  });

  it('a tab waking within 30 s of the idle deadline warns, with the full countdown from then', () => {
    const { timer, onTimeout } = startedTimer();
    sleep(IDLE_TIMEOUT_MS + 10_000);
    timer.recheck();
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 30 });
    vi.advanceTimersByTime(29_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('the late idle timer itself (a sleeping laptop wakes) logs out at once', () => {
    const { timer, onTimeout } = startedTimer();
    const seen: string[] = [];
    timer.subscribe(() => seen.push(phase(timer)));
    // The idle timeout fires 40 s late: the clock has moved past both deadlines when it runs.
    sleep(40_000);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(seen).toEqual(['timedOut']);
    expect(phase(timer)).toBe('timedOut');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity after the deadline, before the late timer ran, does not revive the session', () => {
    const { timer, onTimeout } = startedTimer();
    sleep(IDLE_TIMEOUT_MS + 40_000);
    timer.activity();
    expect(phase(timer)).toBe('timedOut');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('Stay Connected past the logout deadline comes too late', () => {
    const { timer, onTimeout } = startedTimer();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    sleep(31_000);
    timer.stayConnected();
    expect(phase(timer)).toBe('timedOut');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('waking', () => {
  it('re-checks when the page becomes visible, not when it is hidden', () => {
    const target = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const onWake = vi.fn();
    const stop = listenForWake(target as unknown as Document, onWake);
    target.dispatchEvent(new Event('visibilitychange'));
    expect(onWake).not.toHaveBeenCalled();
    target.visibilityState = 'visible';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(onWake).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('visibilitychange'));
    expect(onWake).toHaveBeenCalledTimes(1);
  });
});

describe('the idle timer across tabs', () => {
  it('keeps another tab alive while this one is in use', () => {
    const hub = createMemoryChannelHub();
    const used = startedTimer({ channel: hub.connect() });
    const idle = startedTimer({ channel: hub.connect() });
    for (let minute = 0; minute < 90; minute += 1) {
      vi.advanceTimersByTime(60_000);
      used.timer.activity();
    }
    expect(phase(idle.timer)).toBe('active');
    expect(idle.onTimeout).not.toHaveBeenCalled();
  });

  it('closes the warning of the other tabs when the user is back in one', () => {
    const hub = createMemoryChannelHub();
    const a = startedTimer({ channel: hub.connect() });
    const b = startedTimer({ channel: hub.connect() });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect([phase(a.timer), phase(b.timer)]).toEqual(['warning', 'warning']);
    a.timer.stayConnected();
    expect([phase(a.timer), phase(b.timer)]).toEqual(['active', 'active']);
    vi.advanceTimersByTime(60_000);
    expect(b.onTimeout).not.toHaveBeenCalled();
  });

  it('tells the other tabs at most every few seconds, not on every mouse move', () => {
    const hub = createMemoryChannelHub();
    const { timer } = startedTimer({ channel: hub.connect() });
    const other = hub.connect();
    const heard = vi.fn();
    other.subscribe(heard);
    for (let i = 0; i < 100; i += 1) {
      timer.activity();
      vi.advanceTimersByTime(10);
    }
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    timer.activity();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('does not keep itself alive with its own messages', () => {
    const hub = createMemoryChannelHub();
    const { timer } = startedTimer({ channel: hub.connect() });
    timer.activity();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(phase(timer)).toBe('warning');
  });
});

describe('activity events', () => {
  it('are mouse, touch, key and scroll, and stop when asked', () => {
    const target = new EventTarget();
    const onActivity = vi.fn();
    const stop = listenForActivity(target as unknown as Window, onActivity);
    for (const type of ['mousemove', 'mousedown', 'touchstart', 'keydown', 'scroll', 'wheel'])
      target.dispatchEvent(new Event(type));
    expect(onActivity).toHaveBeenCalledTimes(6);
    target.dispatchEvent(new Event('focus'));
    expect(onActivity).toHaveBeenCalledTimes(6);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(6);
  });
});

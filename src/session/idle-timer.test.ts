import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleTimer,
  IDLE_TIMEOUT_MS,
  listenForActivity,
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

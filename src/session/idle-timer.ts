// The idle timeout (spec sections 4 and 9): after 1,800,000 ms without activity a warning with a
// 30-second countdown; Stay Connected cancels it; at zero the user is logged out. Activity in
// one tab keeps the others alive (the channel). Time is read from Date.now and setTimeout, so
// fake clocks (vitest's, Playwright's) drive it.
import type { SessionChannel } from './session-channel';

export const IDLE_TIMEOUT_MS = 1_800_000;
export const WARNING_COUNTDOWN_SECONDS = 30;
/** Local activity is told to the other tabs at most this often. */
export const ACTIVITY_BROADCAST_INTERVAL_MS = 5_000;

/** The activity the spec names: mouse, touch, key and scroll. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'touchstart',
  'keydown',
  'scroll',
  'wheel',
] as const;

export type IdleState =
  | { phase: 'active' }
  | { phase: 'warning'; secondsLeft: number }
  | { phase: 'timedOut' }
  | { phase: 'stopped' };

export interface IdleTimerOptions {
  onTimeout: () => void;
  channel?: SessionChannel;
  idleMs?: number;
  countdownSeconds?: number;
}

export interface IdleTimer {
  start(): void;
  stop(): void;
  /** Activity in this tab. While the warning shows it takes an answer: activity alone does not close it. */
  activity(): void;
  /** The warning's Stay Connected. */
  stayConnected(): void;
  getState(): IdleState;
  subscribe(listener: () => void): () => void;
}

export function createIdleTimer({
  onTimeout,
  channel,
  idleMs = IDLE_TIMEOUT_MS,
  countdownSeconds = WARNING_COUNTDOWN_SECONDS,
}: IdleTimerOptions): IdleTimer {
  let state: IdleState = { phase: 'stopped' };
  let lastActivity = 0;
  let lastBroadcast = Number.NEGATIVE_INFINITY;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let countdown: ReturnType<typeof setInterval> | undefined;
  let unsubscribeChannel: (() => void) | undefined;
  const listeners = new Set<() => void>();

  const setState = (next: IdleState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const clearTimers = () => {
    clearTimeout(idleTimer);
    clearInterval(countdown);
    idleTimer = undefined;
    countdown = undefined;
  };

  // One timeout at a time, set for the moment the idle time would be reached; when it fires
  // early (activity meanwhile) it is set again for the rest.
  const scheduleCheck = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(check, Math.max(0, lastActivity + idleMs - Date.now()));
  };

  const check = () => {
    if (state.phase !== 'active') return;
    if (Date.now() - lastActivity < idleMs) scheduleCheck();
    else warn();
  };

  const warn = () => {
    setState({ phase: 'warning', secondsLeft: countdownSeconds });
    countdown = setInterval(() => {
      if (state.phase !== 'warning') return;
      const secondsLeft = state.secondsLeft - 1;
      if (secondsLeft > 0) {
        setState({ phase: 'warning', secondsLeft });
        return;
      }
      clearTimers();
      setState({ phase: 'timedOut' });
      onTimeout();
    }, 1000);
  };

  const resume = () => {
    clearTimers();
    lastActivity = Date.now();
    if (state.phase !== 'active') setState({ phase: 'active' });
    scheduleCheck();
  };

  const broadcast = (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastBroadcast < ACTIVITY_BROADCAST_INTERVAL_MS) return;
    lastBroadcast = now;
    channel?.post({ type: 'activity', at: now });
  };

  return {
    start() {
      if (state.phase !== 'stopped') return;
      unsubscribeChannel = channel?.subscribe((message) => {
        // Another tab is in use: the session is alive, here too (also while warning).
        if (message.type === 'activity' && (state.phase === 'active' || state.phase === 'warning')) resume();
      });
      setState({ phase: 'active' });
      resume();
    },
    stop() {
      clearTimers();
      unsubscribeChannel?.();
      unsubscribeChannel = undefined;
      setState({ phase: 'stopped' });
    },
    activity() {
      if (state.phase !== 'active') return;
      lastActivity = Date.now();
      broadcast(false);
    },
    stayConnected() {
      if (state.phase !== 'warning') return;
      resume();
      broadcast(true);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Feeds the timer with the page's activity events; returns the function that stops it. */
export function listenForActivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  onActivity: () => void,
) {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
  };
}

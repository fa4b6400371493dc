// The idle timeout (spec sections 4 and 9): after 1,800,000 ms without activity a warning with a
// 30-second countdown; Stay Connected cancels it; at zero the user is logged out. Activity in
// one tab keeps the others alive (the channel). Both limits are deadlines read from Date.now
// (the warning at last activity + idle time, the logout 30 s after the warning opened), never
// counts of ticks: browsers run a hidden tab's timers once a minute and a sleeping laptop runs
// none, so a tick or a return to the page (`recheck`, on visibilitychange) that finds a deadline
// passed acts at once. Fake clocks (vitest's, Playwright's) drive it.
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
  /** The warning's Stay Connected (too late once the logout deadline has passed). */
  stayConnected(): void;
  /** Compares the clock with the deadlines now: for a page shown again after its timers slept. */
  recheck(): void;
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

  // The warning is due at the idle deadline and logs out 30 seconds after it opened. A tab whose
  // timers slept through the whole countdown (past idle deadline + 30 s) logs out without one.
  const countdownMs = countdownSeconds * 1000;
  let countdownDeadline = 0;
  const warningDeadline = () => lastActivity + idleMs;

  const timeOut = () => {
    clearTimers();
    setState({ phase: 'timedOut' });
    onTimeout();
  };

  // One timeout at a time, set for the idle deadline; when it fires early (activity meanwhile)
  // it is set again for the rest.
  const scheduleCheck = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(check, Math.max(0, warningDeadline() - Date.now()));
  };

  /** Compares the clock with the deadlines and moves to the phase they give. */
  const check = () => {
    const now = Date.now();
    if (state.phase === 'active') {
      if (now < warningDeadline()) scheduleCheck();
      else if (now >= warningDeadline() + countdownMs) timeOut();
      else warn(now);
    } else if (state.phase === 'warning') {
      const secondsLeft = Math.ceil((countdownDeadline - now) / 1000);
      if (secondsLeft <= 0) timeOut();
      else if (secondsLeft !== state.secondsLeft) setState({ phase: 'warning', secondsLeft });
    }
  };

  const warn = (now: number) => {
    clearTimeout(idleTimer);
    countdownDeadline = now + countdownMs;
    setState({ phase: 'warning', secondsLeft: countdownSeconds });
    // Ticks only refresh the figure on screen; the deadline decides.
    countdown = setInterval(check, 1000);
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
      // Activity after the deadline, before a late timer fired, comes too late to count.
      if (Date.now() >= warningDeadline()) return check();
      lastActivity = Date.now();
      broadcast(false);
    },
    stayConnected() {
      if (state.phase !== 'warning') return;
      if (Date.now() >= countdownDeadline) return timeOut();
      resume();
      broadcast(true);
    },
    recheck: check,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Re-checks the deadlines when the page is shown again (timers may not have run while hidden). */
export function listenForWake(
  target: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
  onWake: () => void,
) {
  const onVisibility = () => {
    if (target.visibilityState === 'visible') onWake();
  };
  target.addEventListener('visibilitychange', onVisibility);
  return () => target.removeEventListener('visibilitychange', onVisibility);
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

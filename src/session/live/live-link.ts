// One live stream per browser session: the tabs elect one leader with a Web Lock (held while the
// tab lives, handed to a waiting tab when it closes or logs out), the leader holds the stream and
// relays each change on the session channel, every tab applies each change once (by id). A tab
// that becomes leader resumes after the last change it applied, so nothing is lost in the
// handover. The stream's end as `ended` (logout, expiry, password change) stops the retries, so
// does a logout message from another tab; a failure retries at a back-off deadline.
import type { LiveChange, SessionChannel } from '../session-channel';
import { createBackoff } from './backoff';
import type { OpenStream } from './open-live-stream';

export const LIVE_LOCK_NAME = 'endpoint-console-live-stream';

/** Waits for the lock; resolves with its release. Rejects when `signal` aborts first. */
export type AcquireLock = (name: string, signal: AbortSignal) => Promise<() => void>;

export interface LiveLinkDeps {
  channel: SessionChannel;
  acquire: AcquireLock;
  open: OpenStream;
  /** Called once per change, in id order as received. */
  apply: (change: LiveChange) => void;
  now?: () => number;
  /** Runs `run` at `deadline` (a Date.now() time); returns its cancel. */
  at?: (deadline: number, run: () => void) => () => void;
}

export type LiveRole = 'waiting' | 'leader' | 'stopped';

export interface LiveLink {
  role(): LiveRole;
  stop(): void;
}

const timerAt = (deadline: number, run: () => void) => {
  const timer = setTimeout(run, Math.max(0, deadline - Date.now()));
  return () => clearTimeout(timer);
};

export function startLiveLink(deps: LiveLinkDeps): LiveLink {
  const now = deps.now ?? Date.now;
  const at = deps.at ?? timerAt;
  const backoff = createBackoff();
  const waiting = new AbortController();
  let role: LiveRole = 'waiting';
  let lastId = 0;
  let release: (() => void) | null = null;
  let closeStream: (() => void) | null = null;
  let cancelRetry: (() => void) | null = null;

  const take = (change: LiveChange) => {
    if (change.id <= lastId) return false;
    lastId = change.id;
    deps.apply(change);
    return true;
  };

  const connect = () => {
    if (role !== 'leader') return;
    const openedAt = now();
    let carried = false;
    closeStream = deps.open(lastId > 0 ? String(lastId) : null, {
      change(change) {
        if (!take(change)) return;
        carried = true;
        deps.channel.post({ type: 'live', change });
      },
      end(how) {
        closeStream = null;
        if (how === 'ended') return stop();
        const deadline = backoff.failed(now(), openedAt, carried);
        cancelRetry = at(deadline, () => {
          cancelRetry = null;
          connect();
        });
      },
    });
  };

  const stop = () => {
    if (role === 'stopped') return;
    role = 'stopped';
    unsubscribe();
    waiting.abort();
    cancelRetry?.();
    closeStream?.();
    release?.();
    release = null;
  };

  const unsubscribe = deps.channel.subscribe((message) => {
    if (message.type === 'live') take(message.change);
    else if (message.type === 'logout') stop();
  });

  deps.acquire(LIVE_LOCK_NAME, waiting.signal).then(
    (releaseLock) => {
      if (role === 'stopped') return releaseLock();
      release = releaseLock;
      role = 'leader';
      connect();
    },
    () => undefined,
  );

  return { role: () => role, stop };
}

/** The browser's Web Locks; without them every tab leads (each its own stream, still correct). */
export const acquireWebLock: AcquireLock = (name, signal) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(() => undefined);
  return new Promise((resolve, reject) => {
    locks
      .request(name, { signal }, () => new Promise<void>((released) => resolve(() => released())))
      .catch(reject);
  });
};

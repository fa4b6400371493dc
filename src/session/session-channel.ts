// Messages between the console's tabs: activity (keeps the other tabs' idle timers alive),
// logout (logging out in one tab logs out every tab) and live (a change of the live stream, which
// one tab holds and relays: src/session/live/). BroadcastChannel where the browser has it;
// otherwise the storage event of a throwaway localStorage key.
import type { ApiSchema } from '../api/contract-types';

export type LiveChange = ApiSchema<'LiveChange'>;

export type SessionMessage =
  | { type: 'activity'; at: number }
  | { type: 'logout'; sid: string | null }
  | { type: 'live'; change: LiveChange };

export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Messages of the other tabs (never this tab's own). */
  subscribe(listener: (message: SessionMessage) => void): () => void;
}

const CHANNEL_NAME = 'endpoint-console-session';
const STORAGE_KEY = 'endpoint-console-session-message';

/** The shape the console relies on (the server's change, relayed by another tab of this origin). */
export function isLiveChange(value: unknown): value is LiveChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return Number.isSafeInteger(change.id) && typeof change.kind === 'string' && typeof change.at === 'string';
}

function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.type === 'activity' && typeof message.at === 'number') ||
    (message.type === 'logout' && (typeof message.sid === 'string' || message.sid === null)) ||
    (message.type === 'live' && isLiveChange(message.change))
  );
}

function broadcastChannel(): SessionChannel {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const listeners = new Set<(message: SessionMessage) => void>();
  channel.addEventListener('message', (event: MessageEvent) => {
    if (isSessionMessage(event.data)) for (const listener of [...listeners]) listener(event.data);
  });
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function storageChannel(): SessionChannel {
  return {
    post(message) {
      try {
        // A fresh value each time, so that the same message twice still fires the event.
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() }));
        localStorage.removeItem(STORAGE_KEY);
      } catch {
        // No storage: this tab cannot tell the others.
      }
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY || !event.newValue) return;
        try {
          const parsed: unknown = JSON.parse(event.newValue);
          if (isSessionMessage(parsed)) listener(parsed);
        } catch {
          // Not ours.
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

function isolatedChannel(): SessionChannel {
  return { post: () => undefined, subscribe: () => () => undefined };
}

export function createSessionChannel(): SessionChannel {
  if (typeof BroadcastChannel === 'function') return broadcastChannel();
  if (typeof window !== 'undefined') return storageChannel();
  return isolatedChannel();
}

let shared: SessionChannel | null = null;

/** The console's one channel (made on first use, so importing this module opens nothing). */
export function sessionChannel(): SessionChannel {
  shared ??= createSessionChannel();
  return shared;
}

/**
 * Channels that reach each other synchronously, as tabs would: for tests of cross-tab rules.
 * Each `connect()` is one tab.
 */
export function createMemoryChannelHub(): { connect(): SessionChannel } {
  const tabs = new Set<Set<(message: SessionMessage) => void>>();
  return {
    connect() {
      const listeners = new Set<(message: SessionMessage) => void>();
      tabs.add(listeners);
      return {
        post(message) {
          for (const other of tabs) {
            if (other !== listeners) for (const listener of [...other]) listener(message);
          }
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
    },
  };
}

// The signed-in session, held where non-React code can read it synchronously: the api client
// (sid and email for the error catalogue and the remote log, the PartnerId claim for the scope
// headers) and the error handler. ensureSession fills it before each authenticated page.
import { useSyncExternalStore } from 'react';
import type { RoleName } from '../domain/roles';
import type { SessionFacts } from '../api/client';
import type { ScopeSelection } from '../domain/scope-selection';
import { resolveRole } from './role-resolution';
import type { Session } from './session';
import { EMPTY_STORED_SELECTION, storedSelection, type StoredSelectionStore } from './stored-selection';

export interface SessionStore {
  get(): Session | null;
  set(session: Session | null): void;
  subscribe(listener: () => void): () => void;
  /** What the api client's getSession reads. */
  facts(): SessionFacts;
}

export function createSessionStore(): SessionStore {
  let current: Session | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(session) {
      if (session === current) return;
      current = session;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    facts: () => ({ sid: current?.sid ?? null, email: current?.email ?? null }),
  };
}

/** The console's one session store. */
export const sessionStore: SessionStore = createSessionStore();

let neutralScopeDepth = 0;

/**
 * Runs `work` with no scope headers but the session's own (realRole and the PartnerId claim):
 * the start lookups must not be refused because of a stale stored selection they are about to
 * check. Nothing else runs meanwhile: the first page waits for ensureSession.
 */
export async function withNeutralScope<T>(work: () => Promise<T>): Promise<T> {
  neutralScopeDepth += 1;
  try {
    return await work();
  } finally {
    neutralScopeDepth -= 1;
  }
}

/** The stored selection plus the session's PartnerId claim: what the scope headers are made of. */
export function currentScopeSelection(
  sessions: SessionStore = sessionStore,
  stored: StoredSelectionStore = storedSelection,
): ScopeSelection {
  const session = sessions.get();
  const partnerIdClaim = session?.partnerId ?? null;
  if (neutralScopeDepth > 0) {
    return { ...EMPTY_STORED_SELECTION, realRole: session?.realRole ?? null, partnerIdClaim };
  }
  return { ...stored.get(), partnerIdClaim };
}

export interface SessionView {
  session: Session | null;
  /** The role the console acts in (follows the stored selectedRole as it changes). */
  role: RoleName | null;
  realRole: RoleName | null;
  sid: string | null;
  email: string | null;
  name: string | null;
}

export function sessionView(session: Session | null, selectedRole: RoleName | null): SessionView {
  return {
    session,
    role: resolveRole(session?.realRole ?? null, selectedRole),
    realRole: session?.realRole ?? null,
    sid: session?.sid ?? null,
    email: session?.email ?? null,
    name: session?.name ?? null,
  };
}

export function useSession(
  sessions: SessionStore = sessionStore,
  stored: StoredSelectionStore = storedSelection,
): SessionView {
  const session = useSyncExternalStore(sessions.subscribe, sessions.get, sessions.get);
  const selection = useSyncExternalStore(stored.subscribe, stored.get, stored.get);
  return sessionView(session, selection.selectedRole);
}

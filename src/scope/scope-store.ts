// The scope the console works in: the stored selection plus the session's PartnerId claim. Its
// getSelection is the api client's, so every request carries the headers of the latest choice.
import { useSyncExternalStore } from 'react';
import type { RoleName } from '../domain/roles';
import type { ScopeSelection } from '../domain/scope-selection';
import { resolveRole } from '../session/role-resolution';
import { currentScopeSelection, sessionStore } from '../session/session-store';
import { storedSelection, type StoredSelectionStore } from '../session/stored-selection';
import { globalSelection, selectionForChoice, type ScopeChoice } from './scope-choice';

export interface ScopeStore {
  /** For the api client: what the scope headers of the next request are made of. */
  getSelection(): ScopeSelection;
  /** Stores the choice of a node (its level's role, its path, the header flags). */
  select(choice: ScopeChoice): void;
  /** The Global choice: company, site, group and partner cleared. */
  selectGlobal(): void;
}

export function createScopeStore(stored: StoredSelectionStore = storedSelection): ScopeStore {
  return {
    getSelection: () => currentScopeSelection(sessionStore, stored),
    select: (choice) => stored.update(selectionForChoice(choice, stored.get())),
    selectGlobal: () => stored.update(globalSelection(stored.get())),
  };
}

export const scopeStore: ScopeStore = createScopeStore();

export interface ScopeView {
  selection: ScopeSelection;
  /** The role the console acts in: the stored selectedRole, else the session's claim. */
  role: RoleName | null;
  realRole: RoleName | null;
  select: ScopeStore['select'];
  selectGlobal: ScopeStore['selectGlobal'];
}

export function useScope(): ScopeView {
  const stored = useSyncExternalStore(storedSelection.subscribe, storedSelection.get, storedSelection.get);
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const realRole = session?.realRole ?? stored.realRole;
  return {
    selection: { ...stored, partnerIdClaim: session?.partnerId ?? null },
    role: resolveRole(realRole, stored.selectedRole),
    realRole,
    select: scopeStore.select,
    selectGlobal: scopeStore.selectGlobal,
  };
}

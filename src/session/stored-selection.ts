// The scope selections stored locally (spec section 3: partner, company, site, group,
// selectedRole, realRole, withoutGroupHeader, withoutSiteHeader), in ONE place. Every read of
// the stored scope goes through this store: the api client's getSelection (through
// src/scope/scope-store), role resolution, the scope dialog. Language and sidebar state are
// stored by their own modules.
import { ROLES, type RoleName } from '../domain/roles';
import { EMPTY_SCOPE_SELECTION, type ScopeEntity, type ScopeSelection } from '../domain/scope-selection';
import { browserLocalStorage } from './memory-storage';

/** The localStorage keys, named as the spec names the stored values. */
export const STORED_SELECTION_KEYS = {
  partner: 'partner',
  company: 'company',
  site: 'site',
  group: 'group',
  selectedRole: 'selectedRole',
  realRole: 'realRole',
  withoutGroupHeader: 'withoutGroupHeader',
  withoutSiteHeader: 'withoutSiteHeader',
} as const;

/** What is stored: the scope selection without the session's claim (which is not stored). */
export type StoredSelection = Omit<ScopeSelection, 'partnerIdClaim'>;

const { partnerIdClaim: _claim, ...emptyStored } = EMPTY_SCOPE_SELECTION;
export const EMPTY_STORED_SELECTION: StoredSelection = emptyStored;

const ENTITY_FIELDS = ['partner', 'company', 'site', 'group'] as const;
const ROLE_FIELDS = ['selectedRole', 'realRole'] as const;
const FLAG_FIELDS = ['withoutGroupHeader', 'withoutSiteHeader'] as const;
const OWN_KEYS: ReadonlySet<string> = new Set(Object.values(STORED_SELECTION_KEYS));

export interface StoredSelectionStore {
  /** The stored selection; the same object until something changes (for useSyncExternalStore). */
  get(): StoredSelection;
  /** Writes the given fields (null removes an entity or a role). */
  update(patch: Partial<StoredSelection>): void;
  /** Removes every stored scope value. */
  clear(): void;
  /** Called after each change, in this tab or (through the storage event) in another. */
  subscribe(listener: () => void): () => void;
}

export function parseRole(value: string | null): RoleName | null {
  return value !== null && (ROLES as readonly string[]).includes(value) ? (value as RoleName) : null;
}

/** A stored entity, or null when the value is missing or is not an entity with a guid. */
export function parseEntity(value: string | null): ScopeEntity | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { guid, id, name, mainId } = parsed as Record<string, unknown>;
    if (typeof guid !== 'string' || guid === '') return null;
    return {
      guid,
      ...(typeof id === 'number' ? { id } : {}),
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof mainId === 'number' || mainId === null ? { mainId } : {}),
    };
  } catch {
    return null;
  }
}

export function readStoredSelection(storage: Storage): StoredSelection {
  const read = (key: string) => storage.getItem(key);
  const selection = { ...EMPTY_STORED_SELECTION };
  for (const field of ENTITY_FIELDS) selection[field] = parseEntity(read(STORED_SELECTION_KEYS[field]));
  for (const field of ROLE_FIELDS) selection[field] = parseRole(read(STORED_SELECTION_KEYS[field]));
  for (const field of FLAG_FIELDS) selection[field] = read(STORED_SELECTION_KEYS[field]) === 'true';
  return selection;
}

export function writeStoredSelection(storage: Storage, patch: Partial<StoredSelection>): void {
  const put = (key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);
  for (const field of ENTITY_FIELDS) {
    if (field in patch) {
      const entity = patch[field];
      put(STORED_SELECTION_KEYS[field], entity ? JSON.stringify(entity) : null);
    }
  }
  for (const field of ROLE_FIELDS) {
    if (field in patch) put(STORED_SELECTION_KEYS[field], patch[field] ?? null);
  }
  for (const field of FLAG_FIELDS) {
    if (field in patch) put(STORED_SELECTION_KEYS[field], patch[field] ? 'true' : 'false');
  }
}

export function createStoredSelectionStore(
  storage: Storage = browserLocalStorage(),
  windowTarget: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window,
): StoredSelectionStore {
  let snapshot: StoredSelection | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    snapshot = null;
    for (const listener of [...listeners]) listener();
  };

  // Another tab changed the stored scope (or cleared the storage: key null).
  windowTarget?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === null || OWN_KEYS.has(event.key)) changed();
  });

  return {
    get() {
      snapshot ??= readStoredSelection(storage);
      return snapshot;
    },
    update(patch) {
      writeStoredSelection(storage, patch);
      changed();
    },
    clear() {
      for (const key of OWN_KEYS) storage.removeItem(key);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The console's one store of the stored selections (localStorage). */
export const storedSelection: StoredSelectionStore = createStoredSelectionStore();

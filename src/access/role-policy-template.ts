// The role-policy template the user is working on (spec section 2: some policy entries appear
// only when a role-policy template is selected, some need a type other than 2). The spec does
// not say where it is stored: decided here, per tab (sessionStorage), set by the role-policy
// pages from their `templateId` and `templateType` search parameters.
import { useSyncExternalStore } from 'react';
import type { RolePolicyTemplate } from './access-facts';

const STORAGE_KEY = 'rolePolicyTemplate';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function parseTemplate(value: unknown): RolePolicyTemplate | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, type } = value as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return null;
  const typeNumber = typeof type === 'number' ? type : Number(type);
  if (!Number.isInteger(typeNumber)) return null;
  return { id: String(id), type: typeNumber };
}

function read(): RolePolicyTemplate | null {
  try {
    return parseTemplate(JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

let current: RolePolicyTemplate | null = read();
const listeners = new Set<() => void>();

export const rolePolicyTemplateStore = {
  get: (): RolePolicyTemplate | null => current,
  set(template: RolePolicyTemplate | null): void {
    if (template?.id === current?.id && template?.type === current?.type) return;
    current = template;
    if (template) storage()?.setItem(STORAGE_KEY, JSON.stringify(template));
    else storage()?.removeItem(STORAGE_KEY);
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The template named by a page's search parameters, if any. */
export function templateFromSearch(search: Record<string, unknown>): RolePolicyTemplate | null {
  return parseTemplate({ id: search.templateId, type: search.templateType });
}

export function useRolePolicyTemplate(): RolePolicyTemplate | null {
  return useSyncExternalStore(
    rolePolicyTemplateStore.subscribe,
    rolePolicyTemplateStore.get,
    rolePolicyTemplateStore.get,
  );
}

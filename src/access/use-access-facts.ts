// The access facts of the moment: in React (sidebar, <Can>, pages) and for the route guards.
import { useMemo } from 'react';
import type { RoleName } from '../domain/roles';
import type { ScopeSelection } from '../domain/scope-selection';
import { scopeStore, useScope } from '../scope/scope-store';
import type { AccessFacts } from './access-facts';
import { rolePolicyTemplateStore, useRolePolicyTemplate } from './role-policy-template';

export function accessFactsOf(
  role: RoleName | null,
  selection: Pick<ScopeSelection, 'group' | 'site'>,
  template = rolePolicyTemplateStore.get(),
): AccessFacts {
  return {
    role,
    groupMainId: selection.group?.mainId ?? null,
    siteMainId: selection.site?.mainId ?? null,
    rolePolicyTemplate: template,
  };
}

/** For a guard: the role of the checked session and the stored selection as it is now. */
export function currentAccessFacts(role: RoleName | null): AccessFacts {
  return accessFactsOf(role, scopeStore.getSelection());
}

export function useAccessFacts(): AccessFacts {
  const { role, selection } = useScope();
  const template = useRolePolicyTemplate();
  const groupMainId = selection.group?.mainId ?? null;
  const siteMainId = selection.site?.mainId ?? null;
  return useMemo(
    () => ({ role, groupMainId, siteMainId, rolePolicyTemplate: template }),
    [role, groupMainId, siteMainId, template],
  );
}

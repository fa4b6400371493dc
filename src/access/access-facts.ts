// What access decisions depend on besides the route itself: the role the console acts in, and
// the conditions of spec sections 2 and 6 (an agms group with a main id selected, a site with a
// main id, a role-policy template and its type). Pure data, so every rule is testable in node.
import type { RoleName } from '../domain/roles';

export interface RolePolicyTemplate {
  id: string;
  /** The template's type; type 2 templates have no role-level event rules (spec section 2). */
  type: number;
}

export interface AccessFacts {
  /** The effective role (selectedRole over the claim); null before the session is known. */
  role: RoleName | null;
  /** The selected group's main id: set only for an agms group (spec section 3). */
  groupMainId: number | null;
  /** The selected site's main id. */
  siteMainId: number | null;
  rolePolicyTemplate: RolePolicyTemplate | null;
}

export const NO_ACCESS_FACTS: AccessFacts = {
  role: null,
  groupMainId: null,
  siteMainId: null,
  rolePolicyTemplate: null,
};

/**
 * Conditions beyond the role. A route whose condition is unmet still opens (its page says what
 * to select); a menu entry or an element whose condition is unmet is removed.
 */
export type AccessCondition =
  /** An agms group with a main id is selected. */
  | 'agmsGroupWithMainId'
  /** A site with a main id is selected. */
  | 'siteWithMainId'
  /** A role-policy template is selected. */
  | 'rolePolicyTemplate'
  /** A role-policy template of a type other than 2 is selected. */
  | 'rolePolicyTemplateNotType2';

export const ACCESS_CONDITIONS: readonly AccessCondition[] = [
  'agmsGroupWithMainId',
  'siteWithMainId',
  'rolePolicyTemplate',
  'rolePolicyTemplateNotType2',
];

export function conditionMet(condition: AccessCondition, facts: AccessFacts): boolean {
  switch (condition) {
    case 'agmsGroupWithMainId':
      return facts.groupMainId !== null;
    case 'siteWithMainId':
      return facts.siteMainId !== null;
    case 'rolePolicyTemplate':
      return facts.rolePolicyTemplate !== null;
    case 'rolePolicyTemplateNotType2':
      return facts.rolePolicyTemplate !== null && facts.rolePolicyTemplate.type !== 2;
  }
}

export function unmetConditions(
  conditions: readonly AccessCondition[] | undefined,
  facts: AccessFacts,
): AccessCondition[] {
  return (conditions ?? []).filter((condition) => !conditionMet(condition, facts));
}

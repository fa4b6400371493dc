// The companies a user may choose on the company selection page, and what a choice stores, as
// pure functions. Company-level users choose among the companies of their claims (in that
// order); Partner and Global admins among the companies of their scope tree.
import { SCOPE_DEPTH, type RoleName } from '../../../domain/roles';
import type { ScopeChoice } from '../../../scope/scope-choice';
import { selectionForChoice } from '../../../scope/scope-choice';
import { canActAs } from '../../../session/role-resolution';
import { flattenScopeTree, type ScopeTreeNode } from '../../../session/scope-tree';
import type { ClaimsInformation } from '../../../session/start-scope';
import type { StoredSelection } from '../../../session/stored-selection';

export interface CompanyChoice extends ScopeChoice {
  /** The partner above it, when the tree shows one (Partner and Global admins). */
  partnerName: string | null;
}

const sameGuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the role works at company level or below (its companies come from its claims). */
export const isCompanyLevel = (role: RoleName): boolean => SCOPE_DEPTH[role] >= SCOPE_DEPTH.CompanyAdmin;

export function companyChoices(
  realRole: RoleName,
  tree: readonly ScopeTreeNode[],
  claims: ClaimsInformation | null,
): CompanyChoice[] {
  const inTree = flattenScopeTree(tree)
    .filter((entry) => entry.node.type === 1)
    .map(({ node, path }) => ({
      node,
      path,
      partnerName: path.find((above) => above.type === 0)?.name ?? null,
    }));
  if (!isCompanyLevel(realRole)) return inTree;
  // A site or group role's tree starts below its companies: those come from the claims alone.
  return (claims?.companies ?? []).map(
    (company) =>
      inTree.find((entry) => sameGuid(entry.node.guid, company.key)) ?? {
        node: { type: 1, guid: company.key, name: company.value, mainId: null, childNodes: [] },
        path: [],
        partnerName: null,
      },
  );
}

/**
 * The stored selection after choosing `choice`: as the scope dialog stores it (the company's
 * path, its level's role, the header flags). A site or group role keeps its own role and has its
 * site or group found again at the next start (the first of its claims).
 */
export function selectionForCompany(choice: ScopeChoice, stored: StoredSelection): StoredSelection {
  const next = selectionForChoice(
    { node: choice.node, path: choice.path.length > 0 ? choice.path : [choice.node] },
    stored,
  );
  const realRole = stored.realRole;
  if (realRole === null || next.selectedRole === null || canActAs(realRole, next.selectedRole)) return next;
  return { ...next, selectedRole: null };
}

/** Names matching a filter (case-insensitive), for long lists. */
export function filterChoices(choices: readonly CompanyChoice[], filter: string): CompanyChoice[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...choices];
  return choices.filter(
    (choice) =>
      choice.node.name.toLowerCase().includes(needle) ||
      (choice.partnerName?.toLowerCase().includes(needle) ?? false),
  );
}

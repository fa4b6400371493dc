// What a choice in the scope dialog stores (spec section 4), as pure functions: the role of the
// node's level, the partner, company, site and group of its path, the two header flags, and the
// legacy session-sync address.
import { legacyDashboardSyncUrl } from '../domain/legacy-pages';
import { SCOPE_DEPTH, type RoleName } from '../domain/roles';
import type { ScopeEntity } from '../domain/scope-selection';
import { roleForNodeType } from '../session/role-resolution';
import { entityOfNode, type ScopeTreeNode } from '../session/scope-tree';
import { EMPTY_STORED_SELECTION, type StoredSelection } from '../session/stored-selection';

/** A node of the tree with its path (root first, the node last). */
export interface ScopeChoice {
  node: ScopeTreeNode;
  path: readonly ScopeTreeNode[];
}

const atType = (path: readonly ScopeTreeNode[], type: ScopeTreeNode['type']): ScopeEntity | null => {
  const node = path.find((n) => n.type === type);
  return node ? entityOfNode(node) : null;
};

/**
 * The stored selection after choosing `choice`. Levels below the node are cleared. Levels above
 * it come from its path; a tree rooted below them (a company admin's starts at the company, a
 * site admin's at the sites) leaves the partner and company as stored, and the site empty for a
 * group whose site the tree does not show (the server takes it from the group).
 *
 * The flags (decided here, the spec names them only): a user who may see the sibling sites or
 * groups of the chosen one gets the pickers' full lists, GetSites without the site header
 * (withoutSiteHeader) and GetGroups without the group header (withoutGroupHeader).
 */
export function selectionForChoice(choice: ScopeChoice, stored: StoredSelection): StoredSelection {
  const { node, path } = choice;
  const realRole = stored.realRole;
  const type = node.type;
  const realLevel = realRole === null ? SCOPE_DEPTH.GroupAdmin : SCOPE_DEPTH[realRole];
  return {
    ...stored,
    partner: atType(path, 0) ?? stored.partner,
    company: type >= 1 ? (atType(path, 1) ?? stored.company) : null,
    site: type >= 2 ? atType(path, 2) : null,
    group: type === 3 ? entityOfNode(node) : null,
    selectedRole: roleForNodeType(type, realRole),
    withoutSiteHeader: type >= 2 && realLevel < SCOPE_DEPTH.SiteAdmin,
    withoutGroupHeader: type === 3 && realLevel < SCOPE_DEPTH.GroupAdmin,
  };
}

/** The Global choice (Global Admin only): company, site, group and partner cleared. */
export function globalSelection(stored: StoredSelection): StoredSelection {
  return { ...EMPTY_STORED_SELECTION, realRole: stored.realRole };
}

/** Whether the Global entry is offered: to the Global Admin only, whatever role they act in. */
export const offersGlobal = (realRole: RoleName | null): boolean => realRole === 'AGMSAdmin';

/**
 * The legacy management server's dashboard for the chosen scope, loaded in a hidden frame so its
 * own session follows the scope (spec section 7): by partnerId for a partner, by companyId (the
 * company's guid) for a company and anything below. The address itself comes from the one table
 * of legacy pages (src/domain/legacy-pages). Null when there is no server or no guid.
 */
export function sessionSyncUrl(
  legacyBaseUrl: string | null | undefined,
  selection: StoredSelection,
  chosenType: ScopeTreeNode['type'],
): string | null {
  if (!legacyBaseUrl) return null;
  const base = legacyBaseUrl.replace(/\/+$/, '');
  if (chosenType === 0 || !selection.company) {
    return selection.partner ? legacyDashboardSyncUrl({ partnerId: selection.partner.guid }, base) : null;
  }
  return legacyDashboardSyncUrl({ companyId: selection.company.guid }, base);
}

// A site or group chosen from the scope dialog's lists (GetSites, GetGroups) as the tree's choice:
// its node and path in the tree when the tree holds it, else a path built from the stored
// selection (the company's site for a group), so the choice stores the same selection either way.
import type { ScopeEntity } from '../domain/scope-selection';
import { findScopeNode, type ScopeTreeNode } from '../session/scope-tree';
import type { ScopeChoice } from './scope-choice';

/** An entry of the sites or groups list: the guid and the name. */
export interface ListedScope {
  guid: string;
  name: string;
}

const nodeOf = (
  type: ScopeTreeNode['type'],
  entity: { guid: string; name?: string; mainId?: number | null },
): ScopeTreeNode => ({
  type,
  guid: entity.guid,
  name: entity.name ?? '',
  mainId: entity.mainId ?? null,
  childNodes: [],
});

export function choiceFromList(
  tree: readonly ScopeTreeNode[],
  entry: ListedScope,
  type: 2 | 3,
  selection: { site: ScopeEntity | null },
): ScopeChoice {
  const found = findScopeNode(tree, entry.guid, type);
  if (found) return found;
  const node = nodeOf(type, entry);
  // A group's site is the selected one: GetGroups lists the groups of the site in the header.
  const above = type === 3 && selection.site ? [nodeOf(2, selection.site)] : [];
  return { node, path: [...above, node] };
}

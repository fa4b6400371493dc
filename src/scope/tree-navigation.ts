// The scope tree's rows, pure: which rows are visible for an expanded set (what a key does on
// them is every tree's: src/lib/tree-keys.ts).
import type { TreeKeyRow } from '../lib/tree-keys';
import type { ScopeTreeNode } from '../session/scope-tree';

export interface TreeRow extends TreeKeyRow {
  key: string;
  node: ScopeTreeNode;
  /** The node's path, root first, the node last. */
  path: readonly ScopeTreeNode[];
  /** 1 for the roots. */
  level: number;
  parentKey: string | null;
  hasChildren: boolean;
}

/** Node guids are unique per table; the type makes the key unique across the tree. */
export const nodeKey = (node: ScopeTreeNode): string => `${node.type}:${node.guid}`;

/** The rows a reader sees: every root, and the children of expanded nodes, in order. */
export function visibleRows(
  nodes: readonly ScopeTreeNode[],
  expanded: ReadonlySet<string>,
  above: readonly ScopeTreeNode[] = [],
): TreeRow[] {
  return nodes.flatMap((node) => {
    const path = [...above, node];
    const parent = above.at(-1);
    const row: TreeRow = {
      key: nodeKey(node),
      node,
      path,
      level: path.length,
      parentKey: parent ? nodeKey(parent) : null,
      hasChildren: node.childNodes.length > 0,
    };
    return expanded.has(row.key) ? [row, ...visibleRows(node.childNodes, expanded, path)] : [row];
  });
}

/** Every node with children: what "expand all" opens (used while filtering). */
export function parentKeys(nodes: readonly ScopeTreeNode[]): string[] {
  return nodes.flatMap((node) =>
    node.childNodes.length > 0 ? [nodeKey(node), ...parentKeys(node.childNodes)] : [],
  );
}

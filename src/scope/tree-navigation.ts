// The scope tree's keyboard model (the WAI-ARIA tree view pattern), pure: which rows are
// visible for an expanded set, and what a key does from the focused row.
import type { ScopeTreeNode } from '../session/scope-tree';

export interface TreeRow {
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

export type TreeKeyAction =
  | { kind: 'focus'; key: string }
  | { kind: 'expand'; key: string }
  | { kind: 'collapse'; key: string }
  | { kind: 'choose'; key: string }
  | { kind: 'none' };

/** What `key` does on the focused row (arrows move, Right/Left open and close, Enter chooses). */
export function treeKeyAction(
  rows: readonly TreeRow[],
  focusedKey: string,
  key: string,
  expanded: ReadonlySet<string>,
): TreeKeyAction {
  const index = rows.findIndex((row) => row.key === focusedKey);
  const row = rows[index];
  if (!row) return rows[0] ? { kind: 'focus', key: rows[0].key } : { kind: 'none' };
  const focus = (target: TreeRow | undefined): TreeKeyAction =>
    target ? { kind: 'focus', key: target.key } : { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (!row.hasChildren) return { kind: 'none' };
      return expanded.has(row.key) ? focus(rows[index + 1]) : { kind: 'expand', key: row.key };
    case 'ArrowLeft':
      if (row.hasChildren && expanded.has(row.key)) return { kind: 'collapse', key: row.key };
      return row.parentKey ? { kind: 'focus', key: row.parentKey } : { kind: 'none' };
    case 'Enter':
      return { kind: 'choose', key: row.key };
    default:
      return { kind: 'none' };
  }
}

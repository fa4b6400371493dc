// The process tree of an event (the contract's ProcessNode: the root is the oldest known
// ancestor), flattened for the WAI-ARIA tree: which process is the event's own, its parent,
// and the visible rows for a set of expanded nodes (deep trees stay cheap: only the visible
// rows are listed, and only those are rendered).
import type { ApiSchema } from '../../../api/contract-types';
import type { TreeKeyRow } from '../../../lib/tree-keys';

export type ProcessNode = ApiSchema<'ProcessNode'>;

/** A visible row; its key is the node's path from the root as indexes ("0", "0.2.1"). */
export interface TreeRow extends TreeKeyRow {
  node: ProcessNode;
  level: number;
  /** Position among its siblings (1-based) and their number, for aria-posinset / aria-setsize. */
  position: number;
  siblings: number;
}

const childId = (id: string, index: number) => `${id}.${index}`;

/**
 * The id of the event's own process: the deepest node running the event's file (by hash, else
 * by path); null when none does.
 */
export function ownProcessId(root: ProcessNode, event: { sha256: string; filePath: string }): string | null {
  let found: { id: string; depth: number } | null = null;
  const stack: Array<{ node: ProcessNode; id: string; depth: number }> = [{ node: root, id: '0', depth: 0 }];
  while (stack.length > 0) {
    const { node, id, depth } = stack.pop()!;
    const runs =
      node.sha256 !== null
        ? node.sha256 === event.sha256
        : node.filePath.toLowerCase() === event.filePath.toLowerCase();
    if (runs && (!found || depth > found.depth)) found = { id, depth };
    node.children.forEach((child, index) =>
      stack.push({ node: child, id: childId(id, index), depth: depth + 1 }),
    );
  }
  return found?.id ?? null;
}

export function nodeAt(root: ProcessNode, id: string): ProcessNode | null {
  let node: ProcessNode | undefined = root;
  for (const index of id.split('.').slice(1)) node = node?.children[Number(index)];
  return node ?? null;
}

/** The parent of the event's own process (the "parent process" column); null when unknown. */
export function parentProcessOf(event: {
  sha256: string;
  filePath: string;
  processTree: ProcessNode | null;
}): ProcessNode | null {
  if (!event.processTree) return null;
  const own = ownProcessId(event.processTree, event);
  if (!own || own === '0') return null;
  return nodeAt(event.processTree, own.slice(0, own.lastIndexOf('.')));
}

/** The ids that start expanded: the path from the root to the event's own process. */
export function initiallyExpanded(ownId: string | null): Set<string> {
  const out = new Set<string>();
  if (!ownId) return new Set(['0']);
  const parts = ownId.split('.');
  for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
  return out;
}

/** The rows shown: each node whose ancestors are all expanded, in document order. */
export function visibleRows(root: ProcessNode, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (
    node: ProcessNode,
    id: string,
    level: number,
    parentId: string | null,
    position: number,
    siblings: number,
  ) => {
    rows.push({
      key: id,
      node,
      level,
      parentKey: parentId,
      hasChildren: node.children.length > 0,
      position,
      siblings,
    });
    if (!expanded.has(id)) return;
    node.children.forEach((child, index) =>
      visit(child, childId(id, index), level + 1, id, index + 1, node.children.length),
    );
  };
  visit(root, '0', 1, null, 1, 1);
  return rows;
}

/** Every node's id (the "expand all" of a tree). */
export function allIds(root: ProcessNode): string[] {
  const ids: string[] = [];
  const stack: Array<{ node: ProcessNode; id: string }> = [{ node: root, id: '0' }];
  while (stack.length > 0) {
    const { node, id } = stack.pop()!;
    ids.push(id);
    node.children.forEach((child, index) => stack.push({ node: child, id: childId(id, index) }));
  }
  return ids;
}

/**
 * The scroll offset at which a list of rows of one height opens with row `index` in the middle
 * of a viewport of `viewport` pixels (0 for the first screenful).
 */
export function centredOffset(index: number, rowHeight: number, viewport: number): number {
  return Math.max(0, Math.round(index * rowHeight + rowHeight / 2 - viewport / 2));
}

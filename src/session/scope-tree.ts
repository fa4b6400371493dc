// The scope tree of GET /restapi/Company/GetScopeTree (spec section 3: nodes of type 0 partner,
// 1 company, 2 site, 3 group, each with guid, name, mainId and child nodes), and the pure
// helpers the start resolution and the scope dialog share.
import type { Queries } from '../api/query-layer';
import type { ScopeEntity } from '../domain/scope-selection';

type ScopeTreeQuery = ReturnType<Queries['Company_GetScopeTree']>;
type ReplyOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
/** The reply of GetScopeTree, as the contract types it. */
export type ScopeTreeReply = ReplyOf<NonNullable<ScopeTreeQuery['queryFn']>>;
export type ScopeTreeNode = ScopeTreeReply['entityData'][number];

/** A node with the nodes above it, root first (the node itself last). */
export interface ScopeTreePathEntry {
  node: ScopeTreeNode;
  path: readonly ScopeTreeNode[];
}

/** Every node of the tree with its path, depth first. */
export function flattenScopeTree(
  nodes: readonly ScopeTreeNode[],
  above: readonly ScopeTreeNode[] = [],
): ScopeTreePathEntry[] {
  return nodes.flatMap((node) => {
    const path = [...above, node];
    return [{ node, path }, ...flattenScopeTree(node.childNodes, path)];
  });
}

/** The node with this guid (and type, when given), with its path; null when the tree has none. */
export function findScopeNode(
  nodes: readonly ScopeTreeNode[],
  guid: string,
  type?: ScopeTreeNode['type'],
): ScopeTreePathEntry | null {
  const wanted = guid.toLowerCase();
  return (
    flattenScopeTree(nodes).find(
      (entry) => entry.node.guid.toLowerCase() === wanted && (type === undefined || entry.node.type === type),
    ) ?? null
  );
}

/** What is stored of a node: guid, id, name and mainId. */
export function entityOfNode(node: ScopeTreeNode): ScopeEntity {
  return {
    guid: node.guid,
    name: node.name,
    ...(node.id !== undefined ? { id: node.id } : {}),
    mainId: node.mainId ?? null,
  };
}

/**
 * The tree narrowed to nodes whose name contains `query` (case-insensitive), keeping the
 * ancestors of every match so its place in the tree stays visible.
 */
export function filterScopeTree(nodes: readonly ScopeTreeNode[], query: string): ScopeTreeNode[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterScopeTree(node.childNodes, query);
    const matches = node.name.toLowerCase().includes(needle);
    return matches || children.length > 0
      ? [{ ...node, childNodes: matches && children.length === 0 ? [] : children }]
      : [];
  });
}

// The shared policy topology (/policy/shared-policy-topology, Policy/GetTopologySubtree): the whole
// scope tree from the top of the session's scope in one request (pages of a keyset cursor past
// SUBTREE_PAGE nodes), and its visible rows, pure: what the tree and the table beside it both show.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import type { TreeKeyRow } from '../../../lib/tree-keys';

export type TopologyNode = ApiSchema<'TopologyNode'>;
export type TopologySubtreeNode = ApiSchema<'TopologySubtreeNode'>;

/** The contract's largest page: the large world's ~5,600 nodes come in one. */
export const SUBTREE_PAGE = 10_000;

/** A page of the whole tree from the top of the session's scope (`after`: null for the first). */
export const subtreeQuery = (queries: Queries, blockId: number | null, after: string | null) =>
  queries.Policy_GetTopologySubtree({
    rootType: null,
    rootGuid: null,
    depth: null,
    blockId,
    after,
    limit: SUBTREE_PAGE,
  });

/** Guids are unique per node type; the global root has none. */
export const topologyKey = (node: Pick<TopologyNode, 'nodeType' | 'guid'>): string =>
  `${node.nodeType}:${node.guid ?? ''}`;

export interface TopologyRow extends TreeKeyRow {
  node: TopologyNode;
  /** 1 for the top nodes. */
  level: number;
  setSize: number;
  posInSet: number;
  /** Opened, its children not loaded yet. */
  loading: boolean;
}

/**
 * The rows a reader sees: the top nodes, and the loaded children of opened nodes, in order. A
 * node already on its own path is not shown again below itself (a reply that repeats its parent
 * would otherwise nest without end).
 */
export function visibleTopologyRows(
  nodes: readonly TopologyNode[],
  children: ReadonlyMap<string, readonly TopologyNode[]>,
  expanded: ReadonlySet<string>,
  above: readonly string[] = [],
): TopologyRow[] {
  const list = nodes.filter((node) => !above.includes(topologyKey(node)));
  return list.flatMap((node, index) => {
    const key = topologyKey(node);
    const open = expanded.has(key) && node.childCount > 0;
    const loaded = children.get(key);
    const row: TopologyRow = {
      key,
      parentKey: above.at(-1) ?? null,
      hasChildren: node.childCount > 0,
      node,
      level: above.length + 1,
      setSize: list.length,
      posInSet: index + 1,
      loading: open && loaded === undefined,
    };
    return open && loaded
      ? [row, ...visibleTopologyRows(loaded, children, expanded, [...above, key])]
      : [row];
  });
}

/** What opens first: the top node when there is one (the global root, a partner, a company). */
export const initiallyExpanded = (top: readonly TopologyNode[]): Set<string> =>
  new Set(top.length === 1 && top[0]!.childCount > 0 ? [topologyKey(top[0]!)] : []);

/** What the page asks first: the tree's first page (all of it below SUBTREE_PAGE nodes). */
export const firstTopologyQueries = (queries: Queries, blockId: number | null) => [
  subtreeQuery(queries, blockId, null),
];

const PARENT_TYPE: Record<TopologyNode['nodeType'], TopologyNode['nodeType'] | null> = {
  global: null,
  partner: 'global',
  company: 'partner',
  site: 'company',
  group: 'site',
};

/**
 * The subtree's flat nodes (tree order, depth 1 the top) as the top nodes and each node's
 * children. Once every page is in (`complete`), a node whose children did not come has none
 * (rather than loading for ever).
 */
export function treeOfSubtree(
  nodes: readonly TopologySubtreeNode[],
  complete: boolean,
): { top: TopologyNode[]; children: Map<string, TopologyNode[]> } {
  const top: TopologyNode[] = [];
  const children = new Map<string, TopologyNode[]>();
  for (const node of nodes) {
    const parentType = PARENT_TYPE[node.nodeType];
    if (node.depth === 1 || !parentType) {
      top.push(node);
      continue;
    }
    const parentKey = topologyKey({ nodeType: parentType, guid: node.parentGuid });
    const siblings = children.get(parentKey);
    if (siblings) siblings.push(node);
    else children.set(parentKey, [node]);
  }
  if (complete)
    for (const node of nodes) if (!children.has(topologyKey(node))) children.set(topologyKey(node), []);
  return { top, children };
}

/** Every node that has children: what "Open every node" opens. */
export const allParents = (nodes: readonly TopologyNode[]): Set<string> =>
  new Set(nodes.filter((node) => node.childCount > 0).map(topologyKey));

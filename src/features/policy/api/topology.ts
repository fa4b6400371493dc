// The shared policy topology (/policy/shared-policy-topology, Policy/GetTopology): the scope tree
// loaded one level at a time (the top of the session's scope first, a node's children when it is
// opened), and its visible rows, pure: what the tree and the table beside it both show.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import type { RoleName } from '../../../domain/roles';
import type { TreeKeyRow } from '../../../lib/tree-keys';

export type TopologyNode = ApiSchema<'TopologyNode'>;

/** The contract's largest page: a level of the tree comes whole (a site's groups, a partner's companies). */
const LEVEL_PAGE_SIZE = 9999;

/** The children of `parent` (null: the top of the session's scope), marked for `blockId` when given. */
export const topologyQuery = (
  queries: Queries,
  parent: Pick<TopologyNode, 'nodeType' | 'guid'> | null,
  blockId: number | null,
) =>
  queries.Policy_GetTopology({
    page: 1,
    pageSize: LEVEL_PAGE_SIZE,
    sortColumn: null,
    sortDir: 'asc',
    search: null,
    parentType: parent?.nodeType ?? null,
    parentGuid: parent?.guid ?? null,
    blockId,
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

/**
 * What the page asks first: the top, and for the Global Admin (whose top is always the global
 * root, opened with the page) the partners too, in the same wave.
 */
export const firstTopologyQueries = (queries: Queries, role: RoleName | null, blockId: number | null) => [
  topologyQuery(queries, null, blockId),
  ...(role === 'AGMSAdmin' ? [topologyQuery(queries, { nodeType: 'global', guid: null }, blockId)] : []),
];

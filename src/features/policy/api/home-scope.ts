// The policy home at a node of the scope tree (`/policy/home?scope=site:<guid>`, the topology's
// links): the scope param, validated (anything else is dropped and the page shows the selected
// scope), and the choice it makes in the scope store, the scope dialog's own (the node's level
// and path from GetScopeTree; a node the tree does not hold changes nothing).
import type { Queries } from '../../../api/query-layer';
import type { QueryClient } from '@tanstack/react-query';
import { findScopeNode } from '../../../session/scope-tree';
import { offersGlobal } from '../../../scope/scope-choice';
import type { ScopeStore } from '../../../scope/scope-store';
import type { TopologyNode } from './topology';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The scope tree's node types (spec section 3). */
const TREE_TYPE = { partner: 0, company: 1, site: 2, group: 3 } as const;
type TreeType = keyof typeof TREE_TYPE;

export type HomeScope = 'global' | `${TreeType}:${string}`;

/** The scope param as the URL gives it: `global` or `<type>:<guid>`; undefined otherwise. */
export function parseHomeScope(value: unknown): HomeScope | undefined {
  if (value === 'global') return 'global';
  if (typeof value !== 'string') return undefined;
  const [type, guid, ...rest] = value.split(':');
  if (rest.length || !guid || !(type! in TREE_TYPE) || !GUID.test(guid)) return undefined;
  return `${type as TreeType}:${guid.toLowerCase()}`;
}

/** The policy home at a topology node. */
export const homeHrefAt = (node: Pick<TopologyNode, 'nodeType' | 'guid'>): string =>
  `/policy/home?scope=${node.nodeType === 'global' || !node.guid ? 'global' : `${node.nodeType}:${node.guid}`}`;

/** Chooses the param's node as the scope (as the scope dialog would), when the session's tree holds it. */
export async function selectHomeScope(
  scope: HomeScope,
  store: ScopeStore,
  queryClient: QueryClient,
  queries: Queries,
  realRole: Parameters<typeof offersGlobal>[0],
): Promise<void> {
  if (scope === 'global') {
    if (offersGlobal(realRole)) store.selectGlobal();
    return;
  }
  const [type, guid] = scope.split(':') as [TreeType, string];
  const tree = await queryClient.ensureQueryData(queries.Company_GetScopeTree());
  const found = findScopeNode(tree.entityData, guid, TREE_TYPE[type]);
  if (found) store.select({ node: found.node, path: found.path });
}

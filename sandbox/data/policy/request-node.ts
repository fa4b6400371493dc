// The node a policy request works at, with its path (the deepest scope header, see nodes.ts).
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import { nodeInfo, selectedNode, type NodeInfo } from './nodes';

export async function requestNode(
  db: Queryable,
  principal: Principal,
  scope: Scope,
): Promise<NodeInfo | null> {
  return nodeInfo(db, selectedNode(principal, scope));
}

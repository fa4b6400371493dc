// The nodes a change of a block reaches: every node at or below its owner where the block is in
// force before or after a publish, or whose being in force an elective choice changes. Those, and only those, get a
// new policy version.
import {
  reachVia,
  type ElectiveChoiceFacts,
  type PolicyBlockFacts,
  type PolicyNode,
} from '../../../src/domain/policy/effective-policy';
import type { Queryable } from '../../db/database';
import { groupsUnder, nodeInfo, nodesOnPaths } from './nodes';

export async function nodesReached(
  db: Queryable,
  before: PolicyBlockFacts,
  after: PolicyBlockFacts,
  choicesBefore: readonly ElectiveChoiceFacts[],
  choicesAfter: readonly ElectiveChoiceFacts[],
  /** either: in force before or after (a publish changes what it says); changed: in force before xor after. */
  mode: 'either' | 'changed' = 'either',
): Promise<PolicyNode[]> {
  const owner = await nodeInfo(db, after.owner);
  if (!owner) return [];
  const nodes = nodesOnPaths(await groupsUnder(db, owner, null), owner);
  return nodes
    .filter(({ path }) => {
      const was = reachVia(before, path, choicesBefore) !== null;
      const is = reachVia(after, path, choicesAfter) !== null;
      return mode === 'either' ? was || is : was !== is;
    })
    .map(({ node }) => node);
}

// Where blocks are in force: the elective choices, the groups each block reaches (usedByCount) and
// a block's "where used" (counts by node type, computers, and the nodes it is attached at).
import type { components } from '../../../src/gen/openapi.gen';
import {
  NODE_DEPTH,
  reachVia,
  type ElectiveChoiceFacts,
  type PolicyNode,
} from '../../../src/domain/policy/effective-policy';
import { readCached, type Queryable } from '../../db/database';
import { blockFacts, type BlockRow } from './blocks';
import { keptDerivation } from './kept-derivation';
import { nodeInfo, type GroupPath } from './nodes';

type PolicyWhereUsed = components['schemas']['PolicyWhereUsed'];
type PolicyUse = components['schemas']['PolicyUse'];

type ChoiceRow = { block_id: number; node_type: PolicyNode['type']; node_id: number; choice: 'in' | 'out' };

const choiceFacts = keptDerivation((rows: readonly ChoiceRow[]): readonly ElectiveChoiceFacts[] =>
  rows.map((r) => ({ blockId: r.block_id, node: { type: r.node_type, id: r.node_id }, choice: r.choice })),
);

export async function choicesFor(
  db: Queryable,
  blockIds: readonly number[],
): Promise<readonly ElectiveChoiceFacts[]> {
  if (!blockIds.length) return [];
  const rows = await readCached<{
    block_id: number;
    node_type: PolicyNode['type'];
    node_id: number;
    choice: 'in' | 'out';
  }>(
    db,
    'select block_id, node_type, node_id, choice from policy_elective_choices where block_id = any($1::int[])',
    [blockIds],
  );
  return choiceFacts(rows);
}

const nodeKey = (node: PolicyNode) => `${node.type}:${node.id}`;

/**
 * The groups (of those given) where the block is in force. A block reaches only groups below its
 * owner, and a group weighs only the choices made on its path: the Global Admin's list of a level
 * weighed every group against every choice of each block (4,277 groups at large scale).
 */
export function groupsReached(
  block: BlockRow,
  groups: readonly GroupPath[],
  choices: readonly ElectiveChoiceFacts[],
) {
  const facts = blockFacts(block);
  const ownerDepth = NODE_DEPTH[facts.owner.type];
  const ownerKey = nodeKey(facts.owner);
  const mine = new Map<string, ElectiveChoiceFacts[]>();
  for (const c of choices)
    if (c.blockId === block.blockId) mine.set(nodeKey(c.node), [...(mine.get(nodeKey(c.node)) ?? []), c]);
  return groups.filter((g) => {
    const owner = g.path[ownerDepth];
    if (!owner || nodeKey(owner) !== ownerKey) return false;
    const onPath = mine.size ? g.path.flatMap((n) => mine.get(nodeKey(n)) ?? []) : [];
    return reachVia(facts, g.path, onPath) !== null;
  });
}

/** Fills usedByCount: the groups (of those given) where each block is in force. */
export async function withUsedByCounts(db: Queryable, blocks: BlockRow[], groups: readonly GroupPath[]) {
  const choices = await choicesFor(
    db,
    blocks.filter((b) => b.offer === 'elective').map((b) => b.blockId),
  );
  for (const b of blocks) b.usedByCount = groupsReached(b, groups, choices).length;
  return blocks;
}

const MAX_ATTACHED = 200;

/** Where the block is in force among the groups given, and the nodes it is attached at. */
export async function whereUsed(
  db: Queryable,
  block: BlockRow,
  groups: readonly GroupPath[],
): Promise<PolicyWhereUsed> {
  const choices = await choicesFor(db, [block.blockId]);
  const reached = groupsReached(block, groups, choices);
  const distinct = (depth: number) => new Set(reached.map((g) => `${g.path[depth]?.id}`)).size;
  const [computers] = reached.length
    ? await db.query<{ n: number }>(
        'select count(*)::int as n from computers where not deleted and group_id = any($1::int[])',
        [reached.map((g) => g.groupId)],
      )
    : [{ n: 0 }];
  const onPaths = new Set(reached.flatMap((g) => g.path.map((n) => `${n.type}:${n.id}`)));
  const attachedNodes: Array<{ node: PolicyNode; via: PolicyUse['via'] }> = [];
  if (reached.length && block.offer === 'mandatory')
    attachedNodes.push({
      node: blockFacts(block).owner,
      via: block.level === 'local' ? 'local' : 'mandatory',
    });
  for (const c of choices)
    if (c.choice === 'in' && onPaths.has(`${c.node.type}:${c.node.id}`))
      attachedNodes.push({ node: c.node, via: 'elective' });
  const attached: PolicyUse[] = [];
  for (const a of attachedNodes.slice(0, MAX_ATTACHED)) {
    const info = await nodeInfo(db, a.node);
    if (info) attached.push({ scope: info.ref, via: a.via });
  }
  return {
    partners: reached.length ? distinct(1) : 0,
    companies: reached.length ? distinct(2) : 0,
    sites: reached.length ? distinct(3) : 0,
    groups: reached.length,
    computers: computers?.n ?? 0,
    attached,
    attachedCount: attachedNodes.length,
  };
}

// The blocks that flow to many nodes at once (the topology's subtree): each block's facts computed
// once and indexed by its owner, so a node weighs only the blocks owned on its path (every
// tenant's local blocks are many; a node's path has at most five owners).
import {
  reachVia,
  type ElectiveChoiceFacts,
  type NodePath,
} from '../../../src/domain/policy/effective-policy';
import type { components } from '../../../src/gen/openapi.gen';
import { blockFacts, type BlockRow } from './blocks';

type TopologyBlock = components['schemas']['TopologyBlock'];

/** A function from a node's path to the blocks in force there, in the order of `blocks`. */
export function blocksFlowing(blocks: readonly BlockRow[], choices: readonly ElectiveChoiceFacts[]) {
  const byOwner = new Map<
    string,
    Array<{ index: number; row: BlockRow; facts: ReturnType<typeof blockFacts> }>
  >();
  blocks.forEach((row, index) => {
    const facts = blockFacts(row);
    const key = `${facts.owner.type}:${facts.owner.id}`;
    byOwner.set(key, [...(byOwner.get(key) ?? []), { index, row, facts }]);
  });
  const choicesOf = new Map<number, ElectiveChoiceFacts[]>();
  for (const c of choices) choicesOf.set(c.blockId, [...(choicesOf.get(c.blockId) ?? []), c]);
  return (path: NodePath): TopologyBlock[] => {
    const node = path.at(-1)!;
    const candidates = path
      .flatMap((n) => byOwner.get(`${n.type}:${n.id}`) ?? [])
      .sort((a, b) => a.index - b.index);
    return candidates.flatMap(({ row, facts }) => {
      const mine = choicesOf.get(row.blockId) ?? [];
      const via = reachVia(facts, path, mine);
      if (!via) return [];
      const here =
        (facts.owner.type === node.type && facts.owner.id === node.id) ||
        mine.some((c) => c.node.type === node.type && c.node.id === node.id);
      return [{ blockId: row.blockId, name: row.name, level: row.level, via, here }];
    });
  };
}

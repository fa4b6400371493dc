// The blocks the topology can be filtered by: every published or drafted block the session may
// read, of each level (Policy/ListBlocks, by name), as the filter's options grouped by level.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { POLICY_LEVELS, type PolicyLevel } from './policy-links';

type BlockSummary = ApiSchema<'PolicyBlockSummary'>;

/** Enough for every block a scope reads; the filter searches them as the user types. */
const BLOCKS_PER_LEVEL = 1000;

export const levelBlocksQuery = (queries: Queries, level: PolicyLevel) =>
  queries.Policy_ListBlocks({
    page: 1,
    pageSize: BLOCKS_PER_LEVEL,
    sortColumn: 'name',
    sortDir: 'asc',
    search: null,
    level,
    offer: null,
    hasDraft: null,
  });

export const allLevelBlocksQueries = (queries: Queries) =>
  POLICY_LEVELS.map((level) => levelBlocksQuery(queries, level));

export interface BlockOptionGroup {
  level: PolicyLevel;
  items: { value: string; label: string }[];
}

/**
 * The options of each level that has blocks (a level's reply not there yet: left out). Blocks
 * below SPM global are named with their owner: each partner may have its own "Office Suite".
 */
export function blockOptionGroups(
  replies: readonly (readonly BlockSummary[] | undefined)[],
  withOwner: (name: string, owner: string) => string,
): BlockOptionGroup[] {
  // Each block once (the select refuses a value twice; a mock may answer every level alike).
  const seen = new Set<number>();
  return POLICY_LEVELS.flatMap((level, index) => {
    const blocks = (replies[index] ?? []).filter((b) => !seen.has(b.blockId) && seen.add(b.blockId));
    const label = (b: BlockSummary) => (level === 'spmGlobal' ? b.name : withOwner(b.name, b.owner.name));
    return blocks.length === 0
      ? []
      : [{ level, items: blocks.map((b) => ({ value: String(b.blockId), label: label(b) })) }];
  });
}

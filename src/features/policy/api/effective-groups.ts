// The effective policy's blocks as the home page shows them: by level, from the most general
// (SPM global) to the most specific (local), each level's blocks by name; the levels without a
// block are kept, so the page can say a level adds nothing here.
import type { ApiSchema } from '../../../api/contract-types';
import { POLICY_LEVELS, type PolicyLevel } from './policy-links';

export type EffectiveBlock = ApiSchema<'EffectiveBlock'>;

export interface LevelBlocks {
  level: PolicyLevel;
  blocks: EffectiveBlock[];
}

export function blocksByLevel(blocks: readonly EffectiveBlock[]): LevelBlocks[] {
  return POLICY_LEVELS.map((level) => ({
    level,
    blocks: blocks
      .filter((block) => block.level === level)
      .sort((a, b) => a.name.localeCompare(b.name) || a.blockId - b.blockId),
  }));
}

import { describe, expect, it } from 'vitest';
import { blocksByLevel, type EffectiveBlock } from './effective-groups';

const block = (blockId: number, name: string, level: EffectiveBlock['level']): EffectiveBlock => ({
  blockId,
  name,
  level,
  offer: 'mandatory',
  via: level === 'local' ? 'local' : 'mandatory',
  owner: { nodeType: 'global', guid: null, name: 'SPM global' },
  version: 1,
  publishedOn: '2026-11-03T09:12:00Z',
  componentCount: 1,
  hasDraft: false,
});

describe('the effective blocks by level', () => {
  it('orders the levels from SPM global to local and each level’s blocks by name, keeping empty levels', () => {
    const groups = blocksByLevel([
      block(32, 'Fabrikam apps', 'local'),
      block(13, 'Adobe Reader', 'spmGlobal'),
      block(11, 'Windows baseline', 'spmGlobal'),
      block(10, 'Adobe Reader', 'spmGlobal'),
    ]);
    expect(groups.map((group) => [group.level, group.blocks.map((b) => b.blockId)])).toEqual([
      ['spmGlobal', [10, 13, 11]],
      ['serviceProvider', []],
      ['local', [32]],
    ]);
  });
});

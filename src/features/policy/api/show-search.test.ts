import { describe, expect, it } from 'vitest';
import { defaultDiffSides, diffSideOptions, parseBlockPageSearch } from './show-search';

describe('a block page’s search params', () => {
  it.each([
    [{}, {}],
    [{ blockId: 21 }, { blockId: 21 }],
    [{ blockId: '21' }, { blockId: 21 }],
    [{ blockId: 0 }, {}],
    [{ blockId: -3 }, {}],
    [{ blockId: 1.5 }, {}],
    [{ blockId: 'x' }, {}],
    [{ blockId: 2147483648 }, {}],
    [{ view: 3 }, {}],
    [
      { blockId: 21, view: 3 },
      { blockId: 21, view: 3 },
    ],
    [
      { blockId: 21, view: 'draft' },
      { blockId: 21, view: 'draft' },
    ],
    [{ blockId: 21, view: 'latest' }, { blockId: 21 }],
    [
      { blockId: 21, from: 2, to: 'draft' },
      { blockId: 21, from: 2, to: 'draft' },
    ],
    [{ blockId: 21, from: 2 }, { blockId: 21 }],
    [{ blockId: 21, from: 2, to: 2 }, { blockId: 21 }],
    [{ blockId: 21, from: 0, to: 3 }, { blockId: 21 }],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseBlockPageSearch(raw)).toEqual(expected);
  });
});

describe('the diff’s sides', () => {
  it('compares the newest version with the draft, else the two newest versions', () => {
    expect(defaultDiffSides([1, 3, 2], true)).toEqual({ from: 3, to: 'draft' });
    expect(defaultDiffSides([1, 3, 2], false)).toEqual({ from: 2, to: 3 });
    expect(defaultDiffSides([1], false)).toBeNull();
    expect(defaultDiffSides([], true)).toBeNull();
  });

  it('offers the draft first, then the versions newest first', () => {
    expect(diffSideOptions([1, 3, 2], true)).toEqual(['draft', 3, 2, 1]);
    expect(diffSideOptions([1], false)).toEqual([1]);
  });
});

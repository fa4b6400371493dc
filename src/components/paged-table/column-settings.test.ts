import { describe, expect, it } from 'vitest';
import { layoutShowing, visibleColumnIds } from './column-settings';

const COLUMNS = [
  { id: 'date', hideable: false },
  { id: 'file' },
  { id: 'publisher' },
  { id: 'policy', defaultHidden: true },
];

describe('a saved view\u2019s columns', () => {
  it('are the ids the layout shows, in the table\u2019s order', () => {
    expect(visibleColumnIds(COLUMNS, { hidden: ['policy', 'file'], widths: {} })).toEqual([
      'date',
      'publisher',
    ]);
  });

  it('show those columns and hide the others, keeping the widths and the columns that cannot hide', () => {
    const current = { hidden: ['publisher'], widths: { file: 300 } };
    expect(layoutShowing(COLUMNS, ['file', 'policy'], current)).toEqual({
      hidden: ['publisher'],
      widths: { file: 300 },
    });
    expect(layoutShowing(COLUMNS, ['publisher'], current).hidden).toEqual(['file', 'policy']);
  });

  it('leave the layout alone when they name none of the table\u2019s columns (another list\u2019s)', () => {
    const current = { hidden: ['publisher'], widths: {} };
    expect(layoutShowing(COLUMNS, ['count', 'firstSeen'], current)).toBe(current);
  });
});

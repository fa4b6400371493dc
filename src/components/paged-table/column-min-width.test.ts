import { describe, expect, it } from 'vitest';
import { textMinWidth } from './column-fit';
import { columnsOf } from './table-definition';
import { columnMinWidth } from './use-table-columns';
import { fakeT, madeUpKey } from '../../../tests/support/made-up-words';

interface Row {
  role: 'short' | 'long';
}

const words: Record<string, string> = { short: 'Admin', long: 'Company Administrator' };
const t = fakeT((key) => words[key.split('.').pop()!] ?? 'Role');

describe('columnMinWidth', () => {
  it('keeps an enum column wide enough for its longest words (a role is never cut)', () => {
    const column = columnsOf<Row>().label('role', {
      headerKey: madeUpKey('x'),
      labels: { short: madeUpKey('role.short'), long: madeUpKey('role.long') },
      width: 100,
    });
    expect(columnMinWidth(column, t, 'en')).toBeGreaterThanOrEqual(textMinWidth('Company Administrator'));
  });
});

import { describe, expect, it } from 'vitest';
import { rowLabel } from './row-label';
import { columnsOf, type TableDefinition } from './table-definition';
import { fakeT, madeUpKey } from '../../../tests/support/made-up-words';

interface Row {
  id: number;
  title: string;
}

const c = columnsOf<Row, 'title'>();
const base: TableDefinition<Row, 'title'> = {
  id: 'rows',
  labelKey: madeUpKey('rows'),
  rowId: (row) => String(row.id),
  columns: [c.text('title', { headerKey: madeUpKey('title') })],
};
const t = fakeT((key, options) => `${key} ${JSON.stringify(options ?? {})}`);

describe('rowLabel', () => {
  it('names a row by its first text column', () => {
    expect(rowLabel(base, { id: 1, title: 'Fabrikam' }, t)).toBe('Fabrikam');
  });

  it("uses the list's own row label, so rows with one title get different names", () => {
    const definition = { ...base, rowLabel: (row: Row) => `${row.title} #${row.id}` };
    expect(rowLabel(definition, { id: 1, title: 'Blocked' }, t)).toBe('Blocked #1');
    expect(rowLabel(definition, { id: 2, title: 'Blocked' }, t)).toBe('Blocked #2');
  });
});

// A row's words for the controls that name it ("Select Fabrikam", "Expand Fabrikam"): the first
// text-like column's value.
import type { TableDefinition } from './table-definition';

export function rowLabel<TRow>(
  definition: TableDefinition<TRow, string>,
  row: TRow,
  t: (key: string) => string,
): string {
  const column =
    definition.columns.find((c) => c.kind === 'text' || c.kind === 'link') ?? definition.columns[0];
  const value = column?.value(row);
  return value === null || value === undefined ? t('table.selection.unnamedRow') : String(value);
}

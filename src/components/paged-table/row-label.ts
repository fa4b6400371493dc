// A row's words for the controls that name it ("Select Fabrikam", "Expand Fabrikam"): the list's
// own row label when it has one (its first column can repeat), else the first text-like column's
// value.
import type { RowLabelT, TableDefinition } from './table-definition';

export function rowLabel<TRow>(definition: TableDefinition<TRow, string>, row: TRow, t: RowLabelT): string {
  if (definition.rowLabel) return definition.rowLabel(row, t);
  const column =
    definition.columns.find((c) => c.kind === 'text' || c.kind === 'link') ?? definition.columns[0];
  const value = column?.value(row);
  return value === null || value === undefined ? t('table.selection.unnamedRow') : String(value);
}

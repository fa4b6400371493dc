// Row expansion: which rows are expanded (by row id; a row keeps its state while other pages
// are shown), which rows can expand, and the rows' aria-rowindex (the header row is 1; an
// expanded row's sub-part is a row of its own and takes the next index).
import { useCallback, useMemo, useState } from 'react';
import type { RowExpansion } from './paged-table-options';

export function useRowExpansion<TRow>(
  expansion: RowExpansion<TRow> | undefined,
  rows: readonly TRow[],
  rowId: (row: TRow) => string,
) {
  const [expanded, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const canExpand = useCallback(
    (row: TRow) => !!expansion && (expansion.canExpand?.(row) ?? true),
    [expansion],
  );
  const isExpanded = useCallback(
    (row: TRow) => canExpand(row) && expanded.has(rowId(row)),
    [canExpand, expanded, rowId],
  );
  /** Expands or collapses a row; false when the row cannot expand. */
  const setExpanded = useCallback(
    (row: TRow, open: boolean) => {
      if (!canExpand(row)) return false;
      const id = rowId(row);
      setExpandedIds((current) => {
        if (current.has(id) === open) return current;
        const next = new Set(current);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      });
      return true;
    },
    [canExpand, rowId],
  );
  const rowIndex = useMemo(() => {
    const indices: number[] = [];
    let next = 2;
    for (const row of rows) {
      indices.push(next);
      next += isExpanded(row) ? 2 : 1;
    }
    return { of: (index: number) => indices[index] ?? index + 2, count: next - 1 };
  }, [rows, isExpanded]);

  return { canExpand, isExpanded, setExpanded, rowIndex };
}

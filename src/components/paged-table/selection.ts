// Row selection across pages. Either a set of chosen rows (by id, kept while paging), or "all N
// that match" the current filter, minus the rows the user unticked afterwards. A change of what
// matches (filter, search, scope) starts over with nothing selected.
export type Selection =
  { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'allMatching'; excluded: ReadonlySet<string> };

export const NO_SELECTION: Selection = { mode: 'ids', ids: new Set() };

export function isSelected(selection: Selection, id: string): boolean {
  return selection.mode === 'ids' ? selection.ids.has(id) : !selection.excluded.has(id);
}

export function toggleRow(selection: Selection, id: string): Selection {
  if (selection.mode === 'ids') {
    const ids = new Set(selection.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    return { mode: 'ids', ids };
  }
  const excluded = new Set(selection.excluded);
  if (excluded.has(id)) excluded.delete(id);
  else excluded.add(id);
  return { mode: 'allMatching', excluded };
}

/** The header checkbox: ticks or unticks every row of the page shown. */
export function setPageSelected(
  selection: Selection,
  pageIds: readonly string[],
  selected: boolean,
): Selection {
  if (selection.mode === 'ids') {
    const ids = new Set(selection.ids);
    for (const id of pageIds) {
      if (selected) ids.add(id);
      else ids.delete(id);
    }
    return { mode: 'ids', ids };
  }
  const excluded = new Set(selection.excluded);
  for (const id of pageIds) {
    if (selected) excluded.delete(id);
    else excluded.add(id);
  }
  return { mode: 'allMatching', excluded };
}

export function selectAllMatching(): Selection {
  return { mode: 'allMatching', excluded: new Set() };
}

/** How many rows are selected, given how many match. */
export function selectedCount(selection: Selection, totalCount: number): number {
  return selection.mode === 'ids' ? selection.ids.size : Math.max(0, totalCount - selection.excluded.size);
}

/** The header checkbox's state for the page shown. */
export function pageSelectionState(
  selection: Selection,
  pageIds: readonly string[],
): 'all' | 'some' | 'none' {
  if (pageIds.length === 0) return 'none';
  const count = pageIds.filter((id) => isSelected(selection, id)).length;
  return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
}

/** Of the rows given (e.g. every row an export fetched), those selected. */
export function selectedRows<T>(selection: Selection, rows: readonly T[], rowId: (row: T) => string): T[] {
  return rows.filter((row) => isSelected(selection, rowId(row)));
}

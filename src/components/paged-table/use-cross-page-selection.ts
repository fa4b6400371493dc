// Selection across pages (selection.ts holds the rules): the rows picked one by one, kept while
// paging, or "all N that match" minus the rows unticked afterwards. A change of what matches
// (search, filters, scope) starts over with nothing selected. The rows picked one by one are
// remembered as shown (the newest version of a row on the page shown wins), so an action on
// them needs no request; "all that match" is fetched across pages.
import { useCallback, useMemo, useState } from 'react';
import { useScope } from '../../scope/scope-store';
import { fetchAllPages } from './export-csv';
import {
  NO_SELECTION,
  pageSelectionState,
  selectAllMatching,
  selectedCount,
  selectedRows,
  setPageSelected,
  toggleRow,
  type Selection,
} from './selection';
import type { TableRequest } from './table-search';
import type { FetchPage } from './use-page-query';

interface State<TRow> {
  key: string;
  selection: Selection;
  /** The rows the user picked, by id, as they were shown. */
  seen: ReadonlyMap<string, TRow>;
}

export function useCrossPageSelection<TRow>(options: {
  request: Pick<TableRequest, 'search' | 'filters'>;
  rows: readonly TRow[];
  rowId: (row: TRow) => string;
  totalCount: number;
  fetchPage: FetchPage<TRow>;
}) {
  const { request, rows, rowId, totalCount, fetchPage } = options;
  const { selection: scope } = useScope();
  const matchKey = JSON.stringify([
    request.search,
    request.filters,
    scope.partner,
    scope.company,
    scope.site,
    scope.group,
  ]);
  const [state, setState] = useState<State<TRow>>({
    key: matchKey,
    selection: NO_SELECTION,
    seen: new Map(),
  });
  const current: State<TRow> =
    state.key === matchKey ? state : { key: matchKey, selection: NO_SELECTION, seen: new Map() };
  const { selection } = current;

  const pageIds = useMemo(() => rows.map(rowId), [rows, rowId]);
  const update = useCallback(
    (change: (selection: Selection) => Selection, picked: readonly TRow[] = []) =>
      setState((previous) => {
        const base = previous.key === matchKey ? previous : { selection: NO_SELECTION, seen: new Map() };
        const seen = new Map(base.seen);
        for (const row of picked) seen.set(rowId(row), row);
        return { key: matchKey, selection: change(base.selection), seen };
      }),
    [matchKey, rowId],
  );

  const toggle = useCallback((row: TRow) => update((s) => toggleRow(s, rowId(row)), [row]), [update, rowId]);
  const setPage = useCallback(
    (selected: boolean) => update((s) => setPageSelected(s, pageIds, selected), rows),
    [update, pageIds, rows],
  );
  /** Selects these rows (those already selected stay): Shift+x of the triage shortcuts. */
  const selectRows = useCallback(
    (picked: readonly TRow[]) => update((s) => setPageSelected(s, picked.map(rowId), true), picked),
    [update, rowId],
  );
  const selectAll = useCallback(() => update(() => selectAllMatching()), [update]);
  const clear = useCallback(() => update(() => NO_SELECTION), [update]);

  /** The selected rows when every one of them is known without a request; null otherwise. */
  const knownRows = useMemo((): TRow[] | null => {
    if (selection.mode !== 'ids') return null;
    const onPage = new Map(rows.map((row) => [rowId(row), row]));
    return [...selection.ids].flatMap((id) => {
      const row = onPage.get(id) ?? current.seen.get(id);
      return row === undefined ? [] : [row];
    });
  }, [selection, rows, rowId, current.seen]);

  const fetchSelectedRows = useCallback(
    async (signal: AbortSignal): Promise<TRow[]> => {
      if (knownRows) return knownRows;
      const all = await fetchAllPages(fetchPage, { signal });
      return selectedRows(selection, all, rowId);
    },
    [knownRows, fetchPage, selection, rowId],
  );

  return {
    /** What matches (search, filters, scope): a new key starts over. */
    matchKey,
    selection,
    /** How many rows are selected (of every page). */
    count: selectedCount(selection, totalCount),
    /** The header checkbox's state for the page shown. */
    pageState: pageSelectionState(selection, pageIds),
    toggle,
    setPage,
    selectRows,
    selectAll,
    clear,
    knownRows,
    fetchSelectedRows,
  };
}

export type CrossPageSelection<TRow> = ReturnType<typeof useCrossPageSelection<TRow>>;

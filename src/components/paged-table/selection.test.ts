import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  isSelected,
  pageSelectionState,
  selectAllMatching,
  selectedCount,
  selectedRows,
  setPageSelected,
  toggleRow,
} from './selection';

const page1 = ['a', 'b', 'c'];
const page2 = ['d', 'e', 'f'];

describe('selection across pages', () => {
  it('keeps rows chosen on one page while another page is shown', () => {
    let selection = setPageSelected(NO_SELECTION, page1, true);
    selection = toggleRow(selection, 'e');
    expect(selectedCount(selection, 6)).toBe(4);
    expect(pageSelectionState(selection, page1)).toBe('all');
    expect(pageSelectionState(selection, page2)).toBe('some');
    selection = toggleRow(selection, 'a');
    expect(isSelected(selection, 'a')).toBe(false);
    expect(pageSelectionState(selection, page1)).toBe('some');
  });

  it('"select all N that match" counts every matching row, also on pages never shown', () => {
    let selection = selectAllMatching();
    expect(selectedCount(selection, 1234)).toBe(1234);
    expect(pageSelectionState(selection, page2)).toBe('all');
    expect(isSelected(selection, 'row-never-seen')).toBe(true);
    selection = toggleRow(selection, 'd');
    selection = setPageSelected(selection, page1, false);
    expect(selectedCount(selection, 1234)).toBe(1230);
    expect(isSelected(selection, 'd')).toBe(false);
    expect(pageSelectionState(selection, page1)).toBe('none');
  });

  it('picks the selected rows out of every row an export fetched', () => {
    const rows = [...page1, ...page2].map((id) => ({ id }));
    const all = toggleRow(selectAllMatching(), 'b');
    expect(selectedRows(all, rows, (row) => row.id).map((row) => row.id)).toEqual(['a', 'c', 'd', 'e', 'f']);
    const some = toggleRow(toggleRow(NO_SELECTION, 'f'), 'a');
    expect(selectedRows(some, rows, (row) => row.id).map((row) => row.id)).toEqual(['a', 'f']);
  });
});

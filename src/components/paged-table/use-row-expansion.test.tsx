// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hosts, type Host } from '../../../tests/support/render-table';
import { useRowExpansion } from './use-row-expansion';

const rows = hosts(5);
const expansion = { render: () => null, canExpand: (row: Host) => row.state === 'open' };
const rowId = (row: Host) => row.name;

describe('row expansion', () => {
  it('expands the rows that can, and numbers the rows with each expanded row\u2019s part as one more', () => {
    const { result } = renderHook(() => useRowExpansion(expansion, rows, rowId));
    expect(result.current.rowIndex.count).toBe(6);
    let done = false;
    act(() => {
      done = result.current.setExpanded(rows[0]!, true);
    });
    expect(done).toBe(true);
    act(() => void result.current.setExpanded(rows[2]!, true));
    // host-004 is closed: it has nothing to show.
    act(() => {
      done = result.current.setExpanded(rows[3]!, true);
    });
    expect(done).toBe(false);
    expect(rows.map((row) => result.current.isExpanded(row))).toEqual([true, false, true, false, false]);
    expect(rows.map((_, i) => result.current.rowIndex.of(i))).toEqual([2, 4, 5, 7, 8]);
    expect(result.current.rowIndex.count).toBe(8);
    act(() => void result.current.setExpanded(rows[0]!, false));
    expect(rows.map((_, i) => result.current.rowIndex.of(i))).toEqual([2, 3, 4, 6, 7]);
  });

  it('expands nothing without the option', () => {
    const { result } = renderHook(() => useRowExpansion(undefined, rows, rowId));
    let done = true;
    act(() => {
      done = result.current.setExpanded(rows[0]!, true);
    });
    expect(done).toBe(false);
    expect(result.current.canExpand(rows[0]!)).toBe(false);
    expect(rows.map((_, i) => result.current.rowIndex.of(i))).toEqual([2, 3, 4, 5, 6]);
  });
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hosts, type Host } from '../../../tests/support/render-table';
import type { FetchPage } from './use-page-query';
import { useCrossPageSelection } from './use-cross-page-selection';

const all = hosts(60);
const pageOf = (page: number) => all.slice((page - 1) * 25, page * 25);

function setup() {
  const fetchPage = vi.fn<FetchPage<Host>>(async (page, pageSize) => ({
    rows: all.slice((page - 1) * pageSize, page * pageSize),
    totalCount: all.length,
  }));
  const hook = renderHook(
    ({ rows, search }: { rows: Host[]; search?: string }) =>
      useCrossPageSelection({
        request: { search, filters: {} },
        rows,
        rowId: (row) => row.name,
        totalCount: all.length,
        fetchPage,
      }),
    { initialProps: { rows: pageOf(1) } as { rows: Host[]; search?: string } },
  );
  return { fetchPage, ...hook };
}

const signal = () => new AbortController().signal;

describe('the selection across pages', () => {
  it('keeps the rows picked on one page while another is shown, and knows them without a request', async () => {
    const { result, rerender, fetchPage } = setup();
    act(() => result.current.toggle(all[1]!));
    rerender({ rows: pageOf(2) });
    act(() => result.current.toggle(all[30]!));
    expect(result.current.count).toBe(2);
    expect(result.current.pageState).toBe('some');
    // The newest version of a row on the page shown wins.
    const renamed = { ...all[30]!, os: 'linux' as const };
    rerender({ rows: [...pageOf(2).slice(0, 5), renamed, ...pageOf(2).slice(6)] });
    const rows = await result.current.fetchSelectedRows(signal());
    expect(rows.map((row) => [row.name, row.os])).toEqual([
      ['host-002', 'windows'],
      ['host-031', 'linux'],
    ]);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('selects all that match, minus the rows unticked, fetching every page for them', async () => {
    const { result } = setup();
    act(() => result.current.setPage(true));
    expect(result.current.pageState).toBe('all');
    act(() => result.current.selectAll());
    act(() => result.current.toggle(all[0]!));
    expect(result.current.count).toBe(59);
    expect(result.current.knownRows).toBeNull();
    const rows = await result.current.fetchSelectedRows(signal());
    expect(rows).toHaveLength(59);
    expect(rows.map((row) => row.name)).not.toContain('host-001');
  });

  it('starts over when what matches changes, and on clear', () => {
    const { result, rerender } = setup();
    act(() => result.current.setPage(true));
    expect(result.current.count).toBe(25);
    rerender({ rows: pageOf(1), search: 'host' });
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(all[3]!));
    expect(result.current.count).toBe(1);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
    expect(result.current.pageState).toBe('none');
  });
});

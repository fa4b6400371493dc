// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TableSearch } from './table-search';
import { useRowDetail } from './use-row-detail';

describe('the open detail drawer', () => {
  it('lives in the URL\u2019s detail param when the definition asks, the rest of the view kept', () => {
    const onSearchChange = vi.fn<(next: TableSearch) => void>();
    const search: TableSearch = { page: 3, sort: 'name', dir: 'desc', detail: 'host-7' };
    const { result } = renderHook(() => useRowDetail({ inUrl: true, search, onSearchChange }));
    expect(result.current.openId).toBe('host-7');
    act(() => result.current.open('host-9'));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3, sort: 'name', dir: 'desc', detail: 'host-9' });
    act(() => result.current.close());
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3, sort: 'name', dir: 'desc' });
  });

  it('lives in the table\u2019s own state otherwise, and leaves the URL alone', () => {
    const onSearchChange = vi.fn();
    const { result } = renderHook(() =>
      useRowDetail({ inUrl: false, search: { detail: 'ignored' }, onSearchChange }),
    );
    expect(result.current.openId).toBeNull();
    act(() => result.current.open('host-2'));
    expect(result.current.openId).toBe('host-2');
    act(() => result.current.close());
    expect(result.current.openId).toBeNull();
    expect(onSearchChange).not.toHaveBeenCalled();
  });
});

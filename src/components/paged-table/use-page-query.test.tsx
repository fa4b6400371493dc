// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostTable, hosts, memoryPageQuery } from '../../../tests/support/render-table';
import { newTestQueryClient } from '../../../tests/support/render-ui';
import type { TableSearch } from './table-search';
import { usePageQuery } from './use-page-query';

function setup(initial: TableSearch, count = 60, fail = false) {
  const memory = memoryPageQuery(hosts(count));
  memory.state.fail = fail;
  const queryClient = newTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ search }: { search: TableSearch }) => usePageQuery(hostTable, search, memory.pageQuery),
    { wrapper, initialProps: { search: initial } },
  );
  return { ...memory, ...hook, queryClient };
}

describe('the page query', () => {
  it('asks for the view the URL describes and gives its rows, total and page count', async () => {
    const { result, requests } = setup({ page: 2, sort: 'name', dir: 'desc', search: 'host-0' });
    expect(result.current.hasRows).toBe(false);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.hasRows).toBe(true));
    expect(requests).toEqual([
      { page: 2, pageSize: 25, sortColumn: 'name', sortDir: 'desc', search: 'host-0', filters: {} },
    ]);
    // 60 hosts match "host-0" (host-001 ... host-060); page 2 of 25, newest first.
    expect(result.current.totalCount).toBe(60);
    expect(result.current.pageCount).toBe(3);
    expect(result.current.rows[0]!.name).toBe('host-035');
  });

  it('keeps the last good rows shown when the next request fails, and shows none when the first does', async () => {
    const { result, rerender, state } = setup({});
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    state.fail = true;
    rerender({ search: { page: 2 } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.hasRows).toBe(true);
    expect(result.current.rows[0]!.name).toBe('host-001');

    const first = setup({}, 5, true);
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(first.result.current.hasRows).toBe(false);
    expect(first.result.current.rows).toEqual([]);
  });

  it('fetches another page of the same view (search and sort kept) each time, without keeping it', async () => {
    const { result, requests, queryClient } = setup({ search: 'host-00' });
    await waitFor(() => expect(result.current.hasRows).toBe(true));
    const page = await act(() => result.current.fetchPage(1, 1000, new AbortController().signal));
    expect(page.rows.map((row) => row.name)).toEqual(hosts(9).map((row) => row.name));
    expect(page.totalCount).toBe(9);
    await act(() => result.current.fetchPage(1, 1000, new AbortController().signal));
    expect(requests.slice(1)).toEqual([
      { page: 1, pageSize: 1000, search: 'host-00', filters: {} },
      { page: 1, pageSize: 1000, search: 'host-00', filters: {} },
    ]);
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['test-hosts'] }).length).toBe(1),
    );
  });
});

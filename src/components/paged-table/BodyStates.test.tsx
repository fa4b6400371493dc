// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { BodyState, KeptRowsError } from './BodyStates';
import type { TableSearch } from './table-search';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

const inTable = (body: ReactNode) =>
  renderUi(
    <Table>
      <Table.Tbody>{body}</Table.Tbody>
    </Table>,
  );

const page = {
  hasRows: true,
  rowCount: 0,
  isPending: false,
  isError: false,
  totalCount: 0,
  pageCount: 1,
  refetch: () => undefined,
};

function body(state: Partial<typeof page>, search: TableSearch = {}) {
  const onSearchChange = vi.fn<(next: TableSearch) => void>();
  const refetch = vi.fn();
  const rendered = inTable(
    <BodyState
      page={{ ...page, refetch, ...state }}
      columnIds={['a', 'b', 'c']}
      search={search}
      onSearchChange={onSearchChange}
    />,
  );
  return { onSearchChange, refetch, ...rendered };
}

describe('the body states', () => {
  it('shows skeleton rows, hidden from assistive technology, while the first page loads', () => {
    const { container } = body({ hasRows: false, isPending: true });
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(8);
    expect(rows[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(rows[0]!.querySelectorAll('td')).toHaveLength(3);
  });

  it('shows the error of a first page that failed, with a retry', async () => {
    const { refetch } = body({ hasRows: false, isError: true });
    expect(screen.getByRole('alert').textContent).toContain('The server did not answer as expected.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says the list is empty, or that nothing matches (with "Clear all"), or that the page is past the end', async () => {
    const user = userEvent.setup({ delay: null });
    body({});
    expect(screen.getByText('There is nothing in this list yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();

    const filtered = body({}, { page: 1, search: 'x', filters: { os: 'linux' }, sort: 'name', dir: 'asc' });
    expect(screen.getByText('No rows match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(filtered.onSearchChange).toHaveBeenCalledWith({ sort: 'name', dir: 'asc' });
    cleanup();

    const pastEnd = body({ totalCount: 30, pageCount: 2 }, { page: 9 });
    expect(screen.getByText('There are no rows on this page.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(pastEnd.onSearchChange).toHaveBeenCalledWith({ page: 2 });
  });

  it('shows nothing while rows are shown', () => {
    const { container } = body({ rowCount: 5, totalCount: 5 });
    expect(container.querySelectorAll('tbody tr')).toHaveLength(0);
  });

  it('says above kept rows that they are from before the failed request', async () => {
    const retry = vi.fn();
    renderUi(<KeptRowsError onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The rows below are from before the failed request.',
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { Pager } from './Pager';
import type { TableSearch } from './table-search';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

function setup(search: TableSearch, page: number) {
  const onSearchChange = vi.fn<(next: TableSearch) => void>();
  renderUi(
    <Pager
      search={search}
      onSearchChange={onSearchChange}
      page={page}
      pageCount={12}
      pageSize={search.pageSize ?? 50}
      pageSizes={[25, 50, 100]}
      defaultPageSize={50}
    />,
    undefined,
    { mantineEnv: 'test' },
  );
  return { onSearchChange, user: userEvent.setup({ delay: null }) };
}

describe('the pager', () => {
  it('marks the current page and goes to another, keeping the rest of the view', async () => {
    const { onSearchChange, user } = setup({ page: 5, sort: 'name', dir: 'asc' }, 5);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 6, sort: 'name', dir: 'asc' });
    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 12, sort: 'name', dir: 'asc' });
    await user.click(within(pages).getByRole('button', { name: 'First page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: 'name', dir: 'asc' });
  });

  it('changes the page size from page 1, and leaves the default out of the URL', async () => {
    const { onSearchChange, user } = setup({ page: 3, pageSize: 100 }, 3);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ pageSize: 25 });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });
});

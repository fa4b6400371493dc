// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hosts, memoryPageQuery, renderTable } from '../../../tests/support/render-table';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

async function setup(count = 6) {
  const { pageQuery } = memoryPageQuery(hosts(count));
  const rendered = renderTable({ pageQuery });
  await screen.findByText('host-001', undefined, { timeout: 10_000 });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('the header cells', () => {
  it('sort by a sortable column: ascending, descending, then the list\u2019s own order, with aria-sort', async () => {
    const { user, searches } = await setup();
    const header = () => screen.getByRole('columnheader', { name: /^Company name/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Company name' }));
    expect(searches.at(-1)).toEqual({ sort: 'name', dir: 'asc' });
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Company name' }));
    expect(searches.at(-1)).toEqual({ sort: 'name', dir: 'desc' });
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toContain('host-006'));
    await user.click(screen.getByRole('button', { name: 'Company name' }));
    expect(searches.at(-1)).toEqual({});
    // A column without a sort key is a title only.
    const city = screen.getByRole('columnheader', { name: /City/ });
    expect(city.hasAttribute('aria-sort')).toBe(false);
    expect(within(city).queryByRole('button', { name: 'City' })).toBeNull();
  });

  it('widen and narrow a column from the keyboard, 20 px a press', async () => {
    const { user } = await setup();
    const width = () => document.querySelectorAll('col')[1]!.style.width;
    expect(width()).toBe('160px');
    act(() => screen.getByRole('button', { name: 'Resize column Company name' }).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(width()).toBe('200px');
    await user.keyboard('{ArrowLeft}');
    expect(width()).toBe('180px');
  });

  it('tick and untick every row of the page from the selection column\u2019s checkbox', async () => {
    const { user } = await setup();
    const page = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await user.click(page);
    expect(screen.getByText('6 rows selected')).toBeTruthy();
    expect((page as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select host-002' }));
    expect(page.getAttribute('data-indeterminate')).toBe('true');
    await user.click(page);
    expect(screen.getByText('6 rows selected')).toBeTruthy();
    await user.click(page);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });
});

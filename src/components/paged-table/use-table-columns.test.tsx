// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hosts, memoryPageQuery, renderTable } from '../../../tests/support/render-table';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

// A table, or a treegrid with row expansion.
const headers = () =>
  within(document.querySelector('table')!)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the table\u2019s columns', () => {
  it('are the selection column and the list\u2019s, plus the expansion and actions columns when asked', async () => {
    const { pageQuery } = memoryPageQuery(hosts(2));
    renderTable({ pageQuery });
    await screen.findByText('host-001', undefined, { timeout: 10_000 });
    expect(headers()).toEqual(['', 'Company name↕', 'City']);
    cleanup();
    renderTable({
      pageQuery,
      rowActions: [{ id: 'x', label: 'X', onSelect: () => undefined }],
      expansion: { render: () => null },
    });
    await screen.findByText('host-001', undefined, { timeout: 10_000 });
    expect(headers()).toEqual(['', 'Expand', 'Company name↕', 'City', 'Actions']);
  });

  it('hide a column the user unticks, remember it in the user\u2019s settings, and come back on reset', async () => {
    const { pageQuery } = memoryPageQuery(hosts(2));
    const { server } = renderTable({ pageQuery });
    await screen.findByText('host-001', undefined, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'City' }));
    expect(headers()).toEqual(['', 'Company name↕']);
    await waitFor(() =>
      expect(server.find((call) => call.path.endsWith('/CreateOrUpdateUserSettings'))?.body).toEqual({
        userGuid: '00000000-0000-4000-8000-000000000001',
        settingKey: 'table.test-hosts.columns',
        settingValue: JSON.stringify({ hidden: ['os'], widths: {} }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toEqual(['', 'Company name↕', 'City']);
  });
});

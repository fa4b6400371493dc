// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { columnsOf } from './table-definition';
import { TableToolbar } from './TableToolbar';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

const c = columnsOf<{ name: string; city: string }>();
const columns = [
  c.text('name', { headerKey: 'forms.company.companyName' }),
  c.text('city', { headerKey: 'forms.company.city' }),
];

function setup(range: { first: number; last: number; total: number } | null, running = false) {
  const props = {
    onExport: vi.fn(),
    onCancelExport: vi.fn(),
    onToggleColumn: vi.fn(),
    onResetColumns: vi.fn(),
  };
  renderUi(
    <TableToolbar
      range={range}
      exportStatus={
        running ? { kind: 'running', progress: { fetched: 1000, total: 2500 } } : { kind: 'idle' }
      }
      toolbar={<button>Create</button>}
      columns={columns}
      hidden={new Set(['city'])}
      {...props}
    />,
    undefined,
    { mantineEnv: 'test' },
  );
  return { ...props, user: userEvent.setup({ delay: null }) };
}

describe('the toolbar', () => {
  it('says which rows are shown of how many, and exports them', async () => {
    const { onExport, user } = setup({ first: 26, last: 50, total: 120 });
    expect(screen.getByRole('status').textContent).toBe('26–50 of 120');
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalled();
  });

  it('groups the digits of large lists', () => {
    setup({ first: 1001, last: 1050, total: 255376 });
    expect(screen.getByRole('status').textContent).toBe('1,001–1,050 of 255,376');
  });

  it('offers no export while nothing matches or an export runs, and shows the running one\u2019s progress', async () => {
    setup(null);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    const { onCancelExport, user } = setup({ first: 1, last: 50, total: 2500 }, true);
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Exporting 1000 of 2500 rows')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(onCancelExport).toHaveBeenCalled();
  });

  it('shows and hides columns from the column chooser', async () => {
    const { onToggleColumn, onResetColumns, user } = setup({ first: 1, last: 1, total: 1 });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const city = await screen.findByRole('checkbox', { name: 'City' });
    expect((city as HTMLInputElement).checked).toBe(false);
    await user.click(city);
    expect(onToggleColumn).toHaveBeenCalledWith('city', true);
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(onResetColumns).toHaveBeenCalled();
  });
});

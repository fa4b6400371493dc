// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import type { BulkActionContext } from './paged-table-options';
import { selectAllMatching } from './selection';
import { SelectionBar } from './SelectionBar';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

interface Row {
  id: string;
}

function setup(options: {
  offerAllMatching?: boolean;
  exportRunning?: boolean;
  fetchSelectedRows?: BulkActionContext<Row>['fetchSelectedRows'];
  run?: () => void;
}) {
  const context: BulkActionContext<Row> = {
    selection: selectAllMatching(),
    count: 1200,
    fetchSelectedRows: options.fetchSelectedRows ?? (async () => [{ id: 'a' }]),
    clear: vi.fn(),
  };
  const props = { onSelectAllMatching: vi.fn(), onExport: vi.fn() };
  renderUi(
    <SelectionBar
      context={context}
      knownRows={null}
      offerAllMatching={options.offerAllMatching ?? false}
      totalCount={1500}
      exportRunning={options.exportRunning ?? false}
      bulkActions={[{ id: 'archive', label: 'Archive', run: options.run ?? vi.fn() }]}
      {...props}
    />,
  );
  return { context, ...props, user: userEvent.setup({ delay: null }) };
}

describe('the selection bar', () => {
  it('says how many rows are selected, offers all that match, exports and clears the selection', async () => {
    const { context, onSelectAllMatching, onExport, user } = setup({ offerAllMatching: true });
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar.textContent).toContain('1200 rows selected');
    await user.click(screen.getByRole('button', { name: 'Select all 1500 that match' }));
    expect(onSelectAllMatching).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    expect(onExport).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(context.clear).toHaveBeenCalled();
  });

  it('offers no second export while one runs, nor "all that match" unless asked', () => {
    setup({ exportRunning: true });
    expect(screen.getByRole('button', { name: 'Export selected' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /that match/ })).toBeNull();
  });

  it('says so when the selected rows of a bulk action could not be fetched, and runs nothing', async () => {
    const run = vi.fn();
    const { user } = setup({ fetchSelectedRows: () => Promise.reject(new Error('503')), run });
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(
      await screen.findByText('The action could not be run on the selected rows. Please try again.'),
    ).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// Saving a view as a user does it: the view rides in the form's hidden fields, and the default
// view (no filter, sort or search) is the empty query, a view like any other (issue 32).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import type { SavedFilterFormData } from '../../../components/schema-form/forms/saved-filter-form.gen';
import { SavedFilterFormDialog } from './SavedFilterFormDialog';

vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

async function saveAs(initial: SavedFilterFormData, name: string) {
  const onSubmit = vi.fn((_: SavedFilterFormData) => Promise.resolve());
  renderUi(
    <SavedFilterFormDialog
      initial={initial}
      title="Save the current view"
      successMessage="Saved."
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Save the current view' });
  await user.type(screen.getByRole('textbox', { name: /Name/ }), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { onSubmit, dialog };
}

describe('SavedFilterFormDialog', () => {
  it('saves the default view: the empty query is sent, not refused as missing', async () => {
    const { onSubmit } = await saveAs(
      { name: '', shared: true, mode: 'individual', query: '', columns: ['reportedEventDate', 'action'] },
      'All events',
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'All events',
      shared: true,
      mode: 'individual',
      query: '',
      columns: ['reportedEventDate', 'action'],
    });
    expect(screen.queryByText('The view is missing.')).toBeNull();
  });

  it('saves a filtered view with its query', async () => {
    const query = 'filters=%7B%22hashClass%22%3A%22malicious%22%7D';
    const { onSubmit } = await saveAs({ name: '', shared: false, mode: 'summary', query }, 'Malicious');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Malicious', shared: false, mode: 'summary', query });
  });
});

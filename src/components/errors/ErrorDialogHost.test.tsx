// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { outcomeFor } from '../../api/error-catalogue';
import { createErrorDialogStore } from './error-dialog-store';
import { createErrorOutcomeHandler } from './error-outcome-handler';
import { ErrorDialogHost } from './ErrorDialogHost';
import { ApiError } from '../../api/api-error';

afterEach(cleanup);

function setup() {
  const dialogs = createErrorDialogStore();
  const reload = vi.fn();
  const handler = createErrorOutcomeHandler({
    navigate: vi.fn(),
    dialogs,
    leave: vi.fn(),
    clearStorage: vi.fn(),
  });
  renderUi(<ErrorDialogHost dialogs={dialogs} reload={reload} />);
  const fail = (status: number) =>
    act(() =>
      handler.onErrorOutcome(outcomeFor({ status, sid: 's', dialogOpen: handler.isDialogOpen() }), {
        method: 'GET',
        endpoint: '/restapi/Dashboard/GetTopComputers',
        status,
        error: new ApiError({ status, data: null }),
      }),
    );
  return { dialogs, reload, fail };
}

describe('the "Oops..." dialog', () => {
  it.each([
    [404, 'Failed to send request. The page sent the request returned a 404 response. Please contact admin.'],
    [
      502,
      'Failed to send request. The page sent the request returned a 502 response. The server may have down. Please contact admin.',
    ],
    [503, 'Something went wrong! Please refresh your page.'],
  ])('shows the text of %i with Close and Reload Page', async (status, text) => {
    const { fail } = setup();
    fail(status);
    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain(text);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });

  it('reloads on Reload Page', async () => {
    const { fail, reload } = setup();
    fail(502);
    fireEvent.click(await screen.findByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes on Close', async () => {
    const { fail, dialogs } = setup();
    fail(404);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(dialogs.get()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not shown for 400 and 500', () => {
    const { fail } = setup();
    fail(400);
    fail(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

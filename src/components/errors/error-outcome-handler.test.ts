import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { ErrorContext } from '../../api/client';
import { outcomeFor } from '../../api/error-catalogue';
import { createMemoryChannelHub, type SessionMessage } from '../../session/session-channel';
import { createErrorDialogStore } from './error-dialog-store';
import { createErrorOutcomeHandler, FORBIDDEN_PATH } from './error-outcome-handler';

const SID = '4c8e1f0a9b2d47e6a3c5d7f9e1b3a503';

function setup(otherDialogOpen = false) {
  const navigate = vi.fn();
  const clearStorage = vi.fn();
  const leave = vi.fn();
  const dialogs = createErrorDialogStore();
  const hub = createMemoryChannelHub();
  const otherTab = vi.fn<(message: SessionMessage) => void>();
  hub.connect().subscribe(otherTab);
  const handler = createErrorOutcomeHandler({
    navigate,
    clearStorage,
    leave,
    dialogs,
    channel: hub.connect(),
    otherDialogOpen: () => otherDialogOpen,
  });
  // What the api client does for a failed response: the catalogue's outcome, then the handler.
  const fail = (status: number) => {
    const context: ErrorContext = {
      method: 'GET',
      endpoint: '/restapi/Company/GetCompanyList',
      status,
      error: new ApiError({ status, data: null }),
    };
    handler.onErrorOutcome(outcomeFor({ status, sid: SID, dialogOpen: handler.isDialogOpen() }), context);
  };
  return { navigate, clearStorage, leave, dialogs, handler, fail, otherTab };
}

describe('the error catalogue, performed', () => {
  it('401: clears local and session storage and goes to the logout address with the session id, once', () => {
    const { clearStorage, leave, navigate, dialogs, fail, otherTab } = setup();
    fail(401);
    fail(401);
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith(`/bff/logout?sid=${SID}`);
    expect(otherTab).toHaveBeenCalledWith({ type: 'logout', sid: null });
    expect(navigate).not.toHaveBeenCalled();
    expect(dialogs.get()).toBeNull();
  });

  it('403: the forbidden page', () => {
    const { navigate, dialogs, fail } = setup();
    fail(403);
    expect(navigate).toHaveBeenCalledWith(FORBIDDEN_PATH);
    expect(FORBIDDEN_PATH).toBe('/403');
    expect(dialogs.get()).toBeNull();
  });

  it.each([400, 500])('%i: no dialog', (status) => {
    const { navigate, leave, dialogs, fail } = setup();
    fail(status);
    expect(dialogs.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'errors.notFound404'],
    [502, 'errors.badGateway502'],
    [503, 'errors.oops.message'],
    [0, 'errors.oops.message'],
  ])('%i: the "Oops..." dialog with its text, Close and Reload Page', (status, messageKey) => {
    const { dialogs, fail, handler } = setup();
    expect(handler.isDialogOpen()).toBe(false);
    fail(status);
    expect(dialogs.get()).toEqual({
      titleKey: 'errors.oops.title',
      messageKey,
      closeKey: 'errors.oops.close',
      reloadKey: 'errors.oops.reload',
    });
    expect(handler.isDialogOpen()).toBe(true);
  });

  it('opens one dialog for several failures: the first one stays', () => {
    const { dialogs, fail } = setup();
    fail(502);
    fail(404);
    expect(dialogs.get()?.messageKey).toBe('errors.badGateway502');
    dialogs.close();
    fail(404);
    expect(dialogs.get()?.messageKey).toBe('errors.notFound404');
  });

  it('opens no dialog while another dialog is open', () => {
    const { dialogs, fail, handler } = setup(true);
    expect(handler.isDialogOpen()).toBe(true);
    fail(502);
    expect(dialogs.get()).toBeNull();
  });
});

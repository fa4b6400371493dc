// Performs the error catalogue's outcomes (spec section 8; the mapping itself is
// src/api/error-catalogue.ts): 401 clears local and session storage and leaves for
// /bff/logout?sid=...; 403 shows the forbidden page; 404, 502 and the other statuses open the
// "Oops..." dialog when no dialog is open; 400 and 500 show nothing. The remote log is sent by
// the api client itself.
import type { ErrorContext } from '../../api/client';
import type { ErrorOutcome } from '../../api/error-catalogue';
import { pageLocation } from '../../session/page-location';
import { sessionChannel, type SessionChannel } from '../../session/session-channel';
import { errorDialogStore, type ErrorDialogStore } from './error-dialog-store';

/** The forbidden page's route ("Access to this resource on the server is denied !"). */
export const FORBIDDEN_PATH = '/403';

export interface ErrorOutcomeHandlerDeps {
  /** In-app navigation (the router's), for the forbidden page. */
  navigate: (to: string) => void;
  /** Clears local and session storage; both browser storages by default. */
  clearStorage?: () => void;
  /** Full-page navigation, for the logout address. */
  leave?: (url: string) => void;
  dialogs?: ErrorDialogStore;
  /** Tells the other tabs that the session is gone. */
  channel?: SessionChannel;
  /** Whether any other modal dialog is open (a form, the idle warning); the DOM is asked by default. */
  otherDialogOpen?: () => boolean;
}

export interface ErrorOutcomeHandler {
  onErrorOutcome: (outcome: ErrorOutcome, context: ErrorContext) => void;
  /** Synchronous: true from the moment the handler opens the dialog. */
  isDialogOpen: () => boolean;
}

export function clearBrowserStorage(): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      storage?.clear();
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }
}

export function anyModalDialogOpen(): boolean {
  return (
    typeof document !== 'undefined' && document.querySelector('[role="dialog"][aria-modal="true"]') !== null
  );
}

export function createErrorOutcomeHandler({
  navigate,
  clearStorage = clearBrowserStorage,
  leave = (url) => pageLocation.assign(url),
  dialogs = errorDialogStore,
  channel,
  otherDialogOpen = anyModalDialogOpen,
}: ErrorOutcomeHandlerDeps): ErrorOutcomeHandler {
  let leaving = false;
  const isDialogOpen = () => dialogs.get() !== null || otherDialogOpen();

  return {
    isDialogOpen,
    onErrorOutcome(outcome) {
      switch (outcome.kind) {
        case 'logout': {
          // Several calls fail with 401 at once: leave once.
          if (leaving) return;
          leaving = true;
          clearStorage();
          (channel ?? sessionChannel()).post({ type: 'logout', sid: null });
          leave(outcome.redirectTo);
          return;
        }
        case 'forbidden':
          navigate(FORBIDDEN_PATH);
          return;
        case 'dialog':
          if (isDialogOpen()) return;
          dialogs.open({
            titleKey: outcome.titleKey,
            messageKey: outcome.messageKey,
            closeKey: outcome.closeKey,
            reloadKey: outcome.reloadKey,
          });
          return;
        case 'silent':
          return;
      }
    },
  };
}

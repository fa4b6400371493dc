// The error catalogue (spec section 8): ONE pure mapping from a failed response to what the
// shell does. The shell (src/app) performs the outcome: clear storage and navigate, show the
// 403 page, or open the error dialog. Texts are message keys of locales/*/errors.json.

/** Message keys of the catalogue's texts (locales/<lng>/errors.json and session.json). */
export const ERROR_KEYS = {
  oopsTitle: 'errors.oops.title',
  oopsMessage: 'errors.oops.message',
  close: 'errors.oops.close',
  reload: 'errors.oops.reload',
  notFound404: 'errors.notFound404',
  badGateway502: 'errors.badGateway502',
  forbidden: 'errors.forbidden',
  pageNotFound: 'errors.pageNotFound',
  generic: 'errors.generic',
  anErrorOccurred: 'errors.anErrorOccurred',
  scopeNoDetails: 'errors.scope.noDetails',
  scopeNoMatch: 'errors.scope.noMatch',
} as const;

export type ErrorDialogMessageKey =
  typeof ERROR_KEYS.oopsMessage | typeof ERROR_KEYS.notFound404 | typeof ERROR_KEYS.badGateway502;

export type ErrorOutcome =
  /** 401: the session is gone. Clear local and session storage, go to the BFF logout. */
  | { kind: 'logout'; clearStorage: true; redirectTo: string; logRemotely: false }
  /** 403: the forbidden page ("Access to this resource on the server is denied !"). */
  | { kind: 'forbidden'; messageKey: typeof ERROR_KEYS.forbidden; logRemotely: true }
  /** 400, 409 and 500 (the caller shows the error itself), or any status while a dialog is open. */
  | { kind: 'silent'; logRemotely: boolean }
  /** The error dialog, with Close and Reload Page (reload on confirm). */
  | {
      kind: 'dialog';
      titleKey: typeof ERROR_KEYS.oopsTitle;
      messageKey: ErrorDialogMessageKey;
      closeKey: typeof ERROR_KEYS.close;
      reloadKey: typeof ERROR_KEYS.reload;
      logRemotely: true;
    };

export interface FailedResponseFacts {
  /** The HTTP status; 0 when the request never got a response (network failure). */
  status: number;
  /** The session id (sid claim), for the logout address. */
  sid: string | null;
  /** True while an error dialog is already shown: no second dialog on top of it. */
  dialogOpen: boolean;
}

/** The BFF logout address with the session id (spec sections 4 and 7). */
export function logoutAddress(sid: string | null): string {
  return sid ? `/bff/logout?sid=${encodeURIComponent(sid)}` : '/bff/logout';
}

export function outcomeFor({ status, sid, dialogOpen }: FailedResponseFacts): ErrorOutcome {
  switch (status) {
    case 401:
      // Not logged remotely: without a session the log call would be refused too.
      return { kind: 'logout', clearStorage: true, redirectTo: logoutAddress(sid), logRemotely: false };
    case 403:
      return { kind: 'forbidden', messageKey: ERROR_KEYS.forbidden, logRemotely: true };
    case 400:
      // Bad input: the form shows the field errors; nothing for the log.
      return { kind: 'silent', logRemotely: false };
    case 409:
      // A write refused because the record changed meanwhile or is in use (the policy writes):
      // the page says so where the user acted, with what was typed kept; nothing for the log.
      return { kind: 'silent', logRemotely: false };
    case 429:
      // Too many failed attempts (a password check): the form says when to try again.
      return { kind: 'silent', logRemotely: false };
    case 500:
      return { kind: 'silent', logRemotely: true };
  }
  // Every other response error is logged, whether or not a dialog can be shown for it.
  if (dialogOpen) return { kind: 'silent', logRemotely: true };
  return {
    kind: 'dialog',
    titleKey: ERROR_KEYS.oopsTitle,
    messageKey: dialogMessageKey(status),
    closeKey: ERROR_KEYS.close,
    reloadKey: ERROR_KEYS.reload,
    logRemotely: true,
  };
}

function dialogMessageKey(status: number): ErrorDialogMessageKey {
  if (status === 404) return ERROR_KEYS.notFound404;
  if (status === 502) return ERROR_KEYS.badGateway502;
  return ERROR_KEYS.oopsMessage;
}

/**
 * Calls whose 404 is an answer the page shows in place, not the catalogue's dialog: the contract's
 * "a hash never seen in the scope is a 404" (the hash page says the hash is unknown there), and a
 * status change none of whose alerts is in the scope any more (the alert console names them).
 */
const NOT_FOUND_SHOWN_IN_PAGE: ReadonlySet<string> = new Set([
  '/restapi/HashInspection/GetHashInformationPage',
  '/restapi/HashInspection/GetHashVisibilityHashDetail',
  // The alert console names the alerts a status change could not reach (deleted, out of scope).
  '/restapi/Alarm/UpdateAlarmStatuses',
  // A computer guid unknown in the scope (or another tenant's): the computer page says not found.
  '/restapi/Computer/GetComputerDetail',
  '/restapi/Computer/GetComputerUserList',
  // A saved filter unknown, private to another user or of another tenant: its page says not found.
  '/restapi/SavedFilter/GetSavedFilter',
  // An event unknown in the scope: its drawer says it could not be loaded (issue 25: the dialog
  // opened over it, the page's loader asking before the drawer was there).
  '/restapi/Event/GetEventDetail',
  // A building block unknown or out of the scope (another tenant's local block): its page says not found.
  '/restapi/Policy/GetBlock',
]);

export function isNotFoundShownInPage(pathname: string, status: number): boolean {
  return status === 404 && NOT_FOUND_SHOWN_IN_PAGE.has(pathname);
}

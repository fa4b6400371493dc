import { describe, expect, it } from 'vitest';
import enErrors from '../../locales/en/errors.json';
import jaErrors from '../../locales/ja/errors.json';
import enSession from '../../locales/en/session.json';
import jaSession from '../../locales/ja/session.json';
import { ERROR_KEYS, outcomeFor, type ErrorDialogMessageKey, type ErrorOutcome } from './error-catalogue';

/** Reads a dotted key ("errors.oops.title") from a nested message file. */
function text(messages: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

const closed = { sid: 'a1b2c3', dialogOpen: false };
const dialog = (messageKey: ErrorDialogMessageKey): ErrorOutcome => ({
  kind: 'dialog',
  titleKey: 'errors.oops.title',
  messageKey,
  closeKey: 'errors.oops.close',
  reloadKey: 'errors.oops.reload',
  logRemotely: true,
});

describe('outcomeFor: the error catalogue (spec section 8)', () => {
  it('401 clears storage and goes to the logout address with the session id, not logged', () => {
    expect(outcomeFor({ status: 401, ...closed })).toEqual({
      kind: 'logout',
      clearStorage: true,
      redirectTo: '/bff/logout?sid=a1b2c3',
      logRemotely: false,
    });
  });

  it('401 escapes the session id, and without one goes to the bare logout address', () => {
    expect(outcomeFor({ status: 401, sid: 'a b&c', dialogOpen: false })).toMatchObject({
      redirectTo: '/bff/logout?sid=a%20b%26c',
    });
    expect(outcomeFor({ status: 401, sid: null, dialogOpen: false })).toMatchObject({
      redirectTo: '/bff/logout',
    });
  });

  it('401 logs out even while a dialog is open', () => {
    expect(outcomeFor({ status: 401, sid: 'a1b2c3', dialogOpen: true }).kind).toBe('logout');
  });

  it('403 shows the forbidden page and is logged remotely', () => {
    expect(outcomeFor({ status: 403, ...closed })).toEqual({
      kind: 'forbidden',
      messageKey: 'errors.forbidden',
      logRemotely: true,
    });
    expect(outcomeFor({ status: 403, sid: null, dialogOpen: true }).kind).toBe('forbidden');
  });

  it('400 shows no dialog and is not logged', () => {
    expect(outcomeFor({ status: 400, ...closed })).toEqual({ kind: 'silent', logRemotely: false });
  });

  it('500 shows no dialog but is logged', () => {
    expect(outcomeFor({ status: 500, ...closed })).toEqual({ kind: 'silent', logRemotely: true });
  });

  it('404 opens the dialog with the 404 text', () => {
    expect(outcomeFor({ status: 404, ...closed })).toEqual(dialog('errors.notFound404'));
  });

  it('502 opens the dialog with the 502 text', () => {
    expect(outcomeFor({ status: 502, ...closed })).toEqual(dialog('errors.badGateway502'));
  });

  it('409 (a write refused: changed meanwhile, or in use) shows no dialog: the page says so', () => {
    expect(outcomeFor({ status: 409, ...closed })).toEqual({ kind: 'silent', logRemotely: false });
  });

  it('429 (a throttled password check) shows no dialog: the form says when to try again', () => {
    expect(outcomeFor({ status: 429, ...closed })).toEqual({ kind: 'silent', logRemotely: false });
  });

  it.each([418, 503, 504, 0])('any other status (%i) opens the generic Oops dialog', (status) => {
    expect(outcomeFor({ status, ...closed })).toEqual(dialog('errors.oops.message'));
  });

  it.each([404, 502, 418, 503])('no second dialog for %i while one is open, but still logged', (status) => {
    expect(outcomeFor({ status, sid: 'a1b2c3', dialogOpen: true })).toEqual({
      kind: 'silent',
      logRemotely: true,
    });
  });
});

describe('the catalogue texts, letter for letter', () => {
  const english: Record<string, string> = {
    'errors.oops.title': 'Oops...',
    'errors.oops.message': 'Something went wrong! Please refresh your page.',
    'errors.oops.close': 'Close',
    'errors.oops.reload': 'Reload Page',
    'errors.notFound404':
      'Failed to send request. The page sent the request returned a 404 response. Please contact admin.',
    'errors.badGateway502':
      'Failed to send request. The page sent the request returned a 502 response. The server may have down. Please contact admin.',
    'errors.forbidden': 'Access to this resource on the server is denied !',
    'errors.pageNotFound': 'This page not found!',
    'errors.generic': 'Something went wrong!',
    'errors.anErrorOccurred': 'An Error Occurred..',
    'errors.scope.noDetails': 'Cannot find any scope details for selected item',
    'errors.scope.noMatch': 'no matching result',
  };

  it.each(Object.entries(english))('%s is "%s" in English and translated in Japanese', (key, value) => {
    expect(text(enErrors, key)).toBe(value);
    expect(typeof text(jaErrors, key)).toBe('string');
    expect(text(jaErrors, key)).not.toBe('');
  });

  it('every key the catalogue can return exists', () => {
    for (const key of Object.values(ERROR_KEYS)) {
      expect(typeof text(enErrors, key), key).toBe('string');
      expect(typeof text(jaErrors, key), key).toBe('string');
    }
  });

  const session: Record<string, string> = {
    'session.expiring.title': 'Session Expiring Soon',
    'session.expiring.message':
      'Your session will expire due to inactivity and you will need to log in again for security reasons.',
    'session.expiring.logoutNow': 'Log out Now',
    'session.expiring.stayConnected': 'Stay Connected',
  };

  it.each(Object.entries(session))('%s is "%s" in English and translated in Japanese', (key, value) => {
    expect(text(enSession, key)).toBe(value);
    expect(typeof text(jaSession, key)).toBe('string');
  });
});

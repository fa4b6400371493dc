// Logging out (spec sections 4 and 7): the browser goes to /bff/logout?sid=..., which ends the
// session and sends it on to the sign-in page. Every other tab of the console follows.
import { logoutAddress } from '../api/error-catalogue';
import { pageLocation } from './page-location';
import { sessionChannel, type SessionChannel } from './session-channel';
import { storedSelection, type StoredSelectionStore } from './stored-selection';

export interface LogoutDeps {
  channel?: SessionChannel;
  stored?: StoredSelectionStore;
  assign?: (url: string) => void;
}

/**
 * Logs out of this tab and tells the others. The stored scope is dropped too, so the next
 * user of this browser starts from their own (language and sidebar state stay).
 */
export function logout(sid: string | null, deps: LogoutDeps = {}): void {
  const {
    channel = sessionChannel(),
    stored = storedSelection,
    assign = (url) => pageLocation.assign(url),
  } = deps;
  channel.post({ type: 'logout', sid });
  stored.clear();
  assign(logoutAddress(sid));
}

/** Follows a logout of another tab; returns the function that stops listening. */
export function followLogoutOfOtherTabs(
  ownSid: () => string | null,
  deps: Omit<LogoutDeps, 'stored'> = {},
): () => void {
  const { channel = sessionChannel(), assign = (url) => pageLocation.assign(url) } = deps;
  return channel.subscribe((message) => {
    if (message.type === 'logout') assign(logoutAddress(message.sid ?? ownSid()));
  });
}

// The link to the configured hash lookup service for one hash: the settings' URL with the SHA-256
// as its last path segment. Only an http(s) URL gives a link, and never with credentials in it:
// the API key stays on the server (the console is never given it), and user info in the stored
// URL is dropped rather than sent from the browser.
import type { ApiSchema } from '../../../api/contract-types';

type Settings = ApiSchema<'HashLookupSettings'>;

export const hashLookupSettingsRequest = { settingKey: 'HashLookupSettings' } as const;

export function hashLookupHref(
  settings: Pick<Settings, 'url'> | null | undefined,
  sha256: string,
): string | null {
  if (!settings?.url) return null;
  let url: URL;
  try {
    url = new URL(settings.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.username = '';
  url.password = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(sha256)}`;
  return url.toString();
}

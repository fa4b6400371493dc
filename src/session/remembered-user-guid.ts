// The signed-in user's guid (their profile's), remembered for the session in this tab, so that
// a page load can ask for the user's table settings in the same wave as the page's rows instead
// of after the profile (no waterfall). Tied to the session id: another session in the tab reads
// nothing; the sandbox refuses another user's settings anyway.
const KEY = 'console.userGuid';

interface Remembered {
  sid: string;
  userGuid: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberedUserGuid(sid: string | null): string | null {
  if (!sid) return null;
  try {
    const parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    return parsed?.sid === sid && typeof parsed.userGuid === 'string' ? parsed.userGuid : null;
  } catch {
    return null;
  }
}

export function rememberUserGuid(sid: string | null, userGuid: string): void {
  if (!sid) return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ sid, userGuid } satisfies Remembered));
  } catch {
    // A full or blocked storage only costs the next page load one request wave.
  }
}

// Where sign-in starts and where it returns. The return target travels in the `redirect`
// search parameter, so it is checked: only a path of this console, never another origin
// (an open redirect) and never a BFF address.
export const LOGIN_PATH = '/bff/login';
/** Where a user goes after sign-in when they came from nowhere in particular. */
export const HOME_PATH = '/dashboard/company-overview';

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // A path of this origin: "/x", not "//host" or "/\host" (both read as another origin).
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/bff' || pathname.startsWith('/bff/')) return null;
  return value;
}

export function afterLoginPath(value: unknown): string {
  return safeReturnPath(value) ?? HOME_PATH;
}

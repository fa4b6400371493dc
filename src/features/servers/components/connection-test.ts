// "Test connection" must have succeeded before Save, for the connection settings now in the
// form: the url, the management user id and password. Changing any of them after a test asks
// for a new one. A saved server whose url and user are untouched and whose password field is
// left empty is tested with its stored credentials.
export interface ConnectionValues {
  /** The schema's url is "a URI or an IP address" (anyOf), so its generated type is unknown. */
  url?: unknown;
  userId?: string | null;
  password?: string | null;
}

export interface StoredConnection {
  serverId: number;
  url: string;
  userId: string | null;
  passwordSet: boolean;
}

const urlOf = (values: ConnectionValues): string => (typeof values.url === 'string' ? values.url.trim() : '');

/** The connection settings as one comparable value. */
export function connectionKey(values: ConnectionValues): string {
  return JSON.stringify([urlOf(values), values.userId ?? '', values.password ?? '']);
}

export type ConnectionTestPlan =
  | { kind: 'stored'; serverId: number }
  | { kind: 'form'; url: string; userId: string; password: string }
  | { kind: 'incomplete' };

/** Which test the current values call for. */
export function planConnectionTest(
  values: ConnectionValues,
  stored: StoredConnection | null,
): ConnectionTestPlan {
  const url = urlOf(values);
  const userId = values.userId ?? '';
  const password = values.password ?? '';
  if (
    stored?.passwordSet &&
    password === '' &&
    url === stored.url &&
    (userId || null) === (stored.userId || null)
  ) {
    return { kind: 'stored', serverId: stored.serverId };
  }
  if (url === '' || userId === '' || password === '') return { kind: 'incomplete' };
  return { kind: 'form', url, userId, password };
}

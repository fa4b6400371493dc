// Connection tests of server records: the simulated connection and the tokens a successful
// test issues (a save needs one for the same url and user id, by the same user, unexpired).
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';

/** Connection test tokens are valid this long (ConnectionTestResult in the contract). */
const TOKEN_TTL_MS = 30 * 60_000;

/** The simulated connection: hosts under .example and IP addresses answer; "unreachable" hosts time out. */
export function connect(url: string): { success: boolean; message: string } {
  let host = url.trim();
  if (/^https?:\/\//i.test(host)) {
    try {
      host = new URL(host).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return { success: false, message: `The address ${url} is not a valid URL.` };
    }
  }
  if (host.toLowerCase().includes('unreachable'))
    return { success: false, message: `Connection timed out: ${host} did not answer within 15 seconds.` };
  if (isIP(host) !== 0 || /\.example$/i.test(host)) {
    let ms = 0;
    for (const ch of host) ms = (ms * 31 + ch.charCodeAt(0)) % 200;
    return { success: true, message: `Connected to ${host} (agms 8.4.2) in ${60 + ms} ms.` };
  }
  return { success: false, message: `Could not resolve the host name ${host}.` };
}

/** Stores a new token for a successful test (and drops the expired ones). */
export async function issueToken(
  db: Queryable,
  principal: Principal,
  url: string,
  userId: string | null,
  now: Date,
): Promise<string> {
  const token = `ctt_${randomBytes(16).toString('hex')}`;
  await db.query('delete from server_connection_tests where expires_on < $1', [now]);
  await db.query(
    'insert into server_connection_tests (token, url, user_id, tested_by, tested_on, expires_on) values ($1, $2, $3, $4, $5, $6)',
    [token, url, userId, principal.userId, now, new Date(now.getTime() + TOKEN_TTL_MS)],
  );
  return token;
}

/** When the token's test ran, if the token is the user's, unexpired and for this url and user id. */
export async function testedOn(
  db: Queryable,
  principal: Principal,
  test: { token: string | null | undefined; url: unknown; userId: string | null },
  now: Date,
): Promise<Date | string | null> {
  const [row] = await db.query<{ tested_on: Date | string }>(
    `select tested_on from server_connection_tests
     where token = $1 and expires_on > $2 and url = $3 and coalesce(user_id, '') = coalesce($4, '') and tested_by = $5`,
    [test.token, now, test.url, test.userId, principal.userId],
  );
  return row?.tested_on ?? null;
}

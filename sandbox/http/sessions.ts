// Server-side sessions. The cookie holds a random token (only its hash is stored); the sid is
// a separate public id (claims, logout URL). 30 minutes idle, 12 hours absolute.
import { createHash, randomBytes } from 'node:crypto';
import { readCached, type Queryable } from '../db/database';

export const SESSION_COOKIE = 'ec_session';
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// Touch the session at most this often, not on every request.
const TOUCH_EVERY_MS = 30 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionRow {
  sid: string;
  user_id: number;
  created_at: Date;
  last_seen_at: Date;
}

/** Where a sign-in came from, for the user's list of sessions. */
export interface SessionClient {
  userAgent?: string | undefined;
  address?: string | undefined;
}

export async function createSession(
  db: Queryable,
  userId: number,
  now: Date,
  client: SessionClient = {},
): Promise<{ token: string; sid: string }> {
  const token = randomBytes(32).toString('base64url');
  const sid = randomBytes(16).toString('hex');
  await db.query(
    `insert into sessions (token_hash, sid, user_id, created_at, last_seen_at, user_agent, address)
     values ($1, $2, $3, $4, $4, $5, $6)`,
    [
      hashToken(token),
      sid,
      userId,
      now,
      client.userAgent?.slice(0, 512) ?? null,
      client.address?.slice(0, 64) ?? null,
    ],
  );
  return { token, sid };
}

/** The live session of a cookie token, touched; null when absent, ended or expired. */
export async function findSession(
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<SessionRow | null> {
  if (!token) return null;
  // Kept until the next write (a touch, a logout, any other write ends it).
  const [row] = await readCached<SessionRow>(
    db,
    'select sid, user_id, created_at, last_seen_at from sessions where token_hash = $1 and ended_at is null',
    [hashToken(token)],
  );
  if (!row) return null;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  const age = now.getTime() - new Date(row.created_at).getTime();
  if (idle > IDLE_TIMEOUT_MS || age > ABSOLUTE_TIMEOUT_MS) {
    await db.query('update sessions set ended_at = $2 where token_hash = $1', [hashToken(token), now]);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db.query('update sessions set last_seen_at = $2 where token_hash = $1', [hashToken(token), now]);
  }
  return row;
}

/** Ends the session a cookie holds, if any: a sign-in replaces the browser's earlier session. */
export async function endSessionOfToken(db: Queryable, token: string | undefined, now: Date): Promise<void> {
  if (!token) return;
  await db.query('update sessions set ended_at = $2 where token_hash = $1 and ended_at is null', [
    hashToken(token),
    now,
  ]);
}

/** Ends the cookie's session only if the sid is its own: a wrong sid ends nothing. */
export async function endSession(
  db: Queryable,
  token: string | undefined,
  sid: string,
  now: Date,
): Promise<boolean> {
  // A sid is 32 hex digits (createSession): anything else is a wrong sid, and never a query.
  if (!token || !/^[0-9a-f]{32}$/.test(sid)) return false;
  const rows = await db.query(
    'update sessions set ended_at = $3 where token_hash = $1 and sid = $2 and ended_at is null returning sid',
    [hashToken(token), sid, now],
  );
  return rows.length > 0;
}

/**
 * Ends every live session of a user but one (the caller's own, when given): after a password
 * change or reset, whoever held the old password loses the sessions it opened.
 */
export async function endSessionsOfUser(
  db: Queryable,
  userId: number,
  now: Date,
  exceptSid: string | null = null,
): Promise<number> {
  const rows = await db.query(
    `update sessions set ended_at = $2
     where user_id = $1 and ended_at is null and ($3::text is null or sid <> $3) returning sid`,
    [userId, now, exceptSid],
  );
  return rows.length;
}

/**
 * Ends every live session of the users of a company (its own users and those who work for it
 * besides others): deleting the company takes their rights to it, so whatever they hold open
 * must sign in again and be given what is left.
 */
export async function endSessionsOfCompanyUsers(
  db: Queryable,
  companyId: number,
  now: Date,
): Promise<number> {
  const rows = await db.query(
    `update sessions set ended_at = $2
     where ended_at is null and user_id in (
       select id from users where company_id = $1
       union select user_id from user_companies where company_id = $1)
     returning sid`,
    [companyId, now],
  );
  return rows.length;
}

// The signed-in user's own sessions (issue 33): the live ones listed, one ended. Every query is
// bounded by the user id given (the session's own): another user's session is never touched.
import type { Database, Queryable } from '../../db/database';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../../http/sessions';

export interface SessionListRow {
  sid: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
  address: string | null;
}

/** The user's sessions still live at `now` (not ended, idle or past their absolute timeout), latest first. */
export function liveSessionsOf(db: Queryable, userId: number, now: Date): Promise<SessionListRow[]> {
  return db.query<SessionListRow>(
    `select sid, created_at, last_seen_at, user_agent, address from sessions
     where user_id = $1 and ended_at is null and last_seen_at > $2 and created_at > $3
     order by last_seen_at desc, created_at desc`,
    [userId, new Date(now.getTime() - IDLE_TIMEOUT_MS), new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS)],
  );
}

/** Ends one of the user's sessions; the number ended (0 when over already or not the user's). */
export async function endOwnSession(db: Database, userId: number, sid: string, now: Date): Promise<number> {
  const ended = await db.transaction((tx) =>
    tx.query(
      `update sessions set ended_at = $3 where user_id = $1 and sid = $2 and ended_at is null returning sid`,
      [userId, sid, now],
    ),
  );
  return ended.length;
}

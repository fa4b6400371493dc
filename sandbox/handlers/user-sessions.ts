// The signed-in user's own sessions (issue 33): list them, sign one out, sign out everywhere
// else. Only ever the principal's own rows: another user's session is never touched.
import { browserName } from '../http/browser-name';
import { ok } from '../http/replies';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, endSessionsOfUser } from '../http/sessions';
import type { HandlerMap } from '../http/types';

interface SessionListRow {
  sid: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
  address: string | null;
}

export const userSessionHandlers: HandlerMap = {
  async User_GetSessions({ db, principal, now }) {
    const rows = await db.query<SessionListRow>(
      `select sid, created_at, last_seen_at, user_agent, address from sessions
       where user_id = $1 and ended_at is null and last_seen_at > $2 and created_at > $3
       order by last_seen_at desc, created_at desc`,
      [
        principal.userId,
        new Date(now.getTime() - IDLE_TIMEOUT_MS),
        new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS),
      ],
    );
    return ok(
      rows.map((r) => ({
        sessionId: r.sid,
        startedOn: new Date(r.created_at).toISOString(),
        lastActiveOn: new Date(r.last_seen_at).toISOString(),
        browser: browserName(r.user_agent),
        address: r.address,
        current: r.sid === principal.sid,
      })),
    );
  },

  async User_EndSession({ db, principal, body, now }) {
    const ended = await db.transaction((tx) =>
      tx.query(
        `update sessions set ended_at = $3 where user_id = $1 and sid = $2 and ended_at is null returning sid`,
        [principal.userId, body.sessionId, now],
      ),
    );
    // Already over, or another user's: nothing to end, and nothing said about whose it was.
    return ok({ endedCount: ended.length }, { message: 'The session has been signed out.' });
  },

  async User_EndOtherSessions({ db, principal, now }) {
    const endedCount = await db.transaction((tx) =>
      endSessionsOfUser(tx, principal.userId, now, principal.sid),
    );
    return ok({ endedCount }, { message: 'Every other session has been signed out.' });
  },
};

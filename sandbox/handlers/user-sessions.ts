// The signed-in user's own sessions (issue 33): list them, sign one out, sign out everywhere
// else. Only ever the principal's own rows: another user's session is never touched.
import { browserName } from '../http/browser-name';
import { ok } from '../http/replies';
import { endSessionsOfUser } from '../http/sessions';
import { endOwnSession, liveSessionsOf } from '../data/sessions/own-sessions';
import type { HandlerMap } from '../http/types';

export const userSessionHandlers: HandlerMap = {
  async User_GetSessions({ db, principal, now }) {
    const rows = await liveSessionsOf(db, principal.userId, now);
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
    const endedCount = await endOwnSession(db, principal.userId, body.sessionId, now);
    // Already over, or another user's: nothing to end, and nothing said about whose it was.
    return ok({ endedCount }, { message: 'The session has been signed out.' });
  },

  async User_EndOtherSessions({ db, principal, now }) {
    const endedCount = await db.transaction((tx) =>
      endSessionsOfUser(tx, principal.userId, now, principal.sid),
    );
    return ok({ endedCount }, { message: 'Every other session has been signed out.' });
  },
};

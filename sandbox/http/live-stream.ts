// GET /bff/live (contract Bff_LiveStream): the session's Server-Sent Events stream. The session
// cookie authorizes it (EventSource sends no X-CSRF) and every role may open it; the scope is the
// session's bounds (no scope headers: EventSource sends none), and each change of the outbox is
// sent only when it lies inside them. Last-Event-ID resumes after a change; without it the stream
// starts at the newest change. It ends (an `ended` message) when the session ends: at once on a
// logout or password change (the outbox carries the end), at the next keep-alive on expiry.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { changesAfter, inBounds, liveChangeOf, newestChangeId } from '../live/changes';
import type { LiveHub } from '../live/hub';
import { NO_SESSION, principalOf } from './bff';
import { invalid } from './replies';
import { sessionBounds } from './scope';
import { GENERIC_INVALID_KEY } from '../../src/domain/validation-messages';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './sessions';

export const LIVE_STREAM_PATH = '/bff/live';
/** A comment line this often keeps proxies from closing an idle stream and finds expired sessions. */
const KEEP_ALIVE_MS = 15_000;

/** The Last-Event-ID sent (null: none), or false when it is not a change id. */
function lastEventIdOf(request: FastifyRequest): string | null | false {
  const v = request.headers['last-event-id'];
  if (v === undefined) return null;
  const s = (Array.isArray(v) ? v.join(',') : v).trim();
  // EventSource sends only an id it received; anything else is refused, never streamed from.
  return /^[0-9]{1,18}$/.test(s) ? s : false;
}

/** Whether the session is still live, without touching it (a stream is no sign of the user). */
async function sessionLive(db: Database, sid: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ created_at: Date | string; last_seen_at: Date | string }>(
    'select created_at, last_seen_at from sessions where sid = $1 and ended_at is null',
    [sid],
  );
  if (!row) return false;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  const age = now.getTime() - new Date(row.created_at).getTime();
  return idle <= IDLE_TIMEOUT_MS && age <= ABSOLUTE_TIMEOUT_MS;
}

export function registerLiveStream(
  app: FastifyInstance,
  db: Database,
  hub: LiveHub,
  clock: () => Date,
): void {
  app.get(LIVE_STREAM_PATH, async (request, reply) => {
    const principal = await principalOf(db, request, clock());
    if (!principal) return reply.code(401).send({ isSuccess: false, message: NO_SESSION, entityData: null });
    const sent = lastEventIdOf(request);
    if (sent === false)
      return reply.code(400).send(
        invalid([
          {
            field: 'header:Last-Event-ID',
            messageKey: GENERIC_INVALID_KEY,
            message: 'Last-Event-ID is not the id of a change.',
          },
        ]).body,
      );
    const bounds = await sessionBounds(db, principal);
    let lastId = sent ?? (await newestChangeId(db));

    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    out.write('retry: 3000\n\n');

    let closed = false;
    let unsubscribe = () => {};
    const keepAlive = setInterval(() => {
      void sessionLive(db, principal.sid, clock()).then(
        (live) => (live ? out.write(': keep-alive\n\n') : finish(true)),
        () => finish(false),
      );
    }, KEEP_ALIVE_MS);
    keepAlive.unref();
    const finish = (ended: boolean) => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      unsubscribe();
      if (ended) out.write('event: ended\ndata: {}\n\n');
      out.end();
    };
    request.raw.on('close', () => finish(false));

    // One read of the outbox at a time; a wake during a read asks for one more.
    let reading = false;
    let again = false;
    const pump = async (): Promise<void> => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          for (;;) {
            const rows = await changesAfter(db, lastId);
            for (const row of rows) {
              if (closed) return;
              lastId = row.id;
              if (row.kind === 'sessionEnded') {
                if (row.detail.sid === principal.sid) return finish(true);
                continue;
              }
              if (!inBounds(row, bounds)) continue;
              const change = liveChangeOf(row);
              out.write(`id: ${row.id}\nevent: ${change.kind}\ndata: ${JSON.stringify(change)}\n\n`);
            }
            if (rows.length < 500) break;
          }
        } while (again && !closed);
      } catch (err) {
        request.log.warn({ err }, 'the live stream could not read its changes');
        finish(false);
      } finally {
        reading = false;
      }
    };

    unsubscribe = await hub.subscribe(
      () => void pump(),
      () => finish(false),
    );
    await pump();
  });
}

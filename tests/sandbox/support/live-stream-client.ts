// A Server-Sent Events reader of the live stream for sandbox tests: what a browser's EventSource
// receives (id, event, data), and whether the server ended the stream.
import http from 'node:http';
import type { components } from '../../../src/gen/openapi.gen';

export type LiveChange = components['schemas']['LiveChange'];

export interface StreamReader {
  status: number;
  changes: LiveChange[];
  /** Resolves once a received change satisfies `test` (the test's own timeout bounds the wait). */
  until(test: (c: LiveChange) => boolean): Promise<LiveChange>;
  /** Resolves with whether the server sent `ended` when the response closes. */
  closed: Promise<{ ended: boolean }>;
  close(): void;
}

export function openStream(base: string, cookie: string, lastEventId?: string): Promise<StreamReader> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const request = http.get(`${base}/bff/live`, { headers }, (res) => {
      const changes: LiveChange[] = [];
      const waiters: Array<{ test: (c: LiveChange) => boolean; done: (c: LiveChange) => void }> = [];
      let ended = false;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of message.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.get('event') === 'ended') ended = true;
          else if (fields.has('data') && fields.has('id')) {
            const change = JSON.parse(fields.get('data')!) as LiveChange;
            changes.push(change);
            for (const w of [...waiters])
              if (w.test(change)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.done(change);
              }
          }
        }
      });
      const closed = new Promise<{ ended: boolean }>((done) => res.on('close', () => done({ ended })));
      resolve({
        status: res.statusCode ?? 0,
        changes,
        until: (test) =>
          new Promise((done) => {
            const seen = changes.find(test);
            if (seen) done(seen);
            else waiters.push({ test, done });
          }),
        closed,
        close: () => request.destroy(),
      });
    });
    request.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

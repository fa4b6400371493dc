// How one connection of the live stream ends, which decides whether the console tries again: the
// session's end (a 401, the server's `ended`) stops for good; anything else (Prism's example, a
// proxy's page, a dropped connection) is a failure retried later. Changes are read as they come,
// after the Last-Event-ID sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../session-channel';
import { openLiveStream, type StreamEnd } from './open-live-stream';

function reply(status: number, type: string, body: string) {
  return new Response(body, { status, headers: { 'content-type': type } });
}

async function run(response: Response, lastEventId: string | null = null) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  const changes: LiveChange[] = [];
  const end = await new Promise<StreamEnd>((resolve) => {
    openLiveStream(lastEventId, { change: (c) => changes.push(c), end: resolve });
  });
  const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
  return { end, changes, headers: init.headers as Record<string, string> };
}

afterEach(() => vi.unstubAllGlobals());

describe('openLiveStream', () => {
  it('reads the changes after the Last-Event-ID and stops for good at the session’s end', async () => {
    const body =
      'retry: 3000\n\nid: 8\nevent: alarmRaised\ndata: {"id":8,"kind":"alarmRaised","at":"2026-11-27T10:00:00Z","alarmId":3,"status":"Unresolved"}\n\n' +
      'event: ended\ndata: {}\n\n';
    const { end, changes, headers } = await run(reply(200, 'text/event-stream; charset=utf-8', body), '7');
    expect(headers['Last-Event-ID']).toBe('7');
    expect(changes.map((c) => c.id)).toEqual([8]);
    expect(end).toBe('ended');
  });

  it.each([
    ['a refused session', reply(401, 'application/json', '{"isSuccess":false}'), 'ended'],
    ['Prism’s JSON example', reply(200, 'application/json', '{"id":4182}'), 'failed'],
    ['a gateway error', reply(502, 'text/html', '<h1>Bad gateway</h1>'), 'failed'],
    ['a stream that closes without ended', reply(200, 'text/event-stream', ': keep-alive\n\n'), 'failed'],
  ])('%s ends it as %s', async (_name, response, expected) => {
    const { end, changes } = await run(response);
    expect(end).toBe(expected);
    expect(changes).toEqual([]);
  });
});

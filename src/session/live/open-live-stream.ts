// One connection to GET /bff/live (contract Bff_LiveStream) with fetch: the session cookie
// authorizes it, Last-Event-ID resumes after the last change this browser saw. It reports each
// change and, once, how it ended: `ended` (the session is over: the server said so, or refused
// the session), or `failed` (network, a proxy, Prism's example: try again later).
import { isLiveChange, type LiveChange } from '../session-channel';
import { createSseParser } from './sse-parser';

export const LIVE_STREAM_URL = '/bff/live';

export type StreamEnd = 'ended' | 'failed';

export interface StreamHandlers {
  change(change: LiveChange): void;
  end(how: StreamEnd): void;
}

/** Opens the stream; the returned function closes it (no `end` is reported then). */
export type OpenStream = (lastEventId: string | null, handlers: StreamHandlers) => () => void;

export const openLiveStream: OpenStream = (lastEventId, handlers) => {
  const abort = new AbortController();
  let done = false;
  const end = (how: StreamEnd) => {
    if (done || abort.signal.aborted) return;
    done = true;
    handlers.end(how);
  };
  void (async () => {
    const response = await fetch(LIVE_STREAM_URL, {
      headers: { accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: abort.signal,
    });
    if (response.status === 401) return end('ended');
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('text/event-stream') || !response.body) return end('failed');
    const parse = createSseParser((message) => {
      if (message.event === 'ended') return end('ended');
      try {
        const change: unknown = JSON.parse(message.data);
        if (isLiveChange(change)) handlers.change(change);
      } catch {
        // Not a change (a proxy's page, Prism's example): nothing to apply.
      }
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished || done) break;
      parse(value);
    }
    end('failed');
  })().catch(() => end('failed'));
  return () => abort.abort();
};

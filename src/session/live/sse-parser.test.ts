import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

describe('createSseParser', () => {
  it('reads messages split anywhere across chunks, keeps the last id, skips comments', () => {
    const messages: SseMessage[] = [];
    const feed = createSseParser((message) => messages.push(message));
    const text =
      'retry: 3000\r\n\r\n: keep-alive\n\nid: 41\nevent: alarmRaised\ndata: {"id":41}\n\ndata: a\ndata: b\n\nevent: ended\ndata: {}\n\n';
    for (const char of text) feed(char);
    expect(messages).toEqual([
      { id: '41', event: 'alarmRaised', data: '{"id":41}' },
      { id: '41', event: 'message', data: 'a\nb' },
      { id: '41', event: 'ended', data: '{}' },
    ]);
  });
});

// Server-Sent Events, read incrementally (the text/event-stream format of the HTML standard):
// the live stream is read with fetch rather than EventSource so that a tab taking over the stream
// can send the Last-Event-ID it last saw (EventSource sends only its own) and so that the console,
// not the browser, decides when to reconnect.
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (end === -1 || (buffer[end] === '\r' && end === buffer.length - 1)) return;
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };
}

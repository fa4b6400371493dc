// The legacy stub's record of the pages asked of it, for tests only (LEGACY_RECORD_REQUESTS=1):
// the e2e suite reads it at RECORD_PATH to see the session-sync frames the console loaded. Off by
// default: the log-off frame's address carries a session id, which nothing else keeps.
export const RECORD_PATH = '/__sandbox/requests';
/** The newest requests kept; older ones drop off, so a long run holds bounded memory. */
export const RECORD_LIMIT = 2000;

export interface RecordedRequest {
  path: string;
  params: Record<string, string>;
  /** When it arrived (ISO 8601). */
  at: string;
}

export function requestRecord(limit = RECORD_LIMIT) {
  const requests: RecordedRequest[] = [];
  return {
    add(url: URL, at: Date): void {
      requests.push({
        path: url.pathname,
        params: Object.fromEntries(url.searchParams),
        at: at.toISOString(),
      });
      if (requests.length > limit) requests.splice(0, requests.length - limit);
    },
    list: (): readonly RecordedRequest[] => requests,
  };
}

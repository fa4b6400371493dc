// Uncaught app errors are logged remotely (spec section 8): the window's error and
// unhandledrejection events are posted to the remote log with email, exception (masked of
// secrets by src/api), the page and the browser.
import { isApiError } from '../../api/api-error';
import { sendErrorLog, type ApiClient } from '../../api/client';
import { describeError } from '../../api/remote-log';
import { sessionStore } from '../../session/session-store';
import { isChunkLoadError } from './chunk-load-deadline';

/** At most this many reports per page load: a render loop must not flood the log. */
export const MAX_UNCAUGHT_REPORTS = 20;

// Browser noise that is not an app error.
const IGNORED = [/ResizeObserver loop/i];

export interface UncaughtErrorLoggingDeps {
  client: ApiClient;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  email?: () => string | null;
  page?: () => string;
  browser?: () => string;
  send?: typeof sendErrorLog;
}

/** Starts logging uncaught errors; returns the function that stops it. */
export function installUncaughtErrorLogging({
  client,
  target = window,
  email = () => sessionStore.get()?.email ?? null,
  page = () => `${window.location.pathname}${window.location.search}`,
  browser = () => globalThis.navigator?.userAgent ?? 'unknown',
  send = sendErrorLog,
}: UncaughtErrorLoggingDeps): () => void {
  const reported = new Set<string>();

  const report = (error: unknown) => {
    // A failed API call was logged by the api client already.
    if (isApiError(error)) return;
    // A chunk that failed to load is logged by chunk-load-failures.ts.
    if (isChunkLoadError(error)) return;
    const exception = describeError(error);
    if (IGNORED.some((pattern) => pattern.test(exception))) return;
    // The same error again (a render loop, a repeating timer) is reported once: keyed by its first line.
    const key = exception.split('\n', 1)[0] ?? exception;
    if (reported.has(key) || reported.size >= MAX_UNCAUGHT_REPORTS) return;
    reported.add(key);
    send(client, { email: email(), exception, endpoint: page(), browser: browser() });
  };

  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

// The typed API client: openapi-fetch over the generated contract types, with one middleware
// that does what every call needs (spec sections 7 and 8): the X-CSRF header, the scope
// headers, same-origin credentials, and the error catalogue on failed /restapi responses.
// Everything it needs from the session and the scope comes in through `deps`; the shell
// (src/app) performs the outcomes, so this layer never imports upwards.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../gen/openapi.gen';
import { ApiError } from './api-error';
import { isNotFoundShownInPage, outcomeFor, type ErrorOutcome } from './error-catalogue';
import {
  buildErrorLogBody,
  describeError,
  describeFailedResponse,
  isRemoteLogPath,
  REMOTE_LOG_PATH,
} from './remote-log';
import { isRestApiPath, scopeHeadersFor } from '../domain/scope-headers';
import type { ScopeSelection } from '../domain/scope-selection';

export type ApiClient = Client<paths>;

/** What the session layer knows about the signed-in user, read at the time of each failure. */
export interface SessionFacts {
  sid: string | null;
  email: string | null;
}

/** What the shell gets with an outcome, to show or report the failure. */
export interface ErrorContext {
  method: string;
  /** Path and query of the failed request. */
  endpoint: string;
  /** 0 when the request got no response (network failure). */
  status: number;
  /** The failure with the server's data and message (generic text when there was none). */
  error: ApiError;
}

export interface ApiClientDeps {
  /** '' in the browser (same origin); absolute in tests and node. */
  baseUrl?: string;
  /** A custom fetch (tests); globalThis.fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
  /** The stored scope selection, read for every /restapi request. */
  getSelection: () => ScopeSelection;
  getSession: () => SessionFacts;
  /**
   * Whether the error dialog is open. Must turn true synchronously inside onErrorOutcome (a
   * store or ref, not React state), so concurrent failures open one dialog only.
   */
  isDialogOpen: () => boolean;
  /** Performs the outcome: clear storage and navigate, show the 403 page, open the dialog. */
  onErrorOutcome: (outcome: ErrorOutcome, context: ErrorContext) => void;
  /** The browser's user agent for the remote log; navigator.userAgent by default. */
  browser?: () => string;
}

/** The BFF calls made with fetch (login, user) need the CSRF header like /restapi. */
const isBffPath = (pathname: string): boolean => pathname.startsWith('/bff/');

export function needsCsrfHeader(pathname: string): boolean {
  return isRestApiPath(pathname) || isBffPath(pathname);
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const client = createClient<paths>({
    baseUrl: deps.baseUrl ?? '',
    credentials: 'same-origin',
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const browser = deps.browser ?? (() => globalThis.navigator?.userAgent ?? 'unknown');

  function report(outcome: ErrorOutcome, context: ErrorContext, exception: string): void {
    try {
      deps.onErrorOutcome(outcome, context);
    } catch (handlerError) {
      // A failing handler must not turn into a failure of the request itself.
      console.error('onErrorOutcome failed', handlerError);
    }
    if (outcome.logRemotely) {
      sendErrorLog(client, {
        email: deps.getSession().email,
        exception,
        endpoint: context.endpoint,
        browser: browser(),
      });
    }
  }

  const middleware: Middleware = {
    onRequest({ request }) {
      const { pathname } = new URL(request.url);
      if (needsCsrfHeader(pathname)) request.headers.set('X-CSRF', '1');
      const scope = scopeHeadersFor(pathname, deps.getSelection());
      if (scope) for (const [name, value] of Object.entries(scope)) request.headers.set(name, value);
      return request;
    },

    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      const url = new URL(request.url);
      // The catalogue covers the API; /bff answers (a wrong password at login, no session at
      // the user check) belong to the session layer. The log call never reports itself.
      if (!isRestApiPath(url.pathname) || isRemoteLogPath(url.pathname)) return undefined;
      if (isNotFoundShownInPage(url.pathname, response.status)) return undefined;

      const error = ApiError.fromResponse(response, await readBody(response.clone()));
      const endpoint = `${url.pathname}${url.search}`;
      const session = deps.getSession();
      const outcome = outcomeFor({
        status: response.status,
        sid: session.sid,
        dialogOpen: deps.isDialogOpen(),
      });
      const exception = describeFailedResponse({
        method: request.method,
        endpoint,
        status: response.status,
        statusText: response.statusText,
        serverMessage: error.messageKey === null ? error.message : null,
      });
      report(outcome, { method: request.method, endpoint, status: response.status, error }, exception);
      return undefined;
    },

    onError({ request, error }) {
      const url = new URL(request.url);
      // A cancelled query (navigation, unmount) is not a failure.
      if (request.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return undefined;
      if (!isRestApiPath(url.pathname) || isRemoteLogPath(url.pathname)) return undefined;
      const endpoint = `${url.pathname}${url.search}`;
      const outcome = outcomeFor({ status: 0, sid: deps.getSession().sid, dialogOpen: deps.isDialogOpen() });
      const apiError = new ApiError({ status: 0, data: null });
      report(outcome, { method: request.method, endpoint, status: 0, error: apiError }, describeError(error));
      return undefined;
    },
  };

  client.use(middleware);
  return client;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts the remote error log, fire-and-forget: its own failure is swallowed here and skipped
 * by the middleware (its path), so a failing log never logs itself. The shell uses it for
 * uncaught app errors too (exception: describeError(error), endpoint: the page's path).
 */
export function sendErrorLog(
  client: ApiClient,
  facts: { email: string | null; exception: string; endpoint: string; browser: string },
): void {
  client.POST(REMOTE_LOG_PATH, { body: buildErrorLogBody(facts) }).catch(() => undefined);
}

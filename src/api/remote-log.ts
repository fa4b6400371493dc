// The body of the remote error log (POST /restapi/Log/LogError, spec sections 7 and 8), built
// purely. It must never carry secrets: no cookies (it never reads them), and passwords, tokens,
// keys and session ids are masked wherever they appear in the text it is given.
import { ErrorLogEntryLimits } from '../gen/contract-limits.gen';
import type { components } from '../gen/openapi.gen';

export const REMOTE_LOG_PATH = '/restapi/Log/LogError';
// The contract's maxLength of each field.
export const MAX_EXCEPTION_LENGTH: number = ErrorLogEntryLimits.exception.maxLength;
const MASK = '[redacted]';

/** The contract's log item: email, exception, endpoint, browser. */
export type ErrorLogBody = components['schemas']['ErrorLogEntry'];

/** The log call itself: its failures are never logged or shown (no loops). */
export function isRemoteLogPath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === REMOTE_LOG_PATH.toLowerCase();
}

// Names whose values are secrets: passwords, secrets, tokens, api keys, cookies, the session id.
const SECRET_NAME = String.raw`[\w-]*(?:password|passwd|pwd|secret|token|api[-_]?key|authorization|cookie)[\w-]*|sid`;
const JSON_SECRET = new RegExp(String.raw`("(?:${SECRET_NAME})"\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]\s]+)`, 'gi');
const QUERY_SECRET = new RegExp(String.raw`(^|[?&;\s])(${SECRET_NAME})=([^&#\s]*)`, 'gi');
const HEADER_SECRET = /^(\s*(?:set-)?cookie|\s*authorization)\s*:.*$/gim;
const BEARER = /\b(bearer|basic)\s+[\w\-.~+/]+=*/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Masks secret values in free text: JSON members, query parameters, headers, bearer tokens. */
export function redactSecrets(text: string): string {
  return text
    .replace(HEADER_SECRET, `$1: ${MASK}`)
    .replace(JSON_SECRET, `$1"${MASK}"`)
    .replace(QUERY_SECRET, `$1$2=${MASK}`)
    .replace(BEARER, `$1 ${MASK}`)
    .replace(JWT, MASK);
}

const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

export interface ErrorLogFacts {
  email: string | null;
  /** What went wrong: see describeFailedResponse and describeError. */
  exception: string;
  /** The failed request's URL (path and query) or the page where an app error happened. */
  endpoint: string;
  /** The browser's user agent. */
  browser: string;
}

export function buildErrorLogBody({ email, exception, endpoint, browser }: ErrorLogFacts): ErrorLogBody {
  return {
    email: clip(email ?? '', ErrorLogEntryLimits.email.maxLength),
    exception: clip(redactSecrets(exception), MAX_EXCEPTION_LENGTH),
    endpoint: clip(redactSecrets(endpointOf(endpoint)), ErrorLogEntryLimits.endpoint.maxLength),
    browser: clip(browser, ErrorLogEntryLimits.browser.maxLength),
  };
}

/** Path and query only: the origin says nothing, and a fragment may hold client-side tokens. */
function endpointOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://console.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export interface FailedResponseDescription {
  method: string;
  endpoint: string;
  status: number;
  statusText?: string;
  /** The server's `message`, when it gave one. */
  serverMessage?: string | null;
}

/** The exception text of a failed response: "HTTP 404 Not Found on GET /restapi/...: message". */
export function describeFailedResponse({
  method,
  endpoint,
  status,
  statusText,
  serverMessage,
}: FailedResponseDescription): string {
  const head = `HTTP ${status}${statusText ? ` ${statusText}` : ''} on ${method.toUpperCase()} ${endpointOf(endpoint)}`;
  return serverMessage ? `${head}: ${serverMessage}` : head;
}

/** The exception text of an uncaught app error or a network failure: name, message, stack. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    return error.stack && !error.stack.startsWith(head) ? `${head}\n${error.stack}` : (error.stack ?? head);
  }
  try {
    return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    return String(error);
  }
}

// The error a failed call rejects with: it carries what the server said (its JSON reply and
// `message`), so screens show the server's words, and a 400's field errors for the form.
import type { components } from '../gen/openapi.gen';

export type FieldError = components['schemas']['FieldError'];

/** What is shown when the server gave no message of its own (spec section 8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';
export const GENERIC_ERROR_KEY = 'errors.generic';

export interface ApiErrorInit {
  status: number;
  /** The server's reply when it was JSON, else null. */
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) &&
  typeof value.field === 'string' &&
  typeof value.messageKey === 'string' &&
  typeof value.message === 'string';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status (200 for a reply whose envelope says isSuccess: false). */
  readonly status: number;
  /** The server's reply body when it was JSON, else null. */
  readonly data: unknown;
  /** The field errors of a 400 (`errors`), each with its catalogue message key; else empty. */
  readonly fieldErrors: readonly FieldError[];
  /** null when `message` is the server's own; the generic text's key otherwise. */
  readonly messageKey: typeof GENERIC_ERROR_KEY | null;

  constructor({ status, data }: ApiErrorInit) {
    const serverMessage =
      isRecord(data) && typeof data.message === 'string' && data.message.trim() ? data.message : null;
    super(serverMessage ?? GENERIC_ERROR_MESSAGE);
    this.status = status;
    this.data = data;
    this.messageKey = serverMessage === null ? GENERIC_ERROR_KEY : null;
    this.fieldErrors =
      status === 400 && isRecord(data) && Array.isArray(data.errors) ? data.errors.filter(isFieldError) : [];
  }

  /**
   * From an openapi-fetch result: `body` is its `error` (already JSON-parsed when it could be).
   * A body that was not served as JSON is not data.
   */
  static fromResponse(response: Response, body: unknown): ApiError {
    const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
    return new ApiError({ status: response.status, data: isJson && body !== undefined ? body : null });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

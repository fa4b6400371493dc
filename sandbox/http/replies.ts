// The envelope and failure replies, shared by every handler.
import type { Failure, ValidationFailure } from './types';

export function ok<T>(entityData: T, extra: { totalCount?: number; message?: string | null } = {}) {
  const count = Array.isArray(entityData) ? entityData.length : undefined;
  return {
    status: 200 as const,
    body: {
      isSuccess: true as const,
      message: extra.message ?? null,
      entityData,
      ...(count !== undefined ? { totalCount: extra.totalCount ?? count, entityDataCount: count } : {}),
    },
  };
}

export function failure(
  status: 403 | 404 | 500 | 502,
  message: string,
): { status: typeof status; body: Failure } {
  return { status, body: { isSuccess: false, message, entityData: null } };
}

export function invalid(
  errors: ValidationFailure['errors'],
  message = 'The request has invalid fields.',
): { status: 400; body: ValidationFailure } {
  return { status: 400, body: { isSuccess: false, message, errors } };
}

export const FORBIDDEN_MESSAGE = 'Access to this resource on the server is denied !';
export const NOT_FOUND_MESSAGE = 'The requested item was not found.';

/** The 403 every handler sends: it names nothing of what was asked for. */
export const forbidden = () => failure(403, FORBIDDEN_MESSAGE);
export const notFound = () => failure(404, NOT_FOUND_MESSAGE);

/** A lookup's outcome: the row, or the 403/404 reply to send. */
export type Lookup<T> = { ok: true; value: T } | { ok: false; error: ReturnType<typeof forbidden> };

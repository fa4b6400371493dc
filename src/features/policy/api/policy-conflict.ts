// A policy write refused with 409 (PolicyConflict): someone else changed the block since it was
// read (changed: nothing was saved), or a delete of a block still in force (inUse: where). The
// reply carries the catalogue's key of its message, so the user reads it in their language, and
// for inUse the places, so the page can say where.
import type { ApiSchema } from '../../../api/contract-types';
import { ApiError, isApiError } from '../../../api/api-error';

export type PolicyConflictDetail = ApiSchema<'PolicyConflictDetail'>;
export type PolicyUse = ApiSchema<'PolicyUse'>;

const CONFLICT_KEYS = {
  changed: 'errors.conflict.changed',
  inUse: 'errors.conflict.inUse',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The conflict a failed write carries; null when it is another failure. */
export function policyConflictOf(error: unknown): PolicyConflictDetail | null {
  if (!isApiError(error) || error.status !== 409 || !isRecord(error.data)) return null;
  const detail = error.data.entityData;
  if (!isRecord(detail) || (detail.reason !== 'changed' && detail.reason !== 'inUse')) return null;
  return {
    reason: detail.reason,
    currentRevision: typeof detail.currentRevision === 'number' ? detail.currentRevision : null,
    usedBy: Array.isArray(detail.usedBy) ? (detail.usedBy as PolicyUse[]) : [],
  };
}

/**
 * The same failure with the catalogue's words in the user's language (the server writes
 * English): what the one dialog and the schema form show of a refused write. Other failures are
 * returned as they are.
 */
export function withConflictWords(
  error: unknown,
  translate: (key: (typeof CONFLICT_KEYS)[keyof typeof CONFLICT_KEYS]) => string,
): unknown {
  const conflict = policyConflictOf(error);
  if (!conflict || !isApiError(error) || !isRecord(error.data)) return error;
  return new ApiError({
    status: error.status,
    data: { ...error.data, message: translate(CONFLICT_KEYS[conflict.reason]) },
  });
}

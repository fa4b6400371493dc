import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { policyConflictOf, withConflictWords } from './policy-conflict';

const conflict = (entityData: unknown, status = 409) =>
  new ApiError({
    status,
    data: { isSuccess: false, message: 'server words', messageKey: 'errors.conflict.changed', entityData },
  });

const northwind = {
  scope: {
    nodeType: 'partner',
    guid: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
    name: 'Northwind Security Partners',
  },
  via: 'mandatory',
};

describe('a refused policy write', () => {
  it('reads a changed block and a block in use, with where', () => {
    expect(policyConflictOf(conflict({ reason: 'changed', currentRevision: 9, usedBy: [] }))).toEqual({
      reason: 'changed',
      currentRevision: 9,
      usedBy: [],
    });
    expect(policyConflictOf(conflict({ reason: 'inUse', currentRevision: 8, usedBy: [northwind] }))).toEqual({
      reason: 'inUse',
      currentRevision: 8,
      usedBy: [northwind],
    });
  });

  it('is no conflict for another status, another reply or another error', () => {
    expect(policyConflictOf(conflict({ reason: 'changed' }, 400))).toBeNull();
    expect(policyConflictOf(conflict({ reason: 'other' }))).toBeNull();
    expect(policyConflictOf(conflict(null))).toBeNull();
    expect(policyConflictOf(new Error('x'))).toBeNull();
  });

  it('carries the catalogue’s words in the user’s language; other failures stay as they are', () => {
    const words = (key: string) => `«${key}»`;
    const changed = withConflictWords(conflict({ reason: 'changed', currentRevision: 9, usedBy: [] }), words);
    expect((changed as ApiError).message).toBe('«errors.conflict.changed»');
    expect((changed as ApiError).status).toBe(409);
    const inUse = withConflictWords(conflict({ reason: 'inUse', currentRevision: 8, usedBy: [] }), words);
    expect((inUse as ApiError).message).toBe('«errors.conflict.inUse»');
    const other = new ApiError({ status: 500, data: { message: 'boom' } });
    expect(withConflictWords(other, words)).toBe(other);
  });
});

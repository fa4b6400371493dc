import { describe, expect, it } from 'vitest';
import { refreshEndOf, refreshStatus } from './detection-refresh';

describe('refreshEndOf', () => {
  it('is the same instant one year after the hash was first seen', () => {
    expect(refreshEndOf('2026-03-14T08:30:00Z')).toBe('2027-03-14T08:30:00.000Z');
  });

  it('moves 29 February to 1 March of a common year', () => {
    expect(refreshEndOf('2028-02-29T00:00:00Z')).toBe('2029-03-01T00:00:00.000Z');
  });
});

describe('refreshStatus', () => {
  it('a hash under a year old is refreshed daily, next at the time the server gives, until its first anniversary', () => {
    expect(
      refreshStatus('2026-06-01T10:00:00Z', {
        eligible: true,
        lastRefresh: '2026-11-23T03:00:00Z',
        nextRefresh: '2026-11-24T03:00:00Z',
      }),
    ).toEqual({
      kind: 'daily',
      last: '2026-11-23T03:00:00Z',
      next: '2026-11-24T03:00:00Z',
      endsAt: '2027-06-01T10:00:00.000Z',
    });
  });

  it('a hash over a year old keeps its last verdict: no next refresh, and when they stopped', () => {
    expect(
      refreshStatus('2025-01-10T00:00:00Z', {
        eligible: false,
        lastRefresh: '2026-01-09T03:00:00Z',
        nextRefresh: null,
      }),
    ).toEqual({ kind: 'stopped', last: '2026-01-09T03:00:00Z', endedAt: '2026-01-10T00:00:00.000Z' });
  });
});

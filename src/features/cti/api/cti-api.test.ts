import { describe, expect, it } from 'vitest';
import { classEventsHref, hashClassListHref, hashEventsHref, hashPageHref } from './cti-links';
import { isRefreshedDaily, refreshNote } from './detection-refresh-note';

const SHA = 'a'.repeat(64);

describe('the page’s links', () => {
  it('lead to the hash page, the class lists and the events, by route', () => {
    expect(hashPageHref(SHA)).toBe(`/hash-inspection/${SHA}`);
    expect(hashClassListHref('malicious')).toBe('/hash-inspection/malicious');
    expect(hashClassListHref('notFound')).toBe('/hash-inspection?class=notFound');
    expect(decodeURIComponent(hashEventsHref(SHA))).toBe(
      `/event-inspection/all-events?filters={"sha256":"${SHA}"}`,
    );
    expect(decodeURIComponent(classEventsHref('suspicious'))).toBe(
      '/event-inspection/all-events?filters={"hashClass":"suspicious"}',
    );
  });
});

describe('the detection refresh of a file (spec section 4)', () => {
  const now = Date.parse('2026-11-27T09:00:00Z');
  it('is daily under one year, and stops at the first anniversary', () => {
    expect(isRefreshedDaily('2025-11-27T09:00:01Z', now)).toBe(true);
    expect(isRefreshedDaily('2025-11-27T09:00:00Z', now)).toBe(false);
    expect(
      refreshNote({ firstSeen: '2024-01-01T00:00:00Z', lastDetectionRefresh: '2025-01-01T00:00:00Z' }, now),
    ).toEqual({
      kind: 'stopped',
      last: '2025-01-01T00:00:00Z',
    });
    expect(refreshNote({ firstSeen: '2026-11-01T00:00:00Z', lastDetectionRefresh: null }, now)).toEqual({
      kind: 'daily',
      last: null,
    });
  });
});

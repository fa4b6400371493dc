// The dashboard's windows: whole UTC buckets ending with the current one, both ends included,
// the same for any moment of the current bucket (so the console and the sandbox agree).
import { describe, expect, it } from 'vitest';
import { bucketWindow, dashboardWindow, windowFilterValue } from './dashboard-window';

describe('dashboardWindow', () => {
  it('covers today (UTC) and the days before, to the last millisecond of today', () => {
    expect(dashboardWindow('7d', Date.parse('2026-11-27T09:21:05.123Z'))).toEqual({
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-27T23:59:59.999Z',
      bucket: 'day',
    });
    expect(dashboardWindow('30d', Date.parse('2026-11-27T09:21:05.123Z')).startDate).toBe(
      '2026-10-29T00:00:00.000Z',
    );
  });

  it('covers the current hour and the 23 before over 24 hours', () => {
    expect(dashboardWindow('24h', Date.parse('2026-11-27T09:21:05.123Z'))).toEqual({
      startDate: '2026-11-26T10:00:00.000Z',
      endDate: '2026-11-27T09:59:59.999Z',
      bucket: 'hour',
    });
  });

  it('is the same window from the first to the last moment of the day', () => {
    const first = dashboardWindow('7d', Date.parse('2026-11-27T00:00:00.000Z'));
    expect(dashboardWindow('7d', Date.parse('2026-11-27T23:59:59.999Z'))).toEqual(first);
    expect(dashboardWindow('7d', Date.parse('2026-11-28T00:00:00.000Z'))).not.toEqual(first);
  });
});

describe('bucketWindow and windowFilterValue', () => {
  it('gives a bar its bucket, both ends included, as a list filter of exact instants', () => {
    const day = bucketWindow('2026-11-25T00:00:00Z', 'day');
    expect(day).toEqual({
      startDate: '2026-11-25T00:00:00.000Z',
      endDate: '2026-11-25T23:59:59.999Z',
      bucket: 'day',
    });
    expect(windowFilterValue(bucketWindow('2026-11-25T13:00:00Z', 'hour'))).toBe(
      '2026-11-25T13:00:00.000Z..2026-11-25T13:59:59.999Z',
    );
  });
});

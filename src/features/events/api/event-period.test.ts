import { describe, expect, it } from 'vitest';
import { eventDateRange } from './event-period';

const NOW = Date.parse('2026-11-24T02:30:45.123Z');

describe('eventDateRange', () => {
  it('is any time without a period or dates', () => {
    expect(eventDateRange(undefined, undefined, NOW)).toBeNull();
    expect(eventDateRange('2h', undefined, NOW)).toBeNull();
  });

  it('starts a preset at the minute, back from now, with no end', () => {
    expect(eventDateRange('1h', undefined, NOW)).toEqual({
      startDate: '2026-11-24T01:30:00.000Z',
      endDate: '9999-12-31T23:59:59.999Z',
    });
    expect(eventDateRange('30d', undefined, NOW)?.startDate).toBe('2026-10-25T02:30:00.000Z');
    // The same request within the minute: the loader and the page share it.
    expect(eventDateRange('24h', undefined, NOW + 10_000)).toEqual(eventDateRange('24h', undefined, NOW));
  });

  it('keeps the events of both a period and custom dates', () => {
    const dates = eventDateRange(undefined, '2026-11-01..2026-11-30', NOW)!;
    const both = eventDateRange('7d', '2026-11-01..2026-11-30', NOW)!;
    expect(both.startDate).toBe('2026-11-17T02:30:00.000Z');
    expect(both.endDate).toBe(dates.endDate);
    // Dates that end before the period starts: an empty range, not an inverted one.
    const none = eventDateRange('1h', '2026-10-01..2026-10-02', NOW)!;
    expect(none.endDate).toBe(none.startDate);
  });
});

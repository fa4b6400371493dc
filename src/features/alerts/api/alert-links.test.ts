// An alert event's "Inspect events" link opens its computer on the event's UTC day, whatever the
// browser's time zone (issue 25: the link took the local day, so Tokyo and Los Angeles opened
// other events than the alert's).
import { afterEach, describe, expect, it } from 'vitest';
import { dateRangeToInstants } from '../../../components/paged-table/table-search';
import { eventInspectionPath } from './alert-links';

const GUID = '1a2b3c4d-0001-4e5f-8a9b-000000040001';
const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** The reported range the link asks the event list for, as the list sends it. */
function rangeOf(href: string) {
  const filters = JSON.parse(new URL(href, 'http://console').searchParams.get('filters')!) as {
    computer: string;
    reported: string;
  };
  expect(filters.computer).toBe(GUID);
  return dateRangeToInstants(filters.reported);
}

describe('the link from an alert event to the event inspection', () => {
  for (const eventTime of ['2026-11-20T23:30:00Z', '2026-11-20T01:15:00Z']) {
    it(`opens the UTC day of an event at ${eventTime} in Tokyo, Los Angeles and UTC alike`, () => {
      const ranges = ['Asia/Tokyo', 'America/Los_Angeles', 'UTC'].map((tz) => {
        process.env.TZ = tz;
        expect(new Date(eventTime).getTimezoneOffset(), tz).toBe(
          { 'Asia/Tokyo': -540, 'America/Los_Angeles': 480, UTC: 0 }[tz],
        );
        return rangeOf(eventInspectionPath(GUID, eventTime));
      });
      for (const range of ranges)
        expect(range).toEqual({ startDate: '2026-11-20T00:00:00.000Z', endDate: '2026-11-20T23:59:59.999Z' });
    });
  }
});

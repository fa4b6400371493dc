// Time series points as chart rows: the bucket's start in words (a day, or a day and hour, in
// UTC as the server bins them) and the list filters' day of the bucket.
import type { ApiSchema } from '../../../../api/contract-types';
import { dayOf } from '../../api/dashboard-range';

type Point = ApiSchema<'TimeSeriesPoint'>;
type Bucket = ApiSchema<'TimeBucket'>;

export function bucketLabel(timestamp: string, bucket: Bucket, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'hour'
      ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(new Date(timestamp));
}

export interface TimeSlot {
  key: string;
  label: string;
  /** The bucket's day as a list filter's range ("2026-11-23..2026-11-23"). */
  day: string;
}

/** The slots of a series (every series of a reply has the same buckets). */
export function timeSlots(points: readonly Point[], bucket: Bucket, language: string): TimeSlot[] {
  return points.map((point) => {
    const day = dayOf(point.timestamp);
    return {
      key: point.timestamp,
      label: bucketLabel(point.timestamp, bucket, language),
      day: `${day}..${day}`,
    };
  });
}

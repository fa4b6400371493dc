// Time series points as chart rows: the bucket's start in words (a day, or a day and hour, in
// UTC as the server bins them). Each bucket's link is its figure's (api/dashboard-figures.ts).
import type { ApiSchema } from '../../../../api/contract-types';

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
}

/** The slots of a series (every series of a reply has the same buckets). */
export function timeSlots(points: readonly Point[], bucket: Bucket, language: string): TimeSlot[] {
  return points.map((point) => ({
    key: point.timestamp,
    label: bucketLabel(point.timestamp, bucket, language),
  }));
}

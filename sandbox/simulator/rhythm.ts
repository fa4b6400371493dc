// How busy the agents are at a moment: a working day's curve (UTC, the demo world's day) and quiet
// weekends, applied to the world's own average rate so the simulated week looks like the seeded one.

/** The share of the average hourly rate at this hour of the day (0-23), weekdays. */
const WEEKDAY_SHAPE = [
  0.25, 0.2, 0.2, 0.2, 0.25, 0.35, 0.6, 1.1, 1.7, 1.9, 1.9, 1.8, 1.5, 1.8, 1.9, 1.8, 1.6, 1.2, 0.8, 0.6, 0.5,
  0.4, 0.35, 0.3,
];
const WEEKEND_FACTOR = 0.3;

/** Events per hour expected at `at`, for a world whose average is `perHour`. */
export function eventsPerHour(at: Date, perHour: number): number {
  const day = at.getUTCDay();
  const weekend = day === 0 || day === 6;
  return perHour * WEEKDAY_SHAPE[at.getUTCHours()]! * (weekend ? WEEKEND_FACTOR : 1);
}

/** A Poisson draw (Knuth for small means, a rounded normal for large ones) from a uniform source. */
export function poisson(mean: number, next: () => number): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const u = Math.max(next(), 1e-12);
    const v = next();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let p = next();
  while (p > limit) {
    k++;
    p *= next();
  }
  return k;
}

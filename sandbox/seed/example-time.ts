// The contract's examples are "as of" 2026-11-21T09:00Z; the seed shifts their times so that this
// moment is the seed time.
export const EXAMPLE_TIME = Date.parse('2026-11-21T09:00:00Z');

/** An example's time (ISO text) as a time of the seeded world. */
export function exampleClock(now: Date): (iso: string) => Date {
  const shift = now.getTime() - EXAMPLE_TIME;
  return (iso) => new Date(Date.parse(iso) + shift);
}

// The event inspection filtered to one hash, by its route path (areas link through routes):
// the event list's table state in the URL, its `sha256` filter (the contract's EventFilter).
export function eventInspectionHref(sha256: string, eventType?: string): string {
  const filters = eventType ? { sha256, eventType } : { sha256 };
  return `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify(filters))}`;
}

// Addresses of the event inspection: the lists with filters (the URL's `filters`, as the table
// keeps them) and one event (`detail`). Other areas build the same addresses from their route.
export const EVENT_VIEWS = {
  individual: '/event-inspection/all-events',
  summary: '/event-inspection/summary-events',
} as const;

export function allEventsHref(filters: Readonly<Record<string, string>>, detail?: number): string {
  const params = new URLSearchParams();
  if (Object.keys(filters).length > 0) params.set('filters', JSON.stringify(filters));
  if (detail !== undefined) params.set('detail', String(detail));
  const query = params.toString();
  return query ? `${EVENT_VIEWS.individual}?${query}` : EVENT_VIEWS.individual;
}

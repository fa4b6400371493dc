// The event inspection's views: the route keeps what either list keeps, the open view narrows
// it (with the notice when it left something out), and another tab keeps the search and filters.
import { describe, expect, it } from 'vitest';
import { eventSearchOf, eventViews } from './event-views';

const routeSearch = eventViews.viewRoute().validateSearch;

describe('the event inspection views', () => {
  it('are all-events and summary-events; any other {view} is none', () => {
    expect(eventViews.viewOf('all-events')).toBe('all-events');
    expect(eventViews.viewOf('summary-events')).toBe('summary-events');
    expect(eventViews.viewOf('individual')).toBeNull();
    expect(eventViews.pathOf('summary-events')).toBe('/event-inspection/summary-events');
  });

  it('narrow the route’s search to the open list, saying what the URL asked and the list left out', () => {
    const count = routeSearch({ sort: 'count', dir: 'asc', filters: { action: 'blocked' } });
    expect(eventSearchOf('summary-events', count)).toEqual({
      sort: 'count',
      dir: 'asc',
      filters: { action: 'blocked' },
    });
    expect(eventSearchOf('all-events', count)).toMatchObject({
      dropped: true,
      filters: { action: 'blocked' },
    });
    const opened = routeSearch({ detail: '42' });
    expect(eventSearchOf('all-events', opened)).toEqual({ detail: 42 });
    expect(eventSearchOf('summary-events', opened)).toEqual({ dropped: true });
    // A malformed filter value is refused by either list: the notice shows in both.
    const malformed = routeSearch({ filters: { action: 'exploded', period: '24h' } });
    expect(eventSearchOf('summary-events', malformed)).toEqual({ filters: { period: '24h' }, dropped: true });
  });

  it('carry the search and the filters to the other tab, not the page, sort or open event', () => {
    const search = eventSearchOf(
      'all-events',
      routeSearch({ page: 3, sort: 'severity', search: 'x', filters: { period: '7d' }, detail: '42' }),
    );
    expect(eventViews.carriedTo('summary-events', search)).toEqual({
      search: 'x',
      filters: { period: '7d' },
    });
  });
});

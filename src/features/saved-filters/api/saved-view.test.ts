import { describe, expect, it } from 'vitest';
import { isReadableView, viewHref, viewQueryOf } from './saved-view';

describe('the saved view', () => {
  it('keeps the filters, search, sort and page size, not the page or the open event', () => {
    const query = viewQueryOf({
      page: 3,
      pageSize: 100,
      sort: 'severity',
      dir: 'desc',
      search: 'excel',
      filters: { period: '7d', hashClass: 'malicious' },
      detail: '123',
      dropped: true,
    });
    const params = new URLSearchParams(query);
    expect([...params.keys()].sort()).toEqual(['dir', 'filters', 'pageSize', 'search', 'sort']);
    expect(JSON.parse(params.get('filters')!)).toEqual({ period: '7d', hashClass: 'malicious' });
    expect(viewHref({ mode: 'summary', query })).toBe(`/event-inspection/summary-events?${query}`);
  });

  it('opens an empty view as the list itself', () => {
    expect(viewQueryOf({ page: 2 })).toBe('');
    expect(viewHref({ mode: 'individual', query: '' })).toBe('/event-inspection/all-events');
  });

  it('opens a view it cannot read as the default view with the notice', () => {
    for (const query of ['filters=%7Bnot-json', 'filters=%5B1%5D', 'timeline=1', 'filters=3']) {
      expect(isReadableView(query), query).toBe(false);
      expect(viewHref({ mode: 'summary', query })).toBe('/event-inspection/all-events?dropped=true');
    }
  });
});

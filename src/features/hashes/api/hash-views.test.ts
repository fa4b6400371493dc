// The hash list's views keep their URLs: every hash at /hash-inspection, a class as its `class`
// param, malicious at its shortcut; the loader starts the page and the four counts at once.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { createQueryLayer } from '../../../api/query-layer';
import { EMPTY_SCOPE_SELECTION } from '../../../domain/scope-selection';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { hashViews } from './hash-views';

/** The hash classes the requests started ask for, in order (a client that never answers). */
function startedBy(load: (context: { queryClient: QueryClient; queries: never }) => unknown) {
  const classes: Array<{ hashClass: unknown; pageSize: unknown }> = [];
  const call = (_path: string, init: { body: { hashClass: unknown; pageSize: unknown } }) => {
    classes.push({ hashClass: init.body.hashClass, pageSize: init.body.pageSize });
    return new Promise(() => undefined);
  };
  const client = { GET: call, POST: call } as unknown as ApiClient;
  const { queries } = createQueryLayer(client, () => EMPTY_SCOPE_SELECTION);
  void load({ queryClient: new QueryClient(), queries: queries as never });
  return classes;
}

const base = hashViews.baseRoute();
const malicious = hashViews.fixedRoute('malicious');

describe('the hash list views', () => {
  it('open each class where it was: the class param, or the malicious shortcut', () => {
    const at = (view: Parameters<typeof hashViews.pathOf>[0], search: TableSearch = {}) => ({
      to: hashViews.pathOf(view),
      search: hashViews.urlSearchOf(view, hashViews.carriedTo(view, search)),
    });
    const search: TableSearch = { page: 3, sort: 'fileName', dir: 'asc', search: 'x', detail: 'ab' };
    expect(at('all', search)).toEqual({
      to: '/hash-inspection',
      search: { sort: 'fileName', dir: 'asc', search: 'x' },
    });
    expect(at('suspicious')).toEqual({ to: '/hash-inspection', search: { class: 'suspicious' } });
    expect(at('notFound')).toEqual({ to: '/hash-inspection', search: { class: 'notFound' } });
    expect(at('malicious')).toEqual({ to: '/hash-inspection/malicious', search: {} });
  });

  it('read the class from the base path’s search, and keep only a class it lists', () => {
    expect(base.validateSearch({ class: 'harmless', page: 2 })).toEqual({ class: 'harmless', page: 2 });
    expect(base.validateSearch({ class: 'bogus' })).toEqual({});
    expect(hashViews.baseViewOf({ class: 'harmless' })).toBe('harmless');
    expect(hashViews.baseViewOf({})).toBe('all');
    // The shortcut has its own path: its class is not a param.
    expect(hashViews.baseViewOf({ class: 'malicious' })).toBe('all');
  });

  it('start the page and the four classes’ counts before anything is answered', () => {
    const loaded = (options: typeof base, deps: TableSearch) =>
      startedBy((context) =>
        options.loader({ context, deps, params: {}, cause: 'enter' } as Parameters<typeof options.loader>[0]),
      );
    const counts = ['harmless', 'suspicious', 'malicious', 'notFound'].map((hashClass) => ({
      hashClass,
      pageSize: 1,
    }));
    expect(loaded(base, base.validateSearch({ class: 'suspicious' }))).toEqual([
      { hashClass: 'suspicious', pageSize: 50 },
      ...counts,
    ]);
    expect(loaded(base, {})).toEqual([{ hashClass: null, pageSize: 50 }, ...counts]);
    expect(loaded(malicious, {})).toEqual([{ hashClass: 'malicious', pageSize: 50 }, ...counts]);
  });
});

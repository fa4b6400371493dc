// A list with views: the views a `$view` segment names (others not found), each view's URL (one
// may be the bare base path), the search params the route keeps (every view's) and a view keeps
// (its own table's), and the loader's one wave: the page, the tabs' counts and the rest at once.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Queries } from '../../api/query-layer';
import { catalogueKey } from '../../i18n/message-key';
import { defineListViews } from './list-views';
import { columnsOf, type TableDefinition } from './table-definition';
import type { TableRequest } from './table-search';

interface Row {
  name: string;
  state: string;
}

const c = columnsOf<Row, 'name'>();
const everyState: TableDefinition<Row, 'name'> = {
  id: 'rows',
  labelKey: catalogueKey('rows.table'),
  columns: [c.text('name', { headerKey: catalogueKey('rows.name'), sortKey: 'name' })],
  filters: [
    {
      id: 'state',
      kind: 'enum',
      labelKey: catalogueKey('rows.state'),
      options: [
        { value: 'open', labelKey: catalogueKey('rows.open') },
        { value: 'closed', labelKey: catalogueKey('rows.closed') },
      ],
    },
    { id: 'owner', kind: 'text', labelKey: catalogueKey('rows.owner') },
  ],
  rowId: (row) => row.name,
};
/** A one-state view: the same table without the state filter. */
const oneState: TableDefinition<Row, 'name'> = {
  ...everyState,
  filters: everyState.filters?.filter((filter) => filter.id !== 'state'),
};

/** The queries a view asks for, by key (no api behind them: the test only records what starts). */
const started: string[] = [];
const recorded = (key: string) =>
  queryOptions({
    queryKey: [key],
    queryFn: () => {
      started.push(key);
      return new Promise<{ totalCount: number }>(() => undefined);
    },
  });

const keyOf = (request: TableRequest<'name'>) =>
  `page ${request.page}${request.search ? ` search ${request.search}` : ''}`;

const views = defineListViews({
  base: '/rows',
  labelKey: catalogueKey('rows.tabs'),
  views: [
    { id: 'all', labelKey: catalogueKey('rows.view.all') },
    { id: 'open', labelKey: catalogueKey('rows.view.open') },
    { id: 'closed', labelKey: catalogueKey('rows.view.closed') },
  ],
  baseView: 'all',
  baseOnly: true,
  table: (view) => (view === 'all' ? everyState : oneState),
  pageQuery: (_queries, view, search) => recorded(`${view} rows, page ${search.page ?? 1}`),
  countQueries: (_queries, open, request) => ({
    open: recorded(`open count (${open}), ${keyOf(request)}`),
    closed: recorded(`closed count (${open}), ${keyOf(request)}`),
  }),
  totalView: 'all',
  moreQueries: () => [recorded('filter options')],
});

const queries = {} as Queries;

describe('defineListViews', () => {
  it('names the views of the $view segment; the base view has no segment of its own', () => {
    expect(views.viewOf('open')).toBe('open');
    expect(views.viewOf('closed')).toBe('closed');
    expect(views.viewOf('all')).toBeNull();
    expect(views.viewOf('Open')).toBeNull();
    expect(views.viewOf(undefined)).toBeNull();
    expect(views.pathOf('all')).toBe('/rows');
    expect(views.pathOf('closed')).toBe('/rows/closed');
  });

  it('finds no page for an unknown view', () => {
    const route = views.viewRoute();
    expect(() => route.beforeLoad({ params: { view: 'open' } })).not.toThrow();
    let thrown: unknown;
    try {
      route.beforeLoad({ params: { view: 'deleted' } });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });

  it('keeps every view’s search params in the URL, and each view its own table’s', () => {
    const raw = { page: '2', filters: { state: 'open', owner: 'kim', color: 'red' }, junk: 1 };
    const kept = views.viewRoute().validateSearch(raw);
    expect(kept).toEqual({ page: 2, filters: { state: 'open', owner: 'kim' } });
    expect(views.searchOf('closed', kept)).toEqual({ page: 2, filters: { owner: 'kim' } });
    expect(views.searchOf('all', kept)).toEqual(kept);
  });

  it('starts the page, the tabs’ counts and the rest at once, with the view’s own search', async () => {
    started.length = 0;
    const loading = views.viewRoute().loader({
      context: { queryClient: new QueryClient(), queries },
      deps: { page: 3, search: 'db', filters: { state: 'open' } },
      params: { view: 'closed' },
      cause: 'stay',
    });
    await loading;
    expect(started).toEqual([
      'closed rows, page 3',
      'open count (closed), page 3 search db',
      'closed count (closed), page 3 search db',
      'filter options',
    ]);
  });

  it('loads the base view on the bare path', async () => {
    started.length = 0;
    await views.baseRoute().loader({
      context: { queryClient: new QueryClient(), queries },
      deps: {},
      params: {},
      cause: 'stay',
    });
    expect(started[0]).toBe('all rows, page 1');
  });
});

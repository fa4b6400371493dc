// One list shown in views (tabs), each view a URL of its own: /alert-console/unresolved,
// /alert-console/inreview, ... A definition names the views, their table and their page and
// count queries; it gives the route's options (search params, the loader, an unknown view not
// found) for ONE `$view` route (and the list's index route, when its bare path shows a view),
// and ListViewTabs draws the tabs with their counts from it. The recipe:
// docs/recipes/list-with-views.md.
import type { MessageKey } from '../../i18n/message-key';
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../api/query-layer';
import { loadPage, type AnyQueryOptions, type LoadCause } from '../../api/route-loading';
import type { TableDefinition } from './table-definition';
import { tableRequestOf, tableSearchValidator, type TableRequest, type TableSearch } from './table-search';

export interface ListView<TId extends string> {
  id: TId;
  /** Message key of the view's tab. */
  labelKey: MessageKey;
}

export interface ListViewsSpec<TId extends string, TRow, TSort extends string> {
  /** The list's path; a view's URL is `${base}/${id}` (the `$view` route). */
  base: string;
  /** Message key of the tabs' accessible name. */
  labelKey: MessageKey;
  /** In the order of the tabs. */
  views: readonly ListView<TId>[];
  /**
   * The view the bare base path shows (its index route). With `baseOnly`, the view has no URL of
   * its own: its URL is the base path (/administration/policy-review is every status).
   */
  baseView?: TId;
  baseOnly?: boolean;
  /** The table of a view: the route keeps the search params valid for it. */
  table: (view: TId) => TableDefinition<TRow, TSort>;
  /** A view's page of rows for the URL's search (the queryOptions its PagedTable reads). */
  pageQuery: (queries: Queries, view: TId, search: TableSearch) => AnyQueryOptions;
  /**
   * The tabs' figures: a query per view whose reply's totalCount is that view's count under the
   * search and filters (the open view's may be its page query: no second request). A view left
   * out has no figure, unless it is the `totalView`: the sum of the others.
   */
  countQueries?: (
    queries: Queries,
    open: TId,
    request: TableRequest<TSort>,
  ) => Partial<Record<TId, AnyQueryOptions>>;
  totalView?: TId;
  /** What else the page shows as it arrives (a filter's options, the row the URL opens). */
  moreQueries?: (queries: Queries, view: TId, search: TableSearch) => readonly AnyQueryOptions[];
  /**
   * The URL's search params when a list checks more than its tables do (the event inspection
   * drops a malformed filter value and says so): `any` validates for every view (the route's),
   * `view` narrows that to one. Default: each view's table's validator and their union.
   */
  search?: { any: SearchValidator; view: (view: TId) => SearchValidator };
  /**
   * What another tab keeps of the open one's search, before its table narrows it. Default:
   * everything but the page and the open row.
   */
  carry?: (search: TableSearch) => TableSearch;
  /**
   * Views the base path shows by a search param (/hash-inspection?class=harmless), for a list
   * whose path segments below its base are records (/hash-inspection/{sha256}); without the
   * param the base path shows `baseView`.
   */
  searchViews?: { param: string; views: readonly TId[] };
  /** The tabs' counts abbreviated (1.2K), for lists that run to millions. */
  abbreviatedCounts?: boolean;
}

type SearchValidator = (raw: Record<string, unknown>) => TableSearch;

export interface ListViews<TId extends string, TRow, TSort extends string> extends ListViewsSpec<
  TId,
  TRow,
  TSort
> {
  /** The search another tab opens with, from the open one's. */
  carriedTo: (view: TId, search: TableSearch) => TableSearch;
  /** The view a path segment names, or null. */
  viewOf: (segment: string | undefined) => TId | null;
  /** A view's URL path. */
  pathOf: (view: TId) => string;
  /** A view's URL search for a search of it (with its `searchViews` param). */
  urlSearchOf: (view: TId, search: TableSearch) => TableSearch;
  /** The view the base path's search names (its `searchViews` param), else `baseView`. */
  baseViewOf: (search: object) => TId | undefined;
  /** A view's search as its own table keeps it (the route keeps the union of the views'). */
  searchOf: (view: TId, search: TableSearch) => TableSearch;
  /** The route options of the list's `$view` route (`param`: the route's parameter name). */
  viewRoute: (param?: string) => ListViewRouteOptions;
  /** The route options of the list's index route (the bare base path shows `baseView`). */
  baseRoute: () => ListViewRouteOptions;
  /**
   * The route options of a view with a static route of its own: a shortcut beside the list's
   * record route (/hash-inspection/malicious beside /hash-inspection/{sha256}).
   */
  fixedRoute: (view: TId) => ListViewRouteOptions;
  /** Every request of a view's page, started at once (the one loading policy). */
  load: (context: LoaderContext, view: TId, search: TableSearch, cause: LoadCause) => Promise<void>;
}

interface LoaderContext {
  queryClient: QueryClient;
  queries: Queries;
}

interface ListViewRouteOptions {
  validateSearch: (raw: Record<string, unknown>) => TableSearch;
  loaderDeps: (options: { search: TableSearch }) => TableSearch;
  beforeLoad: (options: { params: Record<string, string> }) => void;
  loader: (options: {
    context: LoaderContext;
    deps: TableSearch;
    params: Record<string, string>;
    cause: LoadCause;
  }) => Promise<void>;
}

export function defineListViews<const TId extends string, TRow, TSort extends string>(
  spec: ListViewsSpec<TId, TRow, TSort>,
): ListViews<TId, TRow, TSort> {
  const ids: readonly string[] = spec.views.map((view) => view.id);
  const byParam: readonly string[] = spec.searchViews?.views ?? [];
  const segmentViews = ids.filter((id) => !byParam.includes(id) && !(spec.baseOnly && id === spec.baseView));
  // Each view's search validated for its own table (a view whose table lacks a filter drops it).
  const validators = new Map<string, SearchValidator>(
    spec.views.map((view) => [
      view.id,
      spec.search?.view(view.id) ?? tableSearchValidator(spec.table(view.id)),
    ]),
  );
  // The route validates for the union of the views' tables; the view's own table narrows it.
  const unionOfViews = (raw: Record<string, unknown>): TableSearch => {
    const out: TableSearch = {};
    for (const validate of validators.values()) {
      const { filters, ...rest } = validate(raw);
      Object.assign(out, rest);
      if (filters) out.filters = { ...out.filters, ...filters };
    }
    return out;
  };
  const validateAny = spec.search?.any ?? unionOfViews;
  const searchOf = (view: TId, search: TableSearch): TableSearch =>
    validators.get(view)!(search as Record<string, unknown>);

  const load = (context: LoaderContext, view: TId, search: TableSearch, cause: LoadCause) => {
    const narrowed = searchOf(view, search);
    const request = tableRequestOf(spec.table(view), narrowed);
    const counts = Object.values(
      spec.countQueries?.(context.queries, view, request) ?? {},
    ) as AnyQueryOptions[];
    return loadPage(
      context.queryClient,
      {
        rows: [spec.pageQuery(context.queries, view, narrowed)],
        more: [...counts, ...(spec.moreQueries?.(context.queries, view, narrowed) ?? [])],
      },
      cause,
    );
  };

  const viewOf = (segment: string | undefined): TId | null =>
    segment !== undefined && segmentViews.includes(segment) ? (segment as TId) : null;

  const common = {
    validateSearch: validateAny,
    loaderDeps: ({ search }: { search: TableSearch }) => search,
  };
  const param = spec.searchViews?.param;
  const paramOf = (search: object): unknown =>
    param === undefined ? undefined : (search as Record<string, unknown>)[param];
  const baseViewOf = (search: object): TId | undefined => {
    const named = paramOf(search);
    return typeof named === 'string' && byParam.includes(named) ? (named as TId) : spec.baseView;
  };
  const urlSearchOf = (view: TId, search: TableSearch): TableSearch =>
    param !== undefined && byParam.includes(view) ? { ...search, [param]: view } : search;

  const carry = spec.carry ?? (({ page: _page, detail: _detail, ...kept }: TableSearch): TableSearch => kept);

  return {
    ...spec,
    viewOf,
    searchOf,
    carriedTo: (view, search) => searchOf(view, carry(search)),
    pathOf: (view) =>
      (spec.baseOnly && view === spec.baseView) || byParam.includes(view)
        ? spec.base
        : `${spec.base}/${view}`,
    urlSearchOf,
    baseViewOf,
    load,
    viewRoute: (param = 'view') => ({
      ...common,
      beforeLoad: ({ params }) => {
        if (!viewOf(params[param])) throw notFound();
      },
      loader: ({ context, deps, params, cause }) => load(context, viewOf(params[param])!, deps, cause),
    }),
    baseRoute: () => ({
      ...common,
      // The base path's search keeps the param naming a view (the view's table drops it).
      validateSearch: (raw) => {
        const view = baseViewOf(raw);
        return view === undefined ? validateAny(raw) : urlSearchOf(view, validateAny(raw));
      },
      beforeLoad: () => {
        if (spec.baseView === undefined) throw notFound();
      },
      loader: ({ context, deps, cause }) => load(context, baseViewOf(deps)!, deps, cause),
    }),
    fixedRoute: (view) => ({
      ...common,
      beforeLoad: () => undefined,
      loader: ({ context, deps, cause }) => load(context, view, deps, cause),
    }),
  };
}

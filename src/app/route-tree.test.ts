// Walks every route of the access table through the real route tree: each path reaches the
// generic table route, a file route of its own that the table names, or the `$view` route of a
// list with views (list-views.ts: one route serves the rows of its views, /alert-console/unresolved
// and its siblings), the standalone pages reach their file routes, and nothing else hides behind
// the shell.
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../access/access-decisions';
import { FORBIDDEN_PATH } from '../access/paths';
import { matchPath, samplePath } from '../access/route-path';
import { ROUTE_ACCESS, STANDALONE_ROUTES, type RouteAccess } from '../access/route-access';
import type { RouterContext } from '../routes/-router-context';
import { routeTree } from './routeTree.gen';

// Matching needs no context: nothing is loaded here.
const router = createRouter({
  routeTree,
  history: createMemoryHistory({ initialEntries: ['/'] }),
  context: {} as RouterContext,
});

/** An index route's id ends with a slash (`/x/`); it serves the path without it (`/x`). */
const withoutIndexSlash = (id: string): string => id.replace(/(.)\/$/, '$1');

const leafRouteId = (pathname: string): string => {
  const matches = router.matchRoutes(pathname, {});
  return withoutIndexSlash(matches[matches.length - 1]?.routeId ?? '');
};

/** File routes under the shell, by the path they serve (their id without the layout). */
const shellFileRoutes = Object.keys(router.routesById)
  .filter((id) => id.startsWith('/_authenticated/') && id !== '/_authenticated/$')
  .map((id) => withoutIndexSlash(id.slice('/_authenticated'.length)));

const hasParam = (path: string): boolean => path.includes('$');

/** The rows a list's `$view` route serves: literal rows its pattern matches (the table's views). */
const viewRows = (routePath: string) =>
  hasParam(routePath)
    ? ROUTE_ACCESS.filter((entry) => !hasParam(entry.path) && matchPath(routePath, entry.path) !== null)
    : [];

/** The file route that serves a row: its own, or its list's `$view` route. */
const servesRow = (routePath: string, entry: RouteAccess): boolean =>
  routePath === entry.path || viewRows(routePath).includes(entry);

describe('the route tree', () => {
  it.each(ROUTE_ACCESS.map((entry) => [entry.path, entry] as const))('serves %s', (path, entry) => {
    const pathname = samplePath(path, 'x1');
    const leaf = leafRouteId(pathname);
    if (path === '/') {
      expect(leaf).toBe('/');
      return;
    }
    // The generic route, or a file route of its own for this very entry (or its list's views).
    if (leaf !== '/_authenticated/$')
      expect(servesRow(leaf.slice('/_authenticated'.length), entry)).toBe(true);
    expect(findRoute(pathname)).toBe(entry);
  });

  it('serves the standalone pages from their own file routes', () => {
    for (const entry of STANDALONE_ROUTES) {
      const expected = entry.path === FORBIDDEN_PATH ? `/_authenticated${FORBIDDEN_PATH}` : entry.path;
      expect(leafRouteId(entry.path), entry.path).toBe(expected);
    }
  });

  it('has no file route under the shell that the access table does not know', () => {
    for (const path of shellFileRoutes) {
      const known =
        path === FORBIDDEN_PATH ||
        findRoute(path.replace(/\$[^/]+/g, 'x1')) !== null ||
        viewRows(path).length > 0;
      expect(known, path).toBe(true);
    }
  });

  // A page is built exactly when it has a file route of its own (its own, or its list's `$view`
  // route): the row's kind says so, and the generic route serves every other row (the guard
  // needs no code in either).
  it('has a file route of its own for each row marked built, and no other', () => {
    const ownPages = shellFileRoutes.filter((path) => path !== FORBIDDEN_PATH);
    const served = ROUTE_ACCESS.filter((entry) => ownPages.some((path) => servesRow(path, entry)))
      .map((entry) => entry.path)
      .sort();
    const builtRows = ROUTE_ACCESS.filter((entry) => entry.kind === 'built')
      .map((entry) => entry.path)
      .sort();
    expect(served).toEqual(builtRows);
    for (const path of ownPages)
      expect(
        ROUTE_ACCESS.some((entry) => servesRow(path, entry)),
        path,
      ).toBe(true);
  });

  it('has a file route of its own for each standalone page marked built', () => {
    const own = (path: string) => (path === FORBIDDEN_PATH ? `/_authenticated${path}` : path);
    for (const entry of STANDALONE_ROUTES.filter((candidate) => candidate.kind === 'built')) {
      expect(Object.keys(router.routesById), entry.path).toContain(own(entry.path));
    }
  });

  // The generic route draws a legacy page's frame, an unmet condition's notice, or else "Not built
  // yet" (AccessTableScreen): with every screen built, no row it serves may be anything but a
  // framed legacy page or a redirect (the guard's), so no page says "Not built yet".
  it('serves only framed legacy pages and redirects from the generic route: no page is "not built"', () => {
    const generic = ROUTE_ACCESS.filter(
      (entry) => leafRouteId(samplePath(entry.path, 'x1')) === '/_authenticated/$',
    );
    expect(generic.length).toBeGreaterThan(0);
    const notFramed = generic
      .filter((entry) => entry.kind !== 'redirect' && !(entry.kind === 'legacy' && entry.legacyPage))
      .map((entry) => `${entry.path} (${entry.kind})`);
    expect(notFramed).toEqual([]);
    expect(ROUTE_ACCESS.filter((entry) => entry.kind === 'not-built').map((entry) => entry.path)).toEqual([]);
  });

  it('leaves an unknown path to the generic route, which is no page of the table', () => {
    expect(leafRouteId('/no/such/page')).toBe('/_authenticated/$');
    expect(findRoute('/no/such/page')).toBeNull();
  });
});

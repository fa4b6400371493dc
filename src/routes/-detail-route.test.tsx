// @vitest-environment jsdom
// The detail-route recipe (docs/recipes/detail-route.md), on a route built from the same parts: a guid path
// parameter checked before the loader (guidParam), the loader ensuring the record and the page
// reading it with useSuspenseQuery from one queryOptions factory, PagePending while it loads and
// PageLoadError (with Try again) when it fails.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { newTestQueryClient, renderUi } from '../../tests/support/render-ui';
import { PageLoadError } from '../components/layout/PageLoadError';
import { PagePending } from '../components/layout/PagePending';
import { guidParam, idParam } from './-path-params';

const GUID = 'C47D2E90-6A1B-4F3C-8D2E-9F0A1B2C2001';

/** A fake server for one record: answers, fails, or holds its answer until released. */
function computerServer() {
  const asked: string[] = [];
  let answer: 'ok' | 'fail' | 'hold' = 'ok';
  let release = () => undefined as void;
  const respond = (computerGuid: string) => {
    asked.push(computerGuid);
    if (answer === 'fail') return Promise.reject(new Error('502'));
    const record = { name: `Computer ${computerGuid.slice(0, 8)}` };
    if (answer === 'hold') return new Promise<typeof record>((resolve) => (release = () => resolve(record)));
    return Promise.resolve(record);
  };
  const computerQuery = (computerGuid: string) =>
    queryOptions({
      queryKey: ['computer', computerGuid],
      queryFn: () => respond(computerGuid),
      retry: false,
    });
  return {
    asked,
    computerQuery,
    answer: (next: typeof answer) => (answer = next),
    release: () => release(),
  };
}

function renderDetailRoute(at: string, server: ReturnType<typeof computerServer>) {
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => <Outlet />,
    notFoundComponent: () => <p>Not found</p>,
  });
  const detailRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/endpoints/computer/$computerGuid',
    params: guidParam('computerGuid'),
    loader: ({ context, params }) =>
      context.queryClient.ensureQueryData(server.computerQuery(params.computerGuid)),
    pendingComponent: PagePending,
    pendingMs: 0,
    errorComponent: PageLoadError,
    component: function ComputerPage() {
      const { computerGuid } = detailRoute.useParams();
      const computer = useSuspenseQuery(server.computerQuery(computerGuid)).data;
      return <h1>{computer.name}</h1>;
    },
  });
  const queryClient = newTestQueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([detailRoute]),
    history: createMemoryHistory({ initialEntries: [at] }),
    context: { queryClient },
  });
  renderUi(<RouterProvider router={router} />, queryClient);
}

afterEach(cleanup);

describe('a detail route with a path parameter', () => {
  it('loads the record of a well-formed guid (lower-cased) and shows it', async () => {
    const server = computerServer();
    renderDetailRoute(`/endpoints/computer/${GUID}`, server);
    expect(await screen.findByRole('heading', { name: 'Computer c47d2e90' })).toBeTruthy();
    expect(server.asked).toEqual([GUID.toLowerCase()]);
  });

  it('shows the not-found page for a malformed guid, and asks the server nothing', async () => {
    const server = computerServer();
    renderDetailRoute('/endpoints/computer/not-a-guid', server);
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(server.asked).toEqual([]);
  });

  it('says the page is loading while the record is on its way', async () => {
    const server = computerServer();
    server.answer('hold');
    renderDetailRoute(`/endpoints/computer/${GUID}`, server);
    expect((await screen.findByRole('status')).textContent).toContain('Loading the page…');
    server.release();
    expect(await screen.findByRole('heading', { name: 'Computer c47d2e90' })).toBeTruthy();
  });

  it('says the page could not be loaded, and Try again loads it again', async () => {
    const server = computerServer();
    server.answer('fail');
    renderDetailRoute(`/endpoints/computer/${GUID}`, server);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded');
    server.answer('ok');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Computer c47d2e90' })).toBeTruthy();
    expect(server.asked).toHaveLength(2);
  });
});

describe('idParam', () => {
  it('reads a positive integer and refuses anything else', () => {
    const { parse, stringify } = idParam('companyId');
    expect(parse({ companyId: '1001' })).toEqual({ companyId: 1001 });
    expect(stringify({ companyId: 1001 })).toEqual({ companyId: '1001' });
    for (const bad of ['0', '-1', '1.5', 'abc', '']) expect(() => parse({ companyId: bad })).toThrow();
  });
});

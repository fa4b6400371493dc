// Rendering the PagedTable as a list does, in jsdom: inside a router whose context carries the
// api client and queries (the column layout reads the user's profile and settings through
// them; a fake server answers those), over a list of rows kept in memory that a test's
// pageQuery pages, sorts and searches like the sandbox would, and with the URL's search params
// as React state (the test reads every change the table asked for).
import { useState, type ReactElement } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { createApiClient } from '../../src/api/client';
import { createQueryLayer } from '../../src/api/query-layer';
import { EMPTY_SCOPE_SELECTION } from '../../src/domain/scope-selection';
import type { PagedReply, PagedTableProps } from '../../src/components/paged-table/paged-table-options';
import { PagedTable } from '../../src/components/paged-table/PagedTable';
import { columnsOf, type TableDefinition } from '../../src/components/paged-table/table-definition';
import type { TableRequest, TableSearch } from '../../src/components/paged-table/table-search';
import { newTestQueryClient, renderUi } from './render-ui';

export interface Host {
  name: string;
  os: 'windows' | 'linux';
  state: 'open' | 'closed';
}

/** Rows named host-001, host-002, ...; every third runs Linux, every fourth is closed. */
export function hosts(count: number): Host[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `host-${String(i + 1).padStart(3, '0')}`,
    os: i % 3 === 2 ? 'linux' : 'windows',
    state: i % 4 === 3 ? 'closed' : 'open',
  }));
}

const c = columnsOf<Host, 'name'>();
export const hostTable: TableDefinition<Host, 'name'> = {
  id: 'test-hosts',
  labelKey: 'admin.companies.table',
  columns: [
    c.text('name', { headerKey: 'forms.company.companyName', sortKey: 'name' }),
    c.text('os', { headerKey: 'forms.company.city' }),
  ],
  rowId: (row) => row.name,
  defaultPageSize: 25,
  pageSizes: [25, 50, 100, 500],
};

type HostKey = readonly ['test-hosts', TableRequest<'name'>];

/** A page query over rows in memory; `requests` records what the table asked for. */
export function memoryPageQuery(rows: readonly Host[]) {
  const requests: TableRequest<'name'>[] = [];
  const state = { fail: false };
  const pageQuery = (request: TableRequest<'name'>) =>
    // The rows are the test's fixed data; the key is what the table asked for.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: ['test-hosts', request] as HostKey,
      queryFn: async (): Promise<PagedReply<Host>> => {
        requests.push(request);
        if (state.fail) throw new Error('the server did not answer');
        let matching = request.search ? rows.filter((row) => row.name.includes(request.search!)) : [...rows];
        if (request.sortColumn === 'name' && request.sortDir === 'desc') matching = matching.reverse();
        const start = (request.page - 1) * request.pageSize;
        return { entityData: matching.slice(start, start + request.pageSize), totalCount: matching.length };
      },
    });
  return { pageQuery, requests, state };
}

/** A fake of the server's user profile and settings, for the remembered column layout. */
async function fakeServer(request: Request, seen: { path: string; body: unknown }[]): Promise<Response> {
  const path = new URL(request.url).pathname;
  const text = await request.text();
  seen.push({ path, body: text ? (JSON.parse(text) as unknown) : undefined });
  const entityData = path.endsWith('/GetProfile')
    ? { userGuid: '00000000-0000-4000-8000-000000000001' }
    : path.endsWith('/GetUserSettings')
      ? []
      : null;
  return new Response(JSON.stringify({ isSuccess: true, message: null, entityData }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

type TableProps = Omit<
  PagedTableProps<Host, 'name', PagedReply<Host>, HostKey>,
  'search' | 'onSearchChange' | 'definition' | 'exportName'
> & { definition?: TableDefinition<Host, 'name'>; exportName?: string };

/**
 * Renders the table; `searches` lists the URL search params it asked for, newest last, and
 * `server` the requests the api client made (profile, settings).
 */
export function renderTable(props: TableProps, initialSearch: TableSearch = {}) {
  const searches: TableSearch[] = [];
  const server: { path: string; body: unknown }[] = [];
  function Host(): ReactElement {
    const [search, setSearch] = useState(initialSearch);
    return (
      <PagedTable
        definition={hostTable}
        exportName="hosts"
        {...props}
        search={search}
        onSearchChange={(next) => {
          searches.push(next);
          setSearch(next);
        }}
      />
    );
  }
  const queryClient = newTestQueryClient();
  const api = createApiClient({
    baseUrl: 'http://console.test',
    fetch: (request) => fakeServer(request, server),
    getSelection: () => EMPTY_SCOPE_SELECTION,
    getSession: () => ({ sid: 's', email: null }),
    isDialogOpen: () => false,
    onErrorOutcome: () => undefined,
  });
  const { queries, mutations } = createQueryLayer(api, () => EMPTY_SCOPE_SELECTION);
  const router = createRouter({
    routeTree: createRootRoute({ component: Host }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, api, queries, mutations },
  });
  return {
    searches,
    server,
    ...renderUi(<RouterProvider router={router} />, queryClient, { mantineEnv: 'test' }),
  };
}

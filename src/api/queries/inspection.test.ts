// The visibility of a hash as a page of computers: one request serves the PagedTable (its rows)
// and the hash page (the groups and counts beside them).
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createApiClient } from '../client';
import { EMPTY_SCOPE_SELECTION } from '../../domain/scope-selection';
import { createApiQueries } from './index';

it('hashVisibilityComputers gives the computers as the rows and the whole reply as visibility', async () => {
  const visibility = {
    sha256: 'a'.repeat(64),
    groups: [{ groupName: 'Finance' }],
    computers: [{ computerName: 'PC1' }],
  };
  const requests: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://console.test',
    fetch: async (request) => {
      requests.push(new URL(request.url).pathname);
      return new Response(
        JSON.stringify({ isSuccess: true, message: null, totalCount: 7, entityData: visibility }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    },
    getSelection: () => EMPTY_SCOPE_SELECTION,
    getSession: () => ({ sid: 's', email: null }),
    isDialogOpen: () => false,
    onErrorOutcome: () => undefined,
  });
  const api = createApiQueries(client, () => EMPTY_SCOPE_SELECTION);
  const data = await new QueryClient().fetchQuery(
    api.inspection.hashVisibilityComputers({ sha256: 'a'.repeat(64), page: 1, pageSize: 25 }),
  );
  expect(requests).toEqual(['/restapi/HashInspection/GetHashVisibilityHashDetail']);
  expect(data).toMatchObject({ totalCount: 7, entityData: [{ computerName: 'PC1' }], visibility });
});

// The visibility of a hash as a page of computers: one request serves the PagedTable (its rows)
// and the hash page (the groups and counts beside them), cached apart from the plain reply.
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createApiClient } from '../../../api/client';
import { createQueryLayer } from '../../../api/query-layer';
import { EMPTY_SCOPE_SELECTION } from '../../../domain/scope-selection';
import { visibilityPageQuery } from './visibility-table';

it('gives the computers as the rows and the whole reply as visibility', async () => {
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
      return Response.json({ isSuccess: true, message: null, totalCount: 7, entityData: visibility });
    },
    getSelection: () => EMPTY_SCOPE_SELECTION,
    getSession: () => ({ sid: 's', email: null }),
    isDialogOpen: () => false,
    onErrorOutcome: () => undefined,
  });
  const { queries } = createQueryLayer(client, () => EMPTY_SCOPE_SELECTION);
  const options = visibilityPageQuery(queries, 'a'.repeat(64))({ page: 1, pageSize: 25, filters: {} });
  const data = await new QueryClient().fetchQuery(options);
  expect(requests).toEqual(['/restapi/HashInspection/GetHashVisibilityHashDetail']);
  expect(data).toMatchObject({ totalCount: 7, entityData: [{ computerName: 'PC1' }], visibility });
  expect(options.queryKey.slice(0, 2)).toEqual(['Inspection', 'HashInspection_GetHashVisibilityHashDetail']);
  expect(options.queryKey.at(-1)).toBe('computers');
});

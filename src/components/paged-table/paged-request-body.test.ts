import { describe, expect, it } from 'vitest';
import { pagedRequestBody } from './paged-request-body';

describe('pagedRequestBody', () => {
  it('sends the page, the sort with its direction and the search when they are set', () => {
    expect(
      pagedRequestBody({ page: 3, pageSize: 50, sortColumn: 'name', sortDir: 'desc', search: 'acme' }),
    ).toEqual({ page: 3, pageSize: 50, sortColumn: 'name', sortDir: 'desc', search: 'acme' });
  });

  it('leaves out what is not set, so the server uses the list default', () => {
    const body = pagedRequestBody({ page: 1, pageSize: 25, search: '' });
    expect(body).toEqual({ page: 1, pageSize: 25 });
    expect(Object.keys(body)).toEqual(['page', 'pageSize']);
  });

  it('drops a direction without a column (the default order keeps its own direction)', () => {
    expect(pagedRequestBody({ page: 1, pageSize: 25, sortDir: 'desc' })).toEqual({ page: 1, pageSize: 25 });
  });
});

// The paging part of a list's contract request (the contract's PagedRequest), built one way for
// every list: what is not set is left out rather than sent as null (the contract and the sandbox
// read both as "the default"), so equal views give equal bodies and equal query keys. Each list
// spreads it and adds its own filters.
import type { SortDir } from './table-definition';
import type { TableRequest } from './table-search';

export interface PagedRequestBody<TSort extends string = string> {
  page: number;
  pageSize: number;
  sortColumn?: TSort;
  sortDir?: SortDir;
  search?: string;
}

export function pagedRequestBody<TSort extends string>(
  request: Omit<TableRequest<TSort>, 'filters'>,
): PagedRequestBody<TSort> {
  return {
    page: request.page,
    pageSize: request.pageSize,
    // The direction goes with its column: without one the list's default order and direction hold.
    ...(request.sortColumn ? { sortColumn: request.sortColumn } : {}),
    ...(request.sortColumn && request.sortDir ? { sortDir: request.sortDir } : {}),
    ...(request.search ? { search: request.search } : {}),
  };
}

// What the two list routes share: the URL's search params (the table's, and on /hash-inspection
// the tab as `class`), and the loader's one wave of requests (the page and the four counts).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import {
  tableRequestOf,
  tableSearchValidator,
  type TableSearch,
} from '../../../components/paged-table/table-search';
import {
  HASH_CLASSES,
  hashClassCountQuery,
  hashPageQuery,
  hashTable,
  isHashClass,
  type HashClass,
} from './hash-table';

export interface HashListSearch extends TableSearch {
  /** The open class tab on /hash-inspection (absent: every class). */
  class?: HashClass;
}

const validateTable = tableSearchValidator(hashTable);

export function validateHashListSearch(raw: Record<string, unknown>): HashListSearch {
  return { ...validateTable(raw), ...(isHashClass(raw.class) ? { class: raw.class } : {}) };
}

/** Starts the page's request and the tabs' counts at once; resolves when all have settled. */
export function prefetchHashList(
  queryClient: QueryClient,
  queries: ApiQueries,
  search: TableSearch,
  hashClass: HashClass | null,
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(hashPageQuery(queries, hashClass)(tableRequestOf(hashTable, search))),
    ...HASH_CLASSES.map((c) => queryClient.prefetchQuery(hashClassCountQuery(queries, search, c))),
  ]);
}

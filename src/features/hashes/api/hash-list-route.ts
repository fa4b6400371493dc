// What the two list routes share: the URL's search params (the table's, and on /hash-inspection
// the tab as `class`), and the loader's one wave of requests (the page and the four counts).
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadPage, type LoadCause } from '../../../api/route-loading';
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

/**
 * Starts the page's request and the tabs' counts at once (one wave); the first visit waits for
 * the page's rows (a count still coming shows its tab without a figure meanwhile).
 */
export function loadHashList(
  context: { queryClient: QueryClient; queries: Queries },
  search: TableSearch,
  hashClass: HashClass | null,
  cause: LoadCause,
): Promise<void> {
  const { queryClient, queries } = context;
  return loadPage(
    queryClient,
    {
      rows: [hashPageQuery(queries, hashClass)(tableRequestOf(hashTable, search))],
      more: HASH_CLASSES.map((c) => hashClassCountQuery(queries, search, c)),
    },
    cause,
  );
}

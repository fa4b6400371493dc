// The reads of the threat intelligence page (/cti), all started by its loader at once: the scope's
// known threats (Dashboard/GetKnownThreads), the count of each hash class and the files seen on
// the most computers (both HashInspection/GetHashInformationAllHash: a class with one row asked,
// whose totalCount is the count; the top files sorted by computerCount).
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';

export type HashClass = ApiSchema<'HashClass'>;
export type FileHash = ApiSchema<'FileHash'>;

/** The four classes of spec section 4, in its order. */
export const HASH_CLASSES: readonly HashClass[] = ['harmless', 'suspicious', 'malicious', 'notFound'];

/** How many of the most seen files the page lists. */
export const MOST_SEEN_COUNT = 10;

const allHashesBody = (
  hashClass: HashClass | null,
  pageSize: number,
  sortColumn: 'computerCount' | null,
) => ({
  page: 1,
  pageSize,
  sortColumn,
  sortDir: 'desc' as const,
  search: null,
  hashClass,
  hashType: null,
});

export const knownThreatsQuery = (queries: Queries) => queries.Dashboard_GetKnownThreads();

export const classCountQuery = (queries: Queries, hashClass: HashClass) =>
  queries.HashInspection_GetHashInformationAllHash(allHashesBody(hashClass, 1, null));

export const mostSeenFilesQuery = (queries: Queries) =>
  queries.HashInspection_GetHashInformationAllHash(allHashesBody(null, MOST_SEEN_COUNT, 'computerCount'));

/** Every read of the page, for its loader. */
export const ctiQueries = (queries: Queries) => [
  knownThreatsQuery(queries),
  ...HASH_CLASSES.map((hashClass) => classCountQuery(queries, hashClass)),
  mostSeenFilesQuery(queries),
];

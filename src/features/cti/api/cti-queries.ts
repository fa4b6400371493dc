// The reads of the threat intelligence page (/cti), all started by its loader at once: the scope's
// known threats (Dashboard/GetKnownThreads), the count of each hash class and the files seen on
// the most computers (both HashInspection/GetHashInformationAllHash: a class with one row asked,
// whose totalCount is the count; the top files sorted by computerCount).
import type { ApiSchema } from '../../../api/contract-types';
import type { ApiQueries } from '../../../api/queries';

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

export const knownThreatsQuery = (queries: ApiQueries) => queries.dashboard.knownThreats();

export const classCountQuery = (queries: ApiQueries, hashClass: HashClass) =>
  queries.inspection.allHashes(allHashesBody(hashClass, 1, null));

export const mostSeenFilesQuery = (queries: ApiQueries) =>
  queries.inspection.allHashes(allHashesBody(null, MOST_SEEN_COUNT, 'computerCount'));

/** Every read of the page, for its loader. */
export const ctiQueries = (queries: ApiQueries) => [
  knownThreatsQuery(queries),
  ...HASH_CLASSES.map((hashClass) => classCountQuery(queries, hashClass)),
  mostSeenFilesQuery(queries),
];

// The command palette's search (issue 34): which roles find each kind of thing. A role finds only
// what it may open, so each kind carries the roles of the page a hit opens (route-table/*.ts);
// src/access/search-kind-routes.test.ts checks that the two agree. The sandbox filters by it.
import type { components } from '../gen/openapi.gen';
import { C, G, GA, GR, P, SA, type RoleName } from './roles';

export type SearchHitKind = components['schemas']['SearchHitKind'];
export type SearchHit = components['schemas']['SearchHit'];

/** In the order the palette lists them (and the sandbox answers). */
export const SEARCH_KINDS: readonly SearchHitKind[] = [
  'computer',
  'hash',
  'event',
  'company',
  'user',
  'savedFilter',
];

export const SEARCH_KIND_ROLES: Readonly<Record<SearchHitKind, readonly RoleName[]>> = {
  /** The computer page: the asset pages' roles. */
  computer: [P, C, SA, GA],
  /** The hash page: the inspection roles and the group admin (issue 32). */
  hash: [C, SA, GA, GR],
  /** An event opens in the event inspection. */
  event: [C, SA, GA],
  /** The company list. */
  company: [G, P],
  /** The users page. */
  user: [G, P, C],
  /** Saved filters are views of the event inspection. */
  savedFilter: [C, SA, GA],
};

/** At most this many hits of each kind. */
export const SEARCH_HITS_PER_KIND = 5;

/** The start of a SHA-256, MD5 or SHA-1: worth looking up from this many hexadecimal digits. */
export const HASH_PREFIX = /^[0-9a-f]{4,64}$/i;

/** An event's id: digits only. */
export const EVENT_ID = /^[0-9]{1,15}$/;

export const roleFinds = (role: RoleName, kind: SearchHitKind): boolean =>
  SEARCH_KIND_ROLES[kind].includes(role);

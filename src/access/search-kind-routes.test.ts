// The command palette's search finds each kind for the roles of the page a hit opens
// (src/domain/search-kinds.ts, which the sandbox filters by): the two tables must agree, or a
// role would find what it cannot open, or miss what it could.
import { describe, expect, it } from 'vitest';
import { SEARCH_KIND_ROLES, SEARCH_KINDS } from '../domain/search-kinds';
import { findRoute } from './access-decisions';

/** A hit of each kind, as the palette opens it (palette-items.ts hrefOfHit). */
const PAGE_OF_KIND = {
  computer: '/endpoints/computer/1a2b3c4d-0001-4e5f-8a9b-000000040001',
  hash: '/hash-inspection/3f9a1c',
  event: '/event-inspection/all-events',
  company: '/administration/company-list',
  user: '/administration/users',
  savedFilter: '/saved-filters/701',
} as const;

describe('the search kinds and the access table', () => {
  it.each(SEARCH_KINDS)('%s: found by exactly the roles that may open its page', (kind) => {
    const route = findRoute(PAGE_OF_KIND[kind]);
    expect(route, PAGE_OF_KIND[kind]).not.toBeNull();
    expect([...SEARCH_KIND_ROLES[kind]].sort()).toEqual([...route!.roles].sort());
  });
});

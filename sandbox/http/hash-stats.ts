// Per-hash statistics of a scope, for the hash lists (Inspection) and the dashboard's top hashes.
import type { components } from '../../src/gen/openapi.gen';
import type { Scope } from './scope';
import { eventScopeWhere } from './scope-filters';
import type { Params } from './sql';

type S = components['schemas'];

/**
 * Per-hash statistics of the scope as (hash_id, cc, ec, ls): the totals of file_hashes for an
 * unrestricted scope, an aggregate of the scope's events otherwise (a company's events through
 * the (company_id, reported_at) index).
 */
export function hashStatsSql(p: Params, scope: Scope, deleted: number[], classes?: S['HashClass'][]): string {
  if (
    scope.companyIds === null &&
    scope.siteIds === null &&
    scope.groupIds === null &&
    deleted.length === 0
  ) {
    return `select id as hash_id, computer_count as cc, event_count as ec, last_seen as ls from file_hashes
      where event_count > 0${classes ? ` and hash_class = any(${p.add(classes)}::text[])` : ''}`;
  }
  return `select e.hash_id, count(distinct e.computer_id)::int as cc, count(*)::int as ec, max(e.reported_at) as ls
    from events e where ${eventScopeWhere(p, scope, deleted)}${classes ? ` and e.hash_class = any(${p.add(classes)}::text[])` : ''}
    group by e.hash_id`;
}

// Per-hash statistics of a scope, for the hash lists (Inspection) and the dashboard's top hashes.
import type { components } from '../../src/gen/openapi.gen';
import type { Scope } from '../http/scope';
import { eventScopeWhere } from './scope-filters';
import type { Params } from './sql';

type S = components['schemas'];

/**
 * Per-hash statistics of the scope as (hash_id, cc, ec, ls), of the hashes of the given classes
 * (file_hashes.hash_class) when classes are given: the totals of file_hashes for an unrestricted
 * scope; the precomputed rows of hash_company_stats for one company (read as they are) or for
 * several (added up); those of hash_group_stats added up for a site or group scope. A computer's
 * events lie in one group (the seed checks it), so computer counts add up like event counts.
 */
export function hashStatsSql(p: Params, scope: Scope, deleted: number[], classes?: S['HashClass'][]): string {
  const classWhere = (column: string) =>
    classes
      ? ` and ${column} = ${classes.length === 1 ? p.add(classes[0]) : `any(${p.add(classes)}::text[])`}`
      : '';
  if (
    scope.companyIds === null &&
    scope.siteIds === null &&
    scope.groupIds === null &&
    deleted.length === 0
  ) {
    return `select id as hash_id, computer_count as cc, event_count as ec, last_seen as ls from file_hashes
      where event_count > 0${classWhere('hash_class')}`;
  }
  const summed = `hash_id, sum(computer_count)::int as cc, sum(event_count)::int as ec, max(last_seen) as ls`;
  if (scope.siteIds === null && scope.groupIds === null) {
    if (scope.companyIds?.length === 1)
      return `select hash_id, computer_count as cc, event_count as ec, last_seen as ls from hash_company_stats t
        where t.company_id = ${p.add(scope.companyIds[0])}${classWhere('t.hash_class')}`;
    return `select ${summed} from hash_company_stats t
      where ${eventScopeWhere(p, scope, deleted, 't')}${classWhere('t.hash_class')} group by hash_id`;
  }
  return `select ${summed} from hash_group_stats t
    where ${eventScopeWhere(p, scope, deleted, 't')}${classWhere('t.hash_class')} group by hash_id`;
}

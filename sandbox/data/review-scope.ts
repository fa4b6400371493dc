// The reviews a session's scope may see (shared by the PolicyReview handlers): a review is its
// company's; a group review is also its site's and its group's. A review outside the scope is
// "not found" for the caller.
import type { components } from '../../src/gen/openapi.gen';
import type { Queryable } from '../db/database';
import type { Scope } from '../http/scope';
import { Params } from './sql';

type S = components['schemas'];
type ReviewStatus = S['ReviewStatus'];

/** Reviews the scope may see: its companies; group reviews also by site and group. */
export function reviewScopeWhere(p: Params, scope: Scope): string {
  const parts: string[] = [];
  if (scope.companyIds !== null) parts.push(`r.company_id = any(${p.add(scope.companyIds)}::int[])`);
  if (scope.siteIds !== null) {
    parts.push(
      `(r.group_id is null or exists (select 1 from groups sg where sg.id = r.group_id and sg.site_id = any(${p.add(scope.siteIds)}::int[])))`,
    );
  }
  if (scope.groupIds !== null)
    parts.push(`(r.group_id is null or r.group_id = any(${p.add(scope.groupIds)}::int[]))`);
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

export interface ReviewRow {
  id: number;
  company_id: number;
  group_id: number | null;
  status: ReviewStatus;
  permission_level: S['PermissionLevel'];
}

export async function reviewRow(
  db: Queryable,
  scope: Scope,
  reviewId: number,
  lock = false,
): Promise<ReviewRow | null> {
  const p = new Params();
  const [row] = await db.query<ReviewRow>(
    `select r.id, r.company_id, r.group_id, r.status, r.permission_level from reviews r
     where r.id = ${p.add(reviewId)} and ${reviewScopeWhere(p, scope)}${lock ? ' for update' : ''}`,
    p.values,
  );
  return row ?? null;
}

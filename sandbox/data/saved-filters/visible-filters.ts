// Saved filters a request may see (issue 15): its own, and the shared ones whose scope overlaps
// the request's (a company-wide filter by the whole company, a site's by that site, its groups
// and the company above). Nothing of another company is ever seen.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { notFound, type Lookup } from '../../http/replies';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';

type SavedFilter = components['schemas']['SavedFilter'];

const SELECT = (p: Params, principal: Principal) => `select f.id as "savedFilterId", f.name, f.shared, f.mode,
  f.query, f.columns, f.owner_user_id = ${p.add(principal.userId)} as owned, u.first_name || ' ' || u.last_name as "ownerName",
  c.guid::text as "companyGuid", c.name as "companyName", s.guid::text as "siteGuid", s.name as "siteName",
  g.guid::text as "groupGuid", g.name as "groupName", ${iso('f.created_on')} as "createdOn",
  ${iso('f.updated_on')} as "updatedOn"
  from saved_filters f join users u on u.id = f.owner_user_id join companies c on c.id = f.company_id
  left join sites s on s.id = f.site_id left join groups g on g.id = f.group_id`;

/** The filters the request may see: its own and the shared ones whose scope overlaps the request's. */
function visibleWhere(p: Params, principal: Principal, scope: Scope): string {
  const parts = [
    'not c.deleted',
    `(f.owner_user_id = ${p.add(principal.userId)} or f.shared)`,
    // The tenant: the session's own company, within what the request selected.
    `f.company_id = ${p.add(principal.companyId ?? 0)}`,
  ];
  if (scope.companyIds !== null) parts.push(`f.company_id = any(${p.add(scope.companyIds)}::int[])`);
  if (scope.siteIds !== null)
    parts.push(`(f.site_id is null or f.site_id = any(${p.add(scope.siteIds)}::int[]))`);
  if (scope.groupIds !== null) {
    const groups = p.add(scope.groupIds);
    parts.push(
      `(f.group_id is null or f.group_id = any(${groups}::int[]))`,
      `(f.site_id is null or exists (select 1 from groups gx where gx.site_id = f.site_id and gx.id = any(${groups}::int[])))`,
    );
  }
  return parts.join(' and ');
}

/** A filter the request may see (404 otherwise); `owned` says whether it may change it. */
export async function visibleFilter(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  id: number,
): Promise<Lookup<SavedFilter>> {
  const p = new Params();
  const select = SELECT(p, principal);
  const where = visibleWhere(p, principal, scope);
  const [row] = await db.query<SavedFilter>(`${select} where f.id = ${p.add(id)} and ${where}`, p.values);
  return row ? { ok: true, value: row } : { ok: false, error: notFound() };
}

const LIST_SORT: ListSort = {
  columns: {
    name: 'lower(f.name)',
    ownerName: "lower(u.first_name || ' ' || u.last_name)",
    mode: 'f.mode',
    updatedOn: 'f.updated_on',
  },
  fallback: { column: 'name', dir: 'asc' },
  tiebreakers: ['f.id'],
  nullable: 'all',
};

/** A page of the filters the request may see: the caller's, the shared ones, or both; searched. */
export function savedFilterPage(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  body: RequestBody<'SavedFilter_ListSavedFilters'>,
): Promise<Page<SavedFilter>> {
  const p = new Params();
  const where = [visibleWhere(p, principal, scope)];
  if (body.owner === 'mine') where.push(`f.owner_user_id = ${p.add(principal.userId)}`);
  if (body.owner === 'shared') where.push(`f.owner_user_id <> ${p.add(principal.userId)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(`(f.name ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})`);
  }
  const whereSql = where.join(' and ');
  return pagedList<SavedFilter>(db, p, body, LIST_SORT, {
    count: `select count(*)::int as n from saved_filters f join users u on u.id = f.owner_user_id
       join companies c on c.id = f.company_id where ${whereSql}`,
    rows: (order, limit) => `${SELECT(p, principal)} where ${whereSql} ${order} ${limit}`,
  });
}

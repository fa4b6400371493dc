// Partners of the Tenants area: the paged list (manage partners, the partner picker) and one
// partner by id; `selected` marks the partner the request's scope selects.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import { pagedList, type ListSort, type Page, type PageRequest } from '../paged-list';
import { Params, likePattern } from '../sql';

type S = components['schemas'];

const PARTNER_SELECT = (p: Params, selected: number | null) => `select pr.id, pr.guid::text as guid, pr.name,
  pr.short_name as "shortName", pr.contact_name as "contactName", pr.phone, pr.email, pr.agms,
  (pr.id = ${p.add(selected)}::int) is true as selected,
  (select count(*)::int from companies c where c.partner_id = pr.id and not c.deleted) as "companyCount"
  from partners pr`;

const PARTNER_SORT: ListSort = {
  columns: {
    name: 'lower(pr.name)',
    shortName: 'lower(pr.short_name)',
    contactName: 'lower(pr.contact_name)',
    companyCount: '(select count(*) from companies c where c.partner_id = pr.id and not c.deleted)',
  },
  fallback: { column: 'name', dir: 'asc' },
  tiebreakers: ['pr.id'],
  nullable: 'all',
};

/** A page of partners, searched and filtered by the agms flag. */
export function partnerPage(
  db: Queryable,
  selected: number | null,
  body: PageRequest & { search?: string | null; agms?: boolean | null },
): Promise<Page<S['Partner']>> {
  const p = new Params();
  const where: string[] = ['true'];
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(
      `(pr.name ilike ${like} or pr.short_name ilike ${like} or pr.contact_name ilike ${like} or pr.email ilike ${like})`,
    );
  }
  if (body.agms !== undefined && body.agms !== null) where.push(`pr.agms = ${p.add(body.agms)}`);
  const whereSql = where.join(' and ');
  return pagedList<S['Partner']>(db, p, body, PARTNER_SORT, {
    count: `select count(*)::int as n from partners pr where ${whereSql}`,
    rows: (order, limit) => `${PARTNER_SELECT(p, selected)} where ${whereSql} ${order} ${limit}`,
  });
}

/** One partner by id, or null. */
export async function partnerById(
  db: Queryable,
  selected: number | null,
  id: number,
): Promise<S['Partner'] | null> {
  const p = new Params();
  const [row] = await db.query<S['Partner']>(
    `${PARTNER_SELECT(p, selected)} where pr.id = ${p.add(id)}`,
    p.values,
  );
  return row ?? null;
}

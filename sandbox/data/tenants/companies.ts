// Companies of the Tenants area: their rows (with the computers the scope sees), the paged list
// and the lookups by id or guid.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { pagedList, type ListSort, type Page, type PageRequest } from '../paged-list';
import { companyScopeWhere } from '../scope-filters';
import { Params, likePattern, scopeWhere } from '../sql';
import { scopeHoldsCompany } from '../tenant-ownership';
import { iso } from '../timestamps';

type S = components['schemas'];
type CompanyRow = Omit<S['Company'], 'computerCount'>;

const COMPANY_COLUMNS = `c.id as "companyId", c.guid::text as "companyGuid", c.partner_id as "partnerId",
  p.name as "partnerName", c.name as "companyName", c.short_name as "shortName", c.address1, c.address2,
  c.city, c.state, c.postal_code as "postalCode", c.country, c.contact_name as "contactName", c.phone,
  c.ext, c.fax, c.email, c.license_status as "licenseStatus", ${iso('c.created_on')} as "createdOn"`;
const COMPANY_FROM = 'companies c join partners p on p.id = c.partner_id';

const COMPANY_SORT: ListSort = {
  columns: {
    companyId: 'c.id',
    companyName: 'lower(c.name)',
    shortName: 'lower(c.short_name)',
    city: 'lower(c.city)',
    country: 'lower(c.country)',
    contactName: 'lower(c.contact_name)',
    licenseStatus: 'c.license_status',
    createdOn: 'c.created_on',
  },
  fallback: { column: 'companyId', dir: 'asc' },
  tiebreakers: ['c.id'],
  nullable: 'all',
};

/** Adds computerCount (the computers of each company the scope may see) to company rows. */
async function withComputerCounts(db: Queryable, scope: Scope, rows: CompanyRow[]): Promise<S['Company'][]> {
  if (rows.length === 0) return [];
  const p = new Params();
  const ids = p.add(rows.map((r) => r.companyId));
  // Computers carry their site and company: counted on the computers table alone.
  const within = scopeWhere(
    p,
    { ...scope, companyIds: null },
    { company: 'k.company_id', site: 'k.site_id', group: 'k.group_id' },
  );
  const counts = await db.query<{ id: number; n: number }>(
    `select k.company_id as id, count(*)::int as n from computers k
     where not k.deleted and k.company_id = any(${ids}::int[]) and ${within}
     group by k.company_id`,
    p.values,
  );
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, computerCount: byId.get(r.companyId) ?? 0 }));
}

/**
 * A live company by id or guid: null when there is none, `visible: false` when the scope does
 * not hold it, else the company.
 */
export async function findCompany(
  db: Queryable,
  scope: Scope,
  by: { id: number } | { guid: string },
): Promise<{ row: S['Company'] | null; visible: boolean } | null> {
  const [where, value] = 'id' in by ? ['c.id = $1', by.id] : ['c.guid = $1', by.guid];
  const [row] = await db.query<CompanyRow & { deleted: boolean }>(
    `select ${COMPANY_COLUMNS}, c.deleted from ${COMPANY_FROM} where ${where}`,
    [value],
  );
  if (!row || row.deleted) return null;
  const { deleted: _deleted, ...company } = row;
  if (!scopeHoldsCompany(scope, company.companyId)) return { row: null, visible: false };
  const [withCount] = await withComputerCounts(db, scope, [company]);
  return { row: withCount!, visible: true };
}

/** A page of the companies the scope sees, searched and filtered by license status. */
export async function companyPage(
  db: Queryable,
  scope: Scope,
  query: PageRequest & { search?: string | null; licenseStatus?: string | null },
): Promise<Page<S['Company']>> {
  const p = new Params();
  const where = [companyScopeWhere(p, scope)];
  if (query.search) {
    const like = p.add(likePattern(query.search));
    where.push(
      `(c.name ilike ${like} or c.short_name ilike ${like} or c.city ilike ${like} or c.contact_name ilike ${like} or c.email ilike ${like})`,
    );
  }
  if (query.licenseStatus) where.push(`c.license_status = ${p.add(query.licenseStatus)}`);
  const whereSql = where.join(' and ');
  const page = await pagedList<CompanyRow>(db, p, query, COMPANY_SORT, {
    count: `select count(*)::int as n from companies c where ${whereSql}`,
    rows: (order, limit) =>
      `select ${COMPANY_COLUMNS} from ${COMPANY_FROM} where ${whereSql} ${order} ${limit}`,
  });
  return { rows: await withComputerCounts(db, scope, page.rows), totalCount: page.totalCount };
}

/** A live company's id by id or guid (null when none): for checks before a write or a list. */
export async function liveCompanyId(
  db: Queryable,
  by: { id: number } | { guid: string },
): Promise<number | null> {
  const [where, value] = 'id' in by ? ['id = $1', by.id] : ['guid = $1', by.guid];
  const [row] = await db.query<{ id: number }>(`select id from companies where ${where} and not deleted`, [
    value,
  ]);
  return row?.id ?? null;
}

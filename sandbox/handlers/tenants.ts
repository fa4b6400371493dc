// Handlers of the Tenants area: companies (list, lookups, create/edit, soft delete), sites,
// groups, partners and the scope tree. Lists follow the request's scope (the headers narrow
// within the session's tenant); lookups by id/guid check the session's own bounds (another
// tenant's row is 403, an unknown one 404, and neither reply names anything of it).
import { randomUUID } from 'node:crypto';
import type { components } from '../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../db/database';
import type { Principal } from '../http/principal';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import { PreparedJson } from '../http/prepared-json';
import { sessionBounds, type Scope } from '../http/scope';
import { companyScopeWhere, groupScopeWhere, siteInBounds, siteScopeWhere } from '../data/scope-filters';
import { iso } from '../data/timestamps';
import { Params, likePattern, limitOffset, orderBy, scopeWhere } from '../data/sql';
import type { HandlerMap } from '../http/types';
import { isGlobal, ownsPartner, tenantLevel } from '../data/tenant-ownership';
import { cachedTenantTree, tenantTreeChanged } from '../data/tenant-tree-cache';
import { endSessionsOfCompanyUsers } from '../http/sessions';

type S = components['schemas'];

// ---------------------------------------------------------------- companies

const COMPANY_COLUMNS = `c.id as "companyId", c.guid::text as "companyGuid", c.partner_id as "partnerId",
  p.name as "partnerName", c.name as "companyName", c.short_name as "shortName", c.address1, c.address2,
  c.city, c.state, c.postal_code as "postalCode", c.country, c.contact_name as "contactName", c.phone,
  c.ext, c.fax, c.email, c.license_status as "licenseStatus", ${iso('c.created_on')} as "createdOn"`;
const COMPANY_FROM = 'companies c join partners p on p.id = c.partner_id';

/** Adds computerCount (the computers of each company the scope may see) to company rows. */
async function withComputerCounts(
  db: Queryable,
  scope: Scope,
  rows: Array<Omit<S['Company'], 'computerCount'>>,
): Promise<S['Company'][]> {
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

type CompanyRow = Omit<S['Company'], 'computerCount'>;

async function companyWhere(
  db: Queryable,
  scope: Scope,
  where: string,
  values: unknown[],
): Promise<{ row: S['Company'] | null; visible: boolean } | null> {
  const [row] = await db.query<CompanyRow & { deleted: boolean }>(
    `select ${COMPANY_COLUMNS}, c.deleted from ${COMPANY_FROM} where ${where}`,
    values,
  );
  if (!row || row.deleted) return null;
  const { deleted: _deleted, ...company } = row;
  const visible = scope.companyIds === null || scope.companyIds.includes(company.companyId);
  if (!visible) return { row: null, visible: false };
  const [withCount] = await withComputerCounts(db, scope, [company]);
  return { row: withCount!, visible: true };
}

/** A company by id or guid within the session's bounds: the company, 403 or 404. */
async function lookupCompany(db: Queryable, principal: Principal, by: { id: number } | { guid: string }) {
  const bounds = await sessionBounds(db, principal);
  const found =
    'id' in by
      ? await companyWhere(db, bounds, 'c.id = $1', [by.id])
      : await companyWhere(db, bounds, 'c.guid = $1', [by.guid]);
  if (!found) return notFound();
  if (!found.visible || !found.row) return forbidden();
  return ok(found.row);
}

const COMPANY_SORT: Record<string, string> = {
  companyId: 'c.id',
  companyName: 'lower(c.name)',
  shortName: 'lower(c.short_name)',
  city: 'lower(c.city)',
  country: 'lower(c.country)',
  contactName: 'lower(c.contact_name)',
  licenseStatus: 'c.license_status',
  createdOn: 'c.created_on',
};

const blankToNull = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v === '' ? null : v;

class DuplicateShortName extends Error {}

// ---------------------------------------------------------------- sites and groups

const SITE_SELECT = (
  p: Params,
  scope: Scope,
) => `select s.id as "siteId", s.guid::text as key, s.name as value,
  s.main_id as "mainId", s.company_id as "companyId",
  (select count(*)::int from groups g where g.site_id = s.id and ${groupScopeWhere(p, scope)}) as "groupCount",
  (select count(*)::int from computers k join groups g on g.id = k.group_id
     where g.site_id = s.id and not k.deleted and ${groupScopeWhere(p, scope)}) as "computerCount"
  from sites s join companies c on c.id = s.company_id and not c.deleted`;

const GROUP_SELECT = `select g.id as "groupId", g.guid::text as key, g.name as value, g.site_id as "siteId",
  s.guid::text as "siteGuid", g.main_id as mainid, g.agms,
  (select count(*)::int from computers k where k.group_id = g.id and not k.deleted) as "computerCount"
  from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id and not c.deleted`;

async function listSites(db: Queryable, scope: Scope, extra: (p: Params) => string) {
  const p = new Params();
  const rows = await db.query<S['Site']>(
    `${SITE_SELECT(p, scope)} where ${siteScopeWhere(p, scope)} and ${extra(p)} order by s.id`,
    p.values,
  );
  return ok(rows);
}

async function listGroups(db: Queryable, scope: Scope, extra: (p: Params) => string) {
  const p = new Params();
  const rows = await db.query<S['Group']>(
    `${GROUP_SELECT} where ${groupScopeWhere(p, scope)} and ${extra(p)} order by g.id`,
    p.values,
  );
  return ok(rows);
}

/** A site (by a where clause on `s`) within the session's bounds: the site, 403 or 404. */
async function lookupSite(db: Queryable, principal: Principal, where: string, value: unknown) {
  const [hit] = await db.query<{ id: number }>(
    `select s.id from sites s join companies c on c.id = s.company_id and not c.deleted where ${where}`,
    [value],
  );
  if (!hit) return notFound();
  const bounds = await sessionBounds(db, principal);
  const p = new Params();
  const [row] = await db.query<S['Site']>(
    `${SITE_SELECT(p, bounds)} where s.id = ${p.add(hit.id)} and ${siteScopeWhere(p, bounds)}`,
    p.values,
  );
  return row ? ok(row) : forbidden();
}

// ---------------------------------------------------------------- scope tree

type TreeNode = S['ScopeTreeNode'];

interface TreeRows {
  partners: Array<{ id: number; guid: string; name: string }>;
  companies: Array<{ id: number; guid: string; name: string; partner_id: number }>;
  sites: Array<{ id: number; guid: string; name: string; main_id: number | null; company_id: number }>;
  groups: Array<{ id: number; guid: string; name: string; main_id: number | null; site_id: number }>;
}

/** The companies, sites and groups a scope may see (and the partners above them). */
async function treeRows(db: Queryable, scope: Scope, partnerId: number | null): Promise<TreeRows> {
  const cp = new Params();
  const partnerFilter = partnerId !== null ? `and c.partner_id = ${cp.add(partnerId)}` : '';
  const companies = await db.query<TreeRows['companies'][number]>(
    `select c.id, c.guid::text as guid, c.name, c.partner_id from companies c
     where ${companyScopeWhere(cp, scope)} ${partnerFilter} order by c.id`,
    cp.values,
  );
  const companyIds = companies.map((c) => c.id);
  const sp = new Params();
  const sites = await db.query<TreeRows['sites'][number]>(
    `select s.id, s.guid::text as guid, s.name, s.main_id, s.company_id from sites s
     where s.company_id = any(${sp.add(companyIds)}::int[]) and ${siteScopeWhere(sp, scope)} order by s.id`,
    sp.values,
  );
  const gp = new Params();
  const groups = await db.query<TreeRows['groups'][number]>(
    `select g.id, g.guid::text as guid, g.name, g.main_id, g.site_id from groups g join sites s on s.id = g.site_id
     where g.site_id = any(${gp.add(sites.map((s) => s.id))}::int[]) and ${groupScopeWhere(gp, scope)} order by g.id`,
    gp.values,
  );
  // Every partner when unrestricted; else the chosen one, or those above the visible companies.
  const partnerIds =
    partnerId !== null
      ? [partnerId]
      : scope.companyIds === null
        ? null
        : [...new Set(companies.map((c) => c.partner_id))];
  const partners = await db.query<TreeRows['partners'][number]>(
    `select id, guid::text as guid, name from partners
     where ${partnerIds === null ? 'true' : 'id = any($1::int[])'} order by id`,
    partnerIds === null ? [] : [partnerIds],
  );
  return { partners, companies, sites, groups };
}

function buildTree(rows: TreeRows) {
  const groupNodes = new Map<number, TreeNode[]>();
  for (const g of rows.groups) {
    const list = groupNodes.get(g.site_id) ?? [];
    list.push({ type: 3, guid: g.guid, name: g.name, mainId: g.main_id, id: g.id, childNodes: [] });
    groupNodes.set(g.site_id, list);
  }
  const siteNodes = new Map<number, TreeNode[]>();
  const siteById = new Map<number, TreeNode>();
  for (const s of rows.sites) {
    const node: TreeNode = {
      type: 2,
      guid: s.guid,
      name: s.name,
      mainId: s.main_id,
      id: s.id,
      childNodes: groupNodes.get(s.id) ?? [],
    };
    siteById.set(s.id, node);
    const list = siteNodes.get(s.company_id) ?? [];
    list.push(node);
    siteNodes.set(s.company_id, list);
  }
  const companyNodes = new Map<number, TreeNode[]>();
  const companyById = new Map<number, TreeNode>();
  for (const c of rows.companies) {
    const node: TreeNode = {
      type: 1,
      guid: c.guid,
      name: c.name,
      mainId: null,
      id: c.id,
      childNodes: siteNodes.get(c.id) ?? [],
    };
    companyById.set(c.id, node);
    const list = companyNodes.get(c.partner_id) ?? [];
    list.push(node);
    companyNodes.set(c.partner_id, list);
  }
  const partnerNodes: TreeNode[] = rows.partners.map((pr) => ({
    type: 0,
    guid: pr.guid,
    name: pr.name,
    mainId: null,
    id: pr.id,
    childNodes: companyNodes.get(pr.id) ?? [],
  }));
  const groupById = new Map<number, TreeNode>();
  for (const nodes of groupNodes.values()) for (const n of nodes) groupById.set(n.id!, n);
  return { partnerNodes, companyById, siteById, groupById };
}

// ---------------------------------------------------------------- partners

const PARTNER_SELECT = (p: Params, selected: number | null) => `select pr.id, pr.guid::text as guid, pr.name,
  pr.short_name as "shortName", pr.contact_name as "contactName", pr.phone, pr.email, pr.agms,
  (pr.id = ${p.add(selected)}::int) is true as selected,
  (select count(*)::int from companies c where c.partner_id = pr.id and not c.deleted) as "companyCount"
  from partners pr`;

const PARTNER_SORT: Record<string, string> = {
  name: 'lower(pr.name)',
  shortName: 'lower(pr.short_name)',
  contactName: 'lower(pr.contact_name)',
  companyCount: '(select count(*) from companies c where c.partner_id = pr.id and not c.deleted)',
};

// ---------------------------------------------------------------- handlers

/** The scope tree's top nodes for the principal: the part of the tree its role may select. */
async function scopeTreeNodes(db: Queryable, principal: Principal) {
  const bounds = await sessionBounds(db, principal);
  const rows = await treeRows(db, bounds, isGlobal(principal) ? null : principal.partnerId);
  const tree = buildTree(rows);
  switch (tenantLevel(principal)) {
    case 'global':
      return tree.partnerNodes;
    case 'partner':
      return tree.partnerNodes.filter((n) => n.id === principal.partnerId);
    case 'company':
      return rows.companies.map((c) => tree.companyById.get(c.id)!);
    case 'site':
      return principal.siteIds.flatMap((id) => tree.siteById.get(id) ?? []);
    case 'group':
      return principal.groupIds.flatMap((id) => tree.groupById.get(id) ?? []);
  }
}

export const tenantsHandlers: HandlerMap = {
  async Company_GetCompanyList({ db, scope, query }) {
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
    const order = orderBy(
      query.sortColumn,
      query.sortDir,
      COMPANY_SORT,
      { column: 'companyId', dir: 'asc' },
      'c.id',
    );
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from companies c where ${whereSql}`,
      p.values,
    );
    const rows = await db.query<CompanyRow>(
      `select ${COMPANY_COLUMNS} from ${COMPANY_FROM} where ${whereSql} ${order} ${limitOffset(p, query.page, query.pageSize)}`,
      p.values,
    );
    return ok(await withComputerCounts(db, scope, rows), { totalCount: count?.n ?? 0 });
  },

  async Company_GetCompanyById({ db, principal, query }) {
    return lookupCompany(db, principal, { id: query.companyId });
  },

  async Company_GetCompanyByGuid({ db, principal, query }) {
    return lookupCompany(db, principal, { guid: query.companyGuid });
  },

  async Company_GetCompanyTree({ db, principal, scope }) {
    const bounds = await sessionBounds(db, principal);
    const rows = await treeRows(db, bounds, scope.partnerId);
    const { companyById } = buildTree(rows);
    return ok(rows.companies.map((c) => companyById.get(c.id)!));
  },

  async Company_GetScopeTree({ db, principal }) {
    // Kept serialized and compressed: the Global Admin's tree is ~700 KB of JSON.
    const prepared = await cachedTenantTree(
      db,
      principal,
      async () => new PreparedJson(ok(await scopeTreeNodes(db, principal)).body),
    );
    return { status: 200 as const, body: prepared };
  },

  async Company_CreateOrEditCompany({ db, principal, scope, body, now, t }) {
    const fields = [
      body.companyName,
      body.shortName,
      blankToNull(body.address1),
      blankToNull(body.address2),
      blankToNull(body.city),
      blankToNull(body.state),
      blankToNull(body.postalCode),
      blankToNull(body.country),
      blankToNull(body.contactName),
      blankToNull(body.phone),
      blankToNull(body.ext),
      blankToNull(body.fax),
      blankToNull(body.email),
    ];
    const duplicate = () =>
      invalid([
        {
          field: '/shortName',
          messageKey: 'validation.company.shortName.unique',
          message: t('validation.company.shortName.unique'),
        },
      ]);
    const bounds = await sessionBounds(db, principal);

    let companyId: number;
    let partnerId = scope.partnerId;
    if (body.companyGuid) {
      const [row] = await db.query<{ id: number; deleted: boolean }>(
        'select id, deleted from companies where guid = $1',
        [body.companyGuid],
      );
      if (!row || row.deleted) return notFound();
      if (bounds.companyIds !== null && !bounds.companyIds.includes(row.id)) return forbidden();
      companyId = row.id;
    } else {
      // The partner picker's choice: the Global Admin's, or another role's own partner.
      if (body.partnerGuid) {
        const [partner] = await db.query<{ id: number }>('select id from partners where guid = $1', [
          body.partnerGuid,
        ]);
        if (!partner) return notFound();
        if (!isGlobal(principal) && partner.id !== scope.partnerId) return forbidden();
        partnerId = partner.id;
      }
      if (partnerId === null)
        return invalid([
          {
            field: 'header:x-partner-guid',
            messageKey: 'validation.company.partner.required',
            message: t('validation.company.partner.required'),
          },
        ]);
      companyId = 0;
    }

    try {
      const saved = await db.transaction(async (tx) => {
        const [dup] = await tx.query(
          'select 1 from companies where lower(short_name) = lower($1) and not deleted and id <> $2',
          [body.shortName, companyId],
        );
        if (dup) throw new DuplicateShortName();
        if (companyId === 0) {
          const [next] = await tx.query<{ id: number }>(
            'select coalesce(max(id), 1000) + 1 as id from companies',
          );
          companyId = next!.id;
          await tx.query(
            `insert into companies (id, guid, partner_id, name, short_name, address1, address2, city, state,
               postal_code, country, contact_name, phone, ext, fax, email, license_status, created_on)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'notActivated', $17)`,
            [companyId, randomUUID(), partnerId, ...fields, now],
          );
        } else {
          await tx.query(
            `update companies set name = $2, short_name = $3, address1 = $4, address2 = $5, city = $6, state = $7,
               postal_code = $8, country = $9, contact_name = $10, phone = $11, ext = $12, fax = $13, email = $14
             where id = $1`,
            [companyId, ...fields],
          );
        }
        // A new company is not in the bounds read before it existed: read it back unrestricted.
        return companyWhere(tx, { ...bounds, companyIds: null }, 'c.id = $1', [companyId]);
      });
      tenantTreeChanged(db);
      return ok(saved!.row!, {
        message: body.companyGuid ? 'Company updated successfully.' : 'Company created successfully.',
      });
    } catch (err) {
      if (err instanceof DuplicateShortName) return duplicate();
      if ((err as { code?: string }).code === '23505') return duplicate();
      throw err;
    }
  },

  async Company_DeleteCompany({ db, principal, body, now }) {
    const bounds = await sessionBounds(db, principal);
    const found = await companyWhere(db, bounds, 'c.guid = $1', [body.companyGuid]);
    if (!found) return notFound();
    if (!found.visible || !found.row) return forbidden();
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.query(
        'update companies set deleted = true where id = $1 and not deleted returning id',
        [found.row!.companyId],
      );
      // Its users lose their rights to it: their sessions end with it (issue 33).
      if (rows.length > 0) await endSessionsOfCompanyUsers(tx, found.row!.companyId, now);
      return rows;
    });
    if (deleted.length === 0) return notFound();
    tenantTreeChanged(db);
    return ok(found.row, { message: 'Company deleted successfully.' });
  },

  async Site_GetSites({ db, scope }) {
    return listSites(db, scope, () => 'true');
  },

  async Site_GetSiteById({ db, principal, query }) {
    return lookupSite(db, principal, 's.id = $1', query.siteId);
  },

  async Site_GetSiteByMainId({ db, principal, query }) {
    return lookupSite(db, principal, 's.main_id = $1', query.mainId);
  },

  async Site_GetSitesByCompanyId({ db, principal, query }) {
    const bounds = await sessionBounds(db, principal);
    const [company] = await db.query<{ id: number }>(
      'select id from companies where id = $1 and not deleted',
      [query.companyId],
    );
    if (!company) return notFound();
    if (bounds.companyIds !== null && !bounds.companyIds.includes(company.id)) return forbidden();
    return listSites(db, bounds, (p) => `s.company_id = ${p.add(company.id)}`);
  },

  async Group_GetGroups({ db, scope }) {
    return listGroups(db, scope, () => 'true');
  },

  async Group_GetGroupById({ db, principal, query }) {
    const [hit] = await db.query<{ id: number }>(
      `select g.id from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id and not c.deleted
       where g.id = $1`,
      [query.groupId],
    );
    if (!hit) return notFound();
    const bounds = await sessionBounds(db, principal);
    const p = new Params();
    const [row] = await db.query<S['Group']>(
      `${GROUP_SELECT} where g.id = ${p.add(hit.id)} and ${groupScopeWhere(p, bounds)}`,
      p.values,
    );
    return row ? ok(row) : forbidden();
  },

  async Group_GetSiteGroups({ db, principal, query }) {
    const site = await siteInBounds(db, principal, query.siteGuid);
    if (!site.ok) return site.error;
    const { siteId, bounds } = site.value;
    return listGroups(db, bounds, (q) => `g.site_id = ${q.add(siteId)}`);
  },

  async Partner_Search({ db, scope, body }) {
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
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from partners pr where ${whereSql}`,
      p.values,
    );
    const order = orderBy(
      body.sortColumn as string | null | undefined,
      body.sortDir,
      PARTNER_SORT,
      { column: 'name', dir: 'asc' },
      'pr.id',
    );
    const rows = await db.query<S['Partner']>(
      `${PARTNER_SELECT(p, scope.partnerId)} where ${whereSql} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async Partner_ById({ db, principal, scope, params }) {
    if (!ownsPartner(principal, params.id)) return forbidden();
    const p = new Params();
    const [row] = await db.query<S['Partner']>(
      `${PARTNER_SELECT(p, scope.partnerId)} where pr.id = ${p.add(params.id)}`,
      p.values,
    );
    return row ? ok(row) : notFound();
  },
};

// Handlers of the Tenants area: companies (list, lookups, create/edit, soft delete), sites,
// groups, partners and the scope tree. Lists follow the request's scope (the headers narrow
// within the session's tenant); lookups by id/guid check the session's own bounds (another
// tenant's row is 403, an unknown one 404, and neither reply names anything of it). The SQL is
// sandbox/data/tenants'.
import type { Queryable } from '../db/database';
import type { Principal } from '../http/principal';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import { PreparedJson } from '../http/prepared-json';
import { sessionBounds } from '../http/scope';
import type { HandlerMap } from '../http/types';
import { siteInBounds } from '../data/scope-filters';
import { mayPickPartner, ownsPartner, scopeHoldsCompany } from '../data/tenant-ownership';
import { cachedTenantTree } from '../data/tenant-tree-cache';
import { companyPage, findCompany, liveCompanyId } from '../data/tenants/companies';
import { deleteCompany, saveCompany } from '../data/tenants/company-writes';
import { partnerById, partnerPage } from '../data/tenants/partners';
import { partnerByGuid } from '../data/tenants/tenant-lookups';
import { companyTree, scopeTreeNodes } from '../data/tenants/scope-tree';
import { groupInBounds, listGroups, listSites, siteInBoundsBy } from '../data/tenants/sites-groups';

/** A company by id or guid within the session's bounds: the company, 403 or 404. */
async function lookupCompany(db: Queryable, principal: Principal, by: { id: number } | { guid: string }) {
  const found = await findCompany(db, await sessionBounds(db, principal), by);
  if (!found) return notFound();
  if (!found.visible || !found.row) return forbidden();
  return ok(found.row);
}

const blankToNull = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v === '' ? null : v;

export const tenantsHandlers: HandlerMap = {
  async Company_GetCompanyList({ db, scope, query }) {
    const page = await companyPage(db, scope, query);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Company_GetCompanyById({ db, principal, query }) {
    return lookupCompany(db, principal, { id: query.companyId });
  },

  async Company_GetCompanyByGuid({ db, principal, query }) {
    return lookupCompany(db, principal, { guid: query.companyGuid });
  },

  async Company_GetCompanyTree({ db, principal, scope }) {
    return ok(await companyTree(db, principal, scope.partnerId));
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
    const fields = {
      companyName: body.companyName,
      shortName: body.shortName,
      address1: blankToNull(body.address1),
      address2: blankToNull(body.address2),
      city: blankToNull(body.city),
      state: blankToNull(body.state),
      postalCode: blankToNull(body.postalCode),
      country: blankToNull(body.country),
      contactName: blankToNull(body.contactName),
      phone: blankToNull(body.phone),
      ext: blankToNull(body.ext),
      fax: blankToNull(body.fax),
      email: blankToNull(body.email),
    };
    const bounds = await sessionBounds(db, principal);

    let target: { companyId: number } | { partnerId: number };
    if (body.companyGuid) {
      const companyId = await liveCompanyId(db, { guid: body.companyGuid });
      if (companyId === null) return notFound();
      if (!scopeHoldsCompany(bounds, companyId)) return forbidden();
      target = { companyId };
    } else {
      // The partner picker's choice: the Global Admin's, or another role's own partner.
      let partnerId = scope.partnerId;
      if (body.partnerGuid) {
        const partner = await partnerByGuid(db, body.partnerGuid);
        if (!partner) return notFound();
        if (!mayPickPartner(principal, scope, partner.id)) return forbidden();
        partnerId = partner.id;
      }
      if (partnerId === null) {
        const key = 'validation.company.partner.required';
        return invalid([{ field: 'header:x-partner-guid', messageKey: key, message: t(key) }]);
      }
      target = { partnerId };
    }

    const saved = await saveCompany(db, bounds, target, fields, now);
    if (saved === 'duplicate') {
      const key = 'validation.company.shortName.unique';
      return invalid([{ field: '/shortName', messageKey: key, message: t(key) }]);
    }
    return ok(saved, {
      message: body.companyGuid ? 'Company updated successfully.' : 'Company created successfully.',
    });
  },

  async Company_DeleteCompany({ db, principal, body, now }) {
    const bounds = await sessionBounds(db, principal);
    const found = await findCompany(db, bounds, { guid: body.companyGuid });
    if (!found) return notFound();
    if (!found.visible || !found.row) return forbidden();
    if (!(await deleteCompany(db, found.row.companyId, now))) return notFound();
    return ok(found.row, { message: 'Company deleted successfully.' });
  },

  async Site_GetSites({ db, scope }) {
    return ok(await listSites(db, scope));
  },

  async Site_GetSiteById({ db, principal, query }) {
    const found = await siteInBoundsBy(db, principal, { id: query.siteId });
    return found.ok ? ok(found.value) : found.error;
  },

  async Site_GetSiteByMainId({ db, principal, query }) {
    const found = await siteInBoundsBy(db, principal, { mainId: query.mainId });
    return found.ok ? ok(found.value) : found.error;
  },

  async Site_GetSitesByCompanyId({ db, principal, query }) {
    const bounds = await sessionBounds(db, principal);
    const companyId = await liveCompanyId(db, { id: query.companyId });
    if (companyId === null) return notFound();
    if (!scopeHoldsCompany(bounds, companyId)) return forbidden();
    return ok(await listSites(db, bounds, (p) => `s.company_id = ${p.add(companyId)}`));
  },

  async Group_GetGroups({ db, scope }) {
    return ok(await listGroups(db, scope));
  },

  async Group_GetGroupById({ db, principal, query }) {
    const found = await groupInBounds(db, principal, query.groupId);
    return found.ok ? ok(found.value) : found.error;
  },

  async Group_GetSiteGroups({ db, principal, query }) {
    const site = await siteInBounds(db, principal, query.siteGuid);
    if (!site.ok) return site.error;
    const { siteId, bounds } = site.value;
    return ok(await listGroups(db, bounds, (q) => `g.site_id = ${q.add(siteId)}`));
  },

  async Partner_Search({ db, scope, body }) {
    const page = await partnerPage(db, scope.partnerId, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Partner_ById({ db, principal, scope, params }) {
    if (!ownsPartner(principal, params.id)) return forbidden();
    const row = await partnerById(db, scope.partnerId, params.id);
    return row ? ok(row) : notFound();
  },
};

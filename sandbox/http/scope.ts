// The scope of a request: the scope headers select, the session's role and tenant decide.
// A header naming anything outside the principal's tenant (or not existing) is a 403, and the
// reply names nothing of it.
import { readCached, type Queryable } from '../db/database';
import type { Principal } from './principal';

export interface Scope {
  /** The selected node at each level (from the headers or derived from a narrower one). */
  partnerId: number | null;
  companyId: number | null;
  siteId: number | null;
  groupId: number | null;
  /** What the request may see: null means "not restricted at this level". */
  companyIds: number[] | null;
  siteIds: number[] | null;
  groupIds: number[] | null;
}

export class ScopeForbidden extends Error {}

export interface ScopeHeaders {
  partnerGuid: string | null;
  companyGuid: string | null;
  siteGuid: string | null;
  groupGuid: string | null;
}

interface NodePath {
  partner_id: number;
  company_id: number | null;
  site_id: number | null;
  group_id: number | null;
}

async function resolveNode(db: Queryable, h: ScopeHeaders): Promise<NodePath | null> {
  if (h.groupGuid) {
    const [r] = await readCached<NodePath>(
      db,
      `select c.partner_id, c.id as company_id, s.id as site_id, g.id as group_id
       from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id
       where g.guid = $1 and not c.deleted`,
      [h.groupGuid],
    );
    return r ?? null;
  }
  if (h.siteGuid) {
    const [r] = await readCached<NodePath>(
      db,
      `select c.partner_id, c.id as company_id, s.id as site_id, null::int as group_id
       from sites s join companies c on c.id = s.company_id where s.guid = $1 and not c.deleted`,
      [h.siteGuid],
    );
    return r ?? null;
  }
  if (h.companyGuid) {
    const [r] = await readCached<NodePath>(
      db,
      `select partner_id, id as company_id, null::int as site_id, null::int as group_id
       from companies where guid = $1 and not deleted`,
      [h.companyGuid],
    );
    return r ?? null;
  }
  if (h.partnerGuid) {
    const [r] = await readCached<NodePath>(
      db,
      'select id as partner_id, null::int as company_id, null::int as site_id, null::int as group_id from partners where guid = $1',
      [h.partnerGuid],
    );
    return r ?? null;
  }
  return null;
}

/** Checks that the broader headers agree with the narrowest one (no mixing of tenants). */
async function checkConsistent(db: Queryable, h: ScopeHeaders, node: NodePath): Promise<void> {
  const checks: Array<[string | null, string, number | null]> = [
    [h.partnerGuid, 'select id from partners where guid = $1', node.partner_id],
    [h.companyGuid, 'select id from companies where guid = $1', node.company_id],
    [h.siteGuid, 'select id from sites where guid = $1', node.site_id],
  ];
  for (const [guid, sql, expected] of checks) {
    if (!guid || expected === null) continue;
    const [row] = await readCached<{ id: number }>(db, sql, [guid]);
    if (!row || row.id !== expected) throw new ScopeForbidden('Scope headers name different tenants.');
  }
}

export async function resolveScope(
  db: Queryable,
  principal: Principal,
  headers: ScopeHeaders,
): Promise<Scope> {
  const node = await resolveNode(db, headers);
  const given = headers.partnerGuid || headers.companyGuid || headers.siteGuid || headers.groupGuid;
  if (given && !node) throw new ScopeForbidden('Unknown scope.');
  if (node) await checkConsistent(db, headers, node);

  const p = principal;
  // The principal's own bounds.
  if (node) {
    switch (p.role) {
      case 'AGMSAdmin':
        break;
      case 'PartnerAdmin':
        if (node.partner_id !== p.partnerId) throw new ScopeForbidden('Outside the partner.');
        break;
      case 'CompanyAdmin':
        if (node.company_id !== null && !p.companyIds.includes(node.company_id))
          throw new ScopeForbidden('Outside the company.');
        if (node.company_id === null && node.partner_id !== p.partnerId)
          throw new ScopeForbidden('Outside the partner.');
        break;
      case 'SiteAdmin':
      case 'SiteAudit':
        if (node.company_id !== null && !p.companyIds.includes(node.company_id))
          throw new ScopeForbidden('Outside the company.');
        if (node.site_id !== null && !p.siteIds.includes(node.site_id))
          throw new ScopeForbidden('Outside the sites.');
        if (node.company_id === null && node.partner_id !== p.partnerId)
          throw new ScopeForbidden('Outside the partner.');
        break;
      case 'GroupAdmin':
      case 'GroupAudit': {
        if (node.company_id !== null && !p.companyIds.includes(node.company_id))
          throw new ScopeForbidden('Outside the company.');
        if (node.group_id !== null && !p.groupIds.includes(node.group_id))
          throw new ScopeForbidden('Outside the groups.');
        if (node.company_id === null && node.partner_id !== p.partnerId)
          throw new ScopeForbidden('Outside the partner.');
        if (node.site_id !== null && node.group_id === null) {
          const [hit] = await readCached(
            db,
            'select 1 from groups where site_id = $1 and id = any($2::int[]) limit 1',
            [node.site_id, p.groupIds],
          );
          if (!hit) throw new ScopeForbidden('Outside the groups.');
        }
        break;
      }
    }
  }

  const partnerId = node?.partner_id ?? (p.role === 'AGMSAdmin' ? null : p.partnerId);
  const companyId = node?.company_id ?? (['AGMSAdmin', 'PartnerAdmin'].includes(p.role) ? null : p.companyId);
  const siteId = node?.site_id ?? null;
  const groupId = node?.group_id ?? null;

  let companyIds: number[] | null = null;
  // Without a company header, a company admin of several companies sees them all (the scope
  // tree, the company selection); a header picks one.
  if (node?.company_id == null && p.role === 'CompanyAdmin' && p.companyIds.length > 1)
    companyIds = p.companyIds;
  else if (companyId !== null) companyIds = [companyId];
  else if (partnerId !== null) {
    companyIds = (
      await readCached<{ id: number }>(
        db,
        'select id from companies where partner_id = $1 and not deleted order by id',
        [partnerId],
      )
    ).map((r) => r.id);
  }

  let siteIds: number[] | null = siteId !== null ? [siteId] : null;
  if (siteIds === null && (p.role === 'SiteAdmin' || p.role === 'SiteAudit')) siteIds = p.siteIds;

  let groupIds: number[] | null = groupId !== null ? [groupId] : null;
  if (groupIds === null && (p.role === 'GroupAdmin' || p.role === 'GroupAudit')) {
    groupIds =
      siteId === null
        ? p.groupIds
        : (
            await readCached<{ id: number }>(
              db,
              'select id from groups where site_id = $1 and id = any($2::int[])',
              [siteId, p.groupIds],
            )
          ).map((r) => r.id);
  }

  return { partnerId, companyId, siteId, groupId, companyIds, siteIds, groupIds };
}

/**
 * What the session may see at all, whatever the headers select: the scope of a request that
 * sends no scope headers (every partner for a Global Admin, the partner's companies for a
 * Partner Admin, the own company for the others, narrowed to the assigned sites or groups).
 */
export function sessionBounds(db: Queryable, principal: Principal): Promise<Scope> {
  return resolveScope(db, principal, {
    partnerGuid: null,
    companyGuid: null,
    siteGuid: null,
    groupGuid: null,
  });
}

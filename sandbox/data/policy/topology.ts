// The topology's nodes as the sandbox reads them (the subtree, topology-subtree.ts): a row of the
// scope tree with the ids of its path, and the session's bounds as query parameters (its tenant; a
// site role its sites, a group role its groups' sites and groups).
import type { PolicyNode, PolicyNodeType } from '../../../src/domain/policy/effective-policy';
import type { Principal } from '../../http/principal';

export interface TreeNodeRow {
  node: PolicyNode;
  guid: string | null;
  name: string;
  parentGuid: string | null;
  childCount: number;
  partnerId: number | null;
  companyId: number | null;
  siteId: number | null;
  groupId: number | null;
}

/** $1 partner, $2 companies, $3 sites (site roles), $4 groups (group roles); null: no bound. */
export function bounds(principal: Principal): unknown[] {
  const role = principal.role;
  return [
    role === 'AGMSAdmin' ? null : principal.partnerId,
    role === 'AGMSAdmin' || role === 'PartnerAdmin' ? null : principal.companyIds,
    role === 'SiteAdmin' || role === 'SiteAudit' ? principal.siteIds : null,
    role === 'GroupAdmin' || role === 'GroupAudit' ? principal.groupIds : null,
  ];
}

export interface TopologyRow {
  pid: number | null;
  cid: number | null;
  sid: number | null;
  gid: number | null;
  guid: string;
  name: string;
  parent_guid: string | null;
  children: number;
}

export const toNode = (type: Exclude<PolicyNodeType, 'global'>, r: TopologyRow): TreeNodeRow => ({
  node: { type, id: { partner: r.pid, company: r.cid, site: r.sid, group: r.gid }[type]! },
  guid: r.guid,
  name: r.name,
  parentGuid: r.parent_guid,
  childCount: r.children,
  partnerId: r.pid,
  companyId: r.cid,
  siteId: r.sid,
  groupId: r.gid,
});

// The scope tree for the topology, one level at a time: the children of a node that the session
// may see (its tenant; a site role its sites, a group role its groups' sites and groups).
import {
  NODE_DEPTH,
  type PolicyNode,
  type PolicyNodeType,
} from '../../../src/domain/policy/effective-policy';
import { SCOPE_DEPTH } from '../../../src/domain/roles';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { GLOBAL_NAME, pathOf } from './nodes';

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

type TreeNodeType = Exclude<PolicyNodeType, 'global'>;

const CHILD: Partial<Record<PolicyNodeType, TreeNodeType>> = {
  global: 'partner',
  partner: 'company',
  company: 'site',
  site: 'group',
};
export const childType = (type: PolicyNodeType) => CHILD[type] ?? null;

// The rows of each node type, with the ids of their path and the session's bounds as parameters:
// $1 partner, $2 companies, $3 sites (site roles), $4 groups (group roles); null: no bound.
const NODES_SQL: Record<Exclude<PolicyNodeType, 'global'>, string> = {
  partner: `select p.id as pid, null::int as cid, null::int as sid, null::int as gid, p.guid::text as guid, p.name,
      null::text as parent_guid,
      (select count(*)::int from companies c where c.partner_id = p.id and not c.deleted
        and ($2::int[] is null or c.id = any($2::int[]))) as children
    from partners p where ($1::int is null or p.id = $1)
      and coalesce(cardinality($3::int[]), 0) >= 0 and coalesce(cardinality($4::int[]), 0) >= 0`,
  company: `select c.partner_id as pid, c.id as cid, null::int as sid, null::int as gid, c.guid::text as guid, c.name,
      (select guid::text from partners where id = c.partner_id) as parent_guid,
      (select count(*)::int from sites s where s.company_id = c.id and ($3::int[] is null or s.id = any($3::int[]))
        and ($4::int[] is null or exists (select 1 from groups g where g.site_id = s.id and g.id = any($4::int[])))) as children
    from companies c where not c.deleted and ($1::int is null or c.partner_id = $1) and ($2::int[] is null or c.id = any($2::int[]))`,
  site: `select c.partner_id as pid, c.id as cid, s.id as sid, null::int as gid, s.guid::text as guid, s.name,
      c.guid::text as parent_guid,
      (select count(*)::int from groups g where g.site_id = s.id and ($4::int[] is null or g.id = any($4::int[]))) as children
    from sites s join companies c on c.id = s.company_id
    where not c.deleted and ($1::int is null or c.partner_id = $1) and ($2::int[] is null or c.id = any($2::int[]))
      and ($3::int[] is null or s.id = any($3::int[]))
      and ($4::int[] is null or exists (select 1 from groups g where g.site_id = s.id and g.id = any($4::int[])))`,
  group: `select c.partner_id as pid, c.id as cid, s.id as sid, g.id as gid, g.guid::text as guid, g.name,
      s.guid::text as parent_guid, 0 as children
    from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id
    where not c.deleted and ($1::int is null or c.partner_id = $1) and ($2::int[] is null or c.id = any($2::int[]))
      and ($3::int[] is null or s.id = any($3::int[])) and ($4::int[] is null or g.id = any($4::int[]))`,
};

const PARENT_FILTER: Record<Exclude<PolicyNodeType, 'global'>, string> = {
  partner: '',
  company: ' and c.partner_id = (select id from partners where guid = $5::uuid)',
  site: ' and s.company_id = (select id from companies where guid = $5::uuid)',
  group: ' and g.site_id = (select id from sites where guid = $5::uuid)',
};

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

/** The top of the session's scope: the global root, its partner, companies, sites or groups. */
export async function topNodes(db: Queryable, principal: Principal): Promise<TreeNodeRow[]> {
  if (principal.role === 'AGMSAdmin') {
    const [n] = await db.query<{ n: number }>('select count(*)::int as n from partners');
    const ids = { partnerId: null, companyId: null, siteId: null, groupId: null };
    return [
      {
        node: { type: 'global', id: 0 },
        guid: null,
        name: GLOBAL_NAME,
        parentGuid: null,
        childCount: n?.n ?? 0,
        ...ids,
      },
    ];
  }
  const type =
    ({ PartnerAdmin: 'partner', CompanyAdmin: 'company', SiteAdmin: 'site', SiteAudit: 'site' } as const)[
      principal.role as 'PartnerAdmin'
    ] ?? 'group';
  const rows = await db.query<TopologyRow>(`${NODES_SQL[type]} order by name`, bounds(principal));
  return rows.map((r) => toNode(type, r));
}

/** The children of a node the session may see (none for an unknown or foreign parent). */
export async function childNodes(
  db: Queryable,
  principal: Principal,
  parentType: PolicyNodeType,
  parentGuid: string | null,
): Promise<TreeNodeRow[]> {
  const type = childType(parentType);
  // Only below the top of the session's scope (the nodes above it are not its to browse).
  if (!type || NODE_DEPTH[type] <= SCOPE_DEPTH[principal.role]) return [];
  if (parentType !== 'global' && !parentGuid) return [];
  const rows = await db.query<TopologyRow>(
    `${NODES_SQL[type]}${PARENT_FILTER[type]} order by name`,
    type === 'partner' ? bounds(principal) : [...bounds(principal), parentGuid],
  );
  return rows.map((r) => toNode(type, r));
}

export const pathOfRow = (r: TreeNodeRow) => pathOf(r);

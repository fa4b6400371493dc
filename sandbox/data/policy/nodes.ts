// The scope nodes of policy management: the node a request works at (the deepest scope header),
// a node's path from the global root, and the groups under a node with their paths (to count
// where a block is in force and which nodes a publish reaches).
import type { components } from '../../../src/gen/openapi.gen';
import { GLOBAL_NODE, type NodePath, type PolicyNode } from '../../../src/domain/policy/effective-policy';
import { readCached, type Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';

export type PolicyScopeRef = components['schemas']['PolicyScopeRef'];

export const GLOBAL_NAME = 'SPM global';

/** The node a request works at: the deepest selected node, else the session's own top node. */
export function selectedNode(principal: Principal, scope: Scope): PolicyNode {
  if (scope.groupId !== null) return { type: 'group', id: scope.groupId };
  if (scope.siteId !== null) return { type: 'site', id: scope.siteId };
  if ((principal.role === 'GroupAdmin' || principal.role === 'GroupAudit') && principal.groupIds[0])
    return { type: 'group', id: scope.groupIds?.[0] ?? principal.groupIds[0] };
  if ((principal.role === 'SiteAdmin' || principal.role === 'SiteAudit') && principal.siteIds[0])
    return { type: 'site', id: principal.siteIds[0] };
  if (scope.companyId !== null) return { type: 'company', id: scope.companyId };
  if (scope.partnerId !== null) return { type: 'partner', id: scope.partnerId };
  return GLOBAL_NODE;
}

export interface NodeInfo {
  node: PolicyNode;
  ref: PolicyScopeRef;
  path: NodePath;
  partnerId: number | null;
  companyId: number | null;
  siteId: number | null;
  groupId: number | null;
}

interface PathRow {
  partner_id: number | null;
  company_id: number | null;
  site_id: number | null;
  group_id: number | null;
  guid: string | null;
  name: string;
}

const PATH_SQL: Record<Exclude<PolicyNode['type'], 'global'>, string> = {
  partner: `select id as partner_id, null::int as company_id, null::int as site_id, null::int as group_id,
    guid::text, name from partners where id = $1`,
  company: `select partner_id, id as company_id, null::int as site_id, null::int as group_id, guid::text, name
    from companies where id = $1 and not deleted`,
  site: `select c.partner_id, c.id as company_id, s.id as site_id, null::int as group_id, s.guid::text, s.name
    from sites s join companies c on c.id = s.company_id where s.id = $1 and not c.deleted`,
  group: `select c.partner_id, c.id as company_id, s.id as site_id, g.id as group_id, g.guid::text, g.name
    from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id
    where g.id = $1 and not c.deleted`,
};

/** The path of ids to a node, as policy nodes from the root down. */
export function pathOf(ids: {
  partnerId: number | null;
  companyId: number | null;
  siteId: number | null;
  groupId: number | null;
}): PolicyNode[] {
  const path: PolicyNode[] = [GLOBAL_NODE];
  if (ids.partnerId !== null) path.push({ type: 'partner', id: ids.partnerId });
  if (ids.companyId !== null) path.push({ type: 'company', id: ids.companyId });
  if (ids.siteId !== null) path.push({ type: 'site', id: ids.siteId });
  if (ids.groupId !== null) path.push({ type: 'group', id: ids.groupId });
  return path;
}

/** A node with its path and reference; null when it does not exist. */
export async function nodeInfo(db: Queryable, node: PolicyNode): Promise<NodeInfo | null> {
  if (node.type === 'global') {
    const ids = { partnerId: null, companyId: null, siteId: null, groupId: null };
    return { node, ref: { nodeType: 'global', guid: null, name: GLOBAL_NAME }, path: [GLOBAL_NODE], ...ids };
  }
  const [row] = await readCached<PathRow>(db, PATH_SQL[node.type], [node.id]);
  if (!row) return null;
  const ids = {
    partnerId: row.partner_id,
    companyId: row.company_id,
    siteId: row.site_id,
    groupId: row.group_id,
  };
  return { node, ref: { nodeType: node.type, guid: row.guid, name: row.name }, path: pathOf(ids), ...ids };
}

export interface GroupPath {
  groupId: number;
  path: NodePath;
}

/** The groups under a node (within the companies the request may see; null: no limit), with their paths. */
export async function groupsUnder(
  db: Queryable,
  info: NodeInfo,
  companyIds: number[] | null,
): Promise<GroupPath[]> {
  const rows = await readCached<{ p: number; c: number; s: number; g: number }>(
    db,
    `select c.partner_id as p, c.id as c, s.id as s, g.id as g from groups g join sites s on s.id = g.site_id
       join companies c on c.id = s.company_id
     where not c.deleted and ($1::int is null or c.partner_id = $1) and ($2::int is null or c.id = $2)
       and ($3::int is null or s.id = $3) and ($4::int is null or g.id = $4)
       and ($5::int[] is null or c.id = any($5::int[]))`,
    [info.partnerId, info.companyId, info.siteId, info.groupId, companyIds],
  );
  return rows.map((r) => ({
    groupId: r.g,
    path: pathOf({ partnerId: r.p, companyId: r.c, siteId: r.s, groupId: r.g }),
  }));
}

/** Every node on the paths of these groups (each once), with its path: what a publish may reach. */
export function nodesOnPaths(
  groups: readonly GroupPath[],
  below: NodeInfo,
): Array<{ node: PolicyNode; path: NodePath }> {
  const seen = new Map<string, { node: PolicyNode; path: NodePath }>();
  const depth = below.path.length - 1;
  for (const g of groups) {
    for (let i = depth; i < g.path.length; i++) {
      const node = g.path[i]!;
      const key = `${node.type}:${node.id}`;
      if (!seen.has(key)) seen.set(key, { node, path: g.path.slice(0, i + 1) });
    }
  }
  if (!seen.size) seen.set(`${below.node.type}:${below.node.id}`, { node: below.node, path: below.path });
  return [...seen.values()];
}

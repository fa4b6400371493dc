// The tenant tree of the Tenants area (partners > companies > sites > groups) as the scope
// dialog and the company tree show it: the nodes a scope sees, and the top nodes a session's
// level may select.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { sessionBounds, type Scope } from '../../http/scope';
import { companyScopeWhere, groupScopeWhere, siteScopeWhere } from '../scope-filters';
import { Params } from '../sql';
import { isGlobal, tenantLevel } from '../tenant-ownership';

type TreeNode = components['schemas']['ScopeTreeNode'];

interface TreeRow {
  id: number;
  guid: string;
  name: string;
  main_id?: number | null;
}

interface TreeRows {
  partners: TreeRow[];
  companies: Array<TreeRow & { partner_id: number }>;
  sites: Array<TreeRow & { company_id: number }>;
  groups: Array<TreeRow & { site_id: number }>;
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
  const partners = await db.query<TreeRow>(
    `select id, guid::text as guid, name from partners
     where ${partnerIds === null ? 'true' : 'id = any($1::int[])'} order by id`,
    partnerIds === null ? [] : [partnerIds],
  );
  return { partners, companies, sites, groups };
}

/** Nodes of one level, each with its children, grouped by their parent's id. */
function nodesByParent<R extends TreeRow>(
  rows: R[],
  type: TreeNode['type'],
  parentOf: (row: R) => number,
  children: Map<number, TreeNode[]>,
  byId: Map<number, TreeNode>,
): Map<number, TreeNode[]> {
  const byParent = new Map<number, TreeNode[]>();
  for (const r of rows) {
    const node: TreeNode = {
      type,
      guid: r.guid,
      name: r.name,
      mainId: r.main_id ?? null,
      id: r.id,
      childNodes: children.get(r.id) ?? [],
    };
    byId.set(r.id, node);
    const list = byParent.get(parentOf(r)) ?? [];
    list.push(node);
    byParent.set(parentOf(r), list);
  }
  return byParent;
}

function buildTree(rows: TreeRows) {
  const groupById = new Map<number, TreeNode>();
  const siteById = new Map<number, TreeNode>();
  const companyById = new Map<number, TreeNode>();
  const groups = nodesByParent(rows.groups, 3, (g) => g.site_id, new Map(), groupById);
  const sites = nodesByParent(rows.sites, 2, (s) => s.company_id, groups, siteById);
  const companies = nodesByParent(rows.companies, 1, (c) => c.partner_id, sites, companyById);
  const partnerNodes = [...nodesByParent(rows.partners, 0, () => 0, companies, new Map()).values()].flat();
  return { partnerNodes, companyById, siteById, groupById };
}

/** The company nodes (with their sites and groups) of the session's bounds, under a partner if given. */
export async function companyTree(db: Queryable, principal: Principal, partnerId: number | null) {
  const bounds = await sessionBounds(db, principal);
  const rows = await treeRows(db, bounds, partnerId);
  const { companyById } = buildTree(rows);
  return rows.companies.map((c) => companyById.get(c.id)!);
}

/** The scope tree's top nodes for the principal: the part of the tree its level may select. */
export async function scopeTreeNodes(db: Queryable, principal: Principal): Promise<TreeNode[]> {
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

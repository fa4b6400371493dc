// Building blocks as the lists and the block page show them, which blocks a request may see (other
// tenants' local blocks never) and which it may write (the level's admins, the owner's or above).
import type { components } from '../../../src/gen/openapi.gen';
import {
  NODE_DEPTH,
  type PolicyBlockFacts,
  type PolicyNode,
} from '../../../src/domain/policy/effective-policy';
import { SCOPE_DEPTH } from '../../../src/domain/roles';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import type { Params } from '../sql';
import { iso } from '../timestamps';
import { GLOBAL_NAME, type NodeInfo } from './nodes';

export type PolicyBlockSummary = components['schemas']['PolicyBlockSummary'];
export type PolicyLevel = components['schemas']['PolicyLevel'];

/** A block row: the summary, its owner's ids and the facts the effective policy needs. */
export interface BlockRow extends PolicyBlockSummary {
  partnerId: number | null;
  companyId: number | null;
  siteId: number | null;
  groupId: number | null;
  /** The partner above the owner (a local block's company's partner). */
  ownerPartnerId: number | null;
}

export const BLOCK_FROM = `from policy_blocks b
  left join policy_block_versions v on v.block_id = b.id and v.version = b.version
  left join policy_block_drafts d on d.block_id = b.id
  left join partners p on p.id = b.partner_id left join companies c on c.id = b.company_id
  left join sites s on s.id = b.site_id left join groups g on g.id = b.group_id`;

/** The summary's columns (usedByCount is counted afterwards, in memory: see usage.ts). */
export const BLOCK_COLUMNS = `b.id as "blockId", b.name, b.description, b.level, b.offer,
  json_build_object('nodeType', case when b.group_id is not null then 'group' when b.site_id is not null then 'site'
      when b.company_id is not null then 'company' when b.partner_id is not null then 'partner' else 'global' end,
    'guid', coalesce(g.guid, s.guid, c.guid, p.guid)::text,
    'name', coalesce(g.name, s.name, c.name, p.name, '${GLOBAL_NAME}')) as owner,
  b.version, ${iso('v.published_on')} as "publishedOn",
  coalesce(jsonb_array_length(v.components), jsonb_array_length(d.components), 0)::int as "componentCount",
  d.block_id is not null as "hasDraft", ${iso('d.updated_on')} as "draftUpdatedOn", 0 as "usedByCount",
  b.revision, ${iso('b.updated_on')} as "updatedOn",
  b.partner_id as "partnerId", b.company_id as "companyId", b.site_id as "siteId", b.group_id as "groupId",
  coalesce(b.partner_id, c.partner_id) as "ownerPartnerId"`;

/** The blocks a request working at `at` may see (SQL over BLOCK_FROM's aliases). */
export function visibleBlocksWhere(p: Params, at: NodeInfo, scope: Scope): string {
  const provider = at.partnerId === null ? 'true' : `b.partner_id = ${p.add(at.partnerId)}`;
  const local: string[] = ['not c.deleted'];
  if (scope.companyIds !== null) local.push(`b.company_id = any(${p.add(scope.companyIds)}::int[])`);
  if (at.partnerId !== null) local.push(`c.partner_id = ${p.add(at.partnerId)}`);
  if (at.companyId !== null) local.push(`b.company_id = ${p.add(at.companyId)}`);
  if (at.siteId !== null) local.push(`(b.site_id is null or b.site_id = ${p.add(at.siteId)})`);
  if (at.groupId !== null) local.push(`(b.group_id is null or b.group_id = ${p.add(at.groupId)})`);
  return `(b.level = 'spmGlobal' or (b.level = 'serviceProvider' and ${provider})
    or (b.level = 'local' and ${local.join(' and ')}))`;
}

/** The node that owns a block. */
export function ownerNode(
  b: Pick<BlockRow, 'level' | 'partnerId' | 'companyId' | 'siteId' | 'groupId'>,
): PolicyNode {
  if (b.groupId !== null) return { type: 'group', id: b.groupId };
  if (b.siteId !== null) return { type: 'site', id: b.siteId };
  if (b.companyId !== null) return { type: 'company', id: b.companyId };
  if (b.partnerId !== null) return { type: 'partner', id: b.partnerId };
  return { type: 'global', id: 0 };
}

export const blockFacts = (b: BlockRow): PolicyBlockFacts => ({
  blockId: b.blockId,
  level: b.level,
  offer: b.offer,
  owner: ownerNode(b),
  version: b.version,
});

/**
 * Whether the session may write a block of this level owned there (the access table's level rule
 * is asked by the handler): its own partner's service-provider level; local blocks of a node at or
 * below the role's depth, within its tenant.
 */
export function mayWriteOwner(
  principal: Principal,
  level: PolicyLevel,
  owner: {
    partnerId: number | null;
    companyId: number | null;
    siteId: number | null;
    groupId: number | null;
  },
  ownerPartnerId: number | null,
): boolean {
  if (principal.role === 'AGMSAdmin') return true;
  if (level === 'spmGlobal') return false;
  if (ownerPartnerId !== principal.partnerId) return false;
  if (level === 'serviceProvider') return principal.role === 'PartnerAdmin';
  const node = ownerNode({ level, ...owner });
  if (SCOPE_DEPTH[principal.role] > NODE_DEPTH[node.type]) return false;
  switch (principal.role) {
    case 'PartnerAdmin':
      return true;
    case 'CompanyAdmin':
      return owner.companyId !== null && principal.companyIds.includes(owner.companyId);
    case 'SiteAdmin':
      return owner.siteId !== null && principal.siteIds.includes(owner.siteId);
    case 'GroupAdmin':
      return owner.groupId !== null && principal.groupIds.includes(owner.groupId);
    default:
      return false;
  }
}

/** One block the request may see, or null. */
export async function visibleBlock(
  db: Queryable,
  p: Params,
  at: NodeInfo,
  scope: Scope,
  blockId: number,
): Promise<BlockRow | null> {
  const where = visibleBlocksWhere(p, at, scope);
  const [row] = await db.query<BlockRow>(
    `select ${BLOCK_COLUMNS} ${BLOCK_FROM} where b.id = ${p.add(blockId)} and ${where}`,
    p.values,
  );
  return row ?? null;
}

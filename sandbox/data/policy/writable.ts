// The block a write names, if the session may write it: 404 when it cannot see it, 403 when the
// block's level (the access table, asked with the level) or its owner is not the session's.
import type { OperationFacts } from '../../../src/domain/operation-conditions';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { forbidden, notFound } from '../../http/replies';
import type { Scope } from '../../http/scope';
import { Params } from '../sql';
import { mayWriteOwner, visibleBlock, type BlockRow } from './blocks';
import { requestNode } from './request-node';

export async function writableBlock(
  ctx: { db: Queryable; principal: Principal; scope: Scope; permits: (facts: OperationFacts) => boolean },
  blockId: number,
): Promise<{ ok: true; block: BlockRow } | { ok: false; error: ReturnType<typeof notFound> }> {
  const at = await requestNode(ctx.db, ctx.principal, ctx.scope);
  const block = at && (await visibleBlock(ctx.db, new Params(), at, ctx.scope, blockId));
  if (!block) return { ok: false, error: notFound() };
  if (!ctx.permits({ policyLevel: block.level })) return { ok: false, error: forbidden() };
  if (!mayWriteOwner(ctx.principal, block.level, block, block.ownerPartnerId))
    return { ok: false, error: forbidden() };
  return { ok: true, block };
}

/** Whether another block of the same level and owner already has this name. */
export async function nameTaken(
  db: Queryable,
  owner: {
    level: string;
    partnerId: number | null;
    companyId: number | null;
    siteId: number | null;
    groupId: number | null;
  },
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [hit] = await db.query(
    `select 1 from policy_blocks where level = $1 and coalesce(partner_id, 0) = $2 and coalesce(company_id, 0) = $3
       and coalesce(site_id, 0) = $4 and coalesce(group_id, 0) = $5 and lower(name) = lower($6) and id <> $7 limit 1`,
    [
      owner.level,
      owner.partnerId ?? 0,
      owner.companyId ?? 0,
      owner.siteId ?? 0,
      owner.groupId ?? 0,
      name.trim(),
      exceptId,
    ],
  );
  return hit !== undefined;
}

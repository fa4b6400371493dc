// One block as the block page shows it: the summary, its draft, its versions (newest first), where
// it is used within the request's scope and whether the session may edit it.
import type { components } from '../../../src/gen/openapi.gen';
import type { OperationFacts } from '../../../src/domain/operation-conditions';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import { Params } from '../sql';
import { iso } from '../timestamps';
import { mayWriteOwner, visibleBlock, type BlockRow } from './blocks';
import { draftOf } from './drafts';
import { groupsUnder } from './nodes';
import { requestNode } from './request-node';
import { whereUsed, withUsedByCounts } from './usage';

type PolicyBlockVersion = components['schemas']['PolicyBlockVersion'];

/** The contract's summary of a block row (without the owner's ids). */
export function summary(b: BlockRow): components['schemas']['PolicyBlockSummary'] {
  const { partnerId: _p, companyId: _c, siteId: _s, groupId: _g, ownerPartnerId: _o, ...rest } = b;
  return rest;
}

/** One block as the block page shows it, or null when the request cannot see it. */
export async function blockDetail(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  permits: (facts: OperationFacts) => boolean,
  blockId: number,
): Promise<components['schemas']['PolicyBlock'] | null> {
  const at = await requestNode(db, principal, scope);
  const block = at && (await visibleBlock(db, new Params(), at, scope, blockId));
  if (!at || !block) return null;
  const groups = await groupsUnder(db, at, scope.companyIds);
  await withUsedByCounts(db, [block], groups);
  const versions = await db.query<PolicyBlockVersion>(
    `select v.version, v.name, v.offer, jsonb_array_length(v.components)::int as "componentCount",
       ${iso('v.published_on')} as "publishedOn", v.published_by as "publishedBy",
       (select json_build_object('reviewId', r.id, 'name', r.name) from review_policy_writes w
          join reviews r on r.id = w.review_id where w.block_id = v.block_id and w.version = v.version) as review
     from policy_block_versions v where v.block_id = $1 order by v.version desc`,
    [block.blockId],
  );
  const canEdit =
    permits({ policyLevel: block.level }) &&
    mayWriteOwner(principal, block.level, block, block.ownerPartnerId);
  return {
    ...summary(block),
    draft: await draftOf(db, block.blockId),
    versions,
    whereUsed: await whereUsed(db, block, groups),
    canEdit,
  };
}

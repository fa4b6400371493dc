// What a review's status move writes into the policy (issue 28), inside the move's transaction:
// Applied puts the review's rules into the draft of its local block (its group's, its company's
// for a role-policy review; made when there is none); Published makes that draft the block's next
// version and gives exactly the nodes the block reaches a new policy version; other moves write
// nothing. Every write claims the block's revision, as the block page's writes do.
import { decideOperation } from '../../../src/domain/operation-access';
import type { PolicyComponent } from '../../../src/domain/policy/effective-policy';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { ReviewRow } from '../review-scope';
import { mayWriteOwner, ownerNode, type BlockRow } from '../policy/blocks';
import { insertBlockWithDraft, publishDraftAs } from '../policy/block-writes';
import { claimRevision, ensureDraft, writeDraft } from '../policy/drafts';
import { nodesReached } from '../policy/publish-reach';
import { choicesFor } from '../policy/usage';
import { bumpVersions } from '../policy/versions';
import type { ReviewStatus } from './values';
import { decidedBlocks, reviewComponents, withReviewRules } from './review-rules';

/** Why a move's write was refused (the move is undone with it). */
export type PolicyWriteRefusal = 'notWritable' | 'changed';

interface Owner {
  partnerId: number | null;
  companyId: number;
  siteId: number | null;
  groupId: number | null;
  name: string;
}

type TargetBlock = Pick<BlockRow, 'level' | 'offer' | 'version' | 'revision'> & {
  blockId: number;
  partnerId: null;
  companyId: number;
  siteId: number | null;
  groupId: number | null;
};

/** The node whose local block a review writes: its group, or its company. */
async function ownerOf(tx: Queryable, review: ReviewRow): Promise<Owner> {
  const [row] =
    review.group_id !== null
      ? await tx.query<Owner>(
          `select c.partner_id as "partnerId", c.id as "companyId", s.id as "siteId", g.id as "groupId", g.name
             from groups g join sites s on s.id = g.site_id join companies c on c.id = s.company_id where g.id = $1`,
          [review.group_id],
        )
      : await tx.query<Owner>(
          `select partner_id as "partnerId", id as "companyId", null::int as "siteId", null::int as "groupId", name
             from companies where id = $1`,
          [review.company_id],
        );
  return row!;
}

const mayWrite = (principal: Principal, owner: Owner) =>
  decideOperation('Policy_SaveDraftComponent', principal.role, { policyLevel: 'local' }).allowed &&
  mayWriteOwner(principal, 'local', { ...owner, partnerId: null }, owner.partnerId);

const BLOCK_SELECT = `select id as "blockId", level, offer, version, revision, null::int as "partnerId",
  company_id as "companyId", site_id as "siteId", group_id as "groupId" from policy_blocks`;

/** The owner's local block (the oldest when it has several), made (version 0) when it has none. */
async function ownerBlock(
  tx: Queryable,
  owner: Owner,
  reviewName: string,
  by: string,
  now: Date,
): Promise<TargetBlock> {
  const [found] = await tx.query<TargetBlock>(
    `${BLOCK_SELECT} where level = 'local' and company_id = $1 and coalesce(site_id, 0) = $2
       and coalesce(group_id, 0) = $3 order by id limit 1 for update`,
    [owner.companyId, owner.siteId ?? 0, owner.groupId ?? 0],
  );
  if (found) return found;
  const blockId = await insertBlockWithDraft(
    tx,
    {
      level: 'local',
      owner: { ...owner, partnerId: null },
      name: `${owner.name} – reviewed rules`.slice(0, 100),
      description: `Made when the policy review “${reviewName}” was applied.`.slice(0, 500),
      offer: 'mandatory',
    },
    by,
    now,
  );
  const [made] = await tx.query<TargetBlock>(`${BLOCK_SELECT} where id = $1`, [blockId]);
  return made!;
}

interface WrittenRow {
  blockId: number;
  keys: string[];
}

/**
 * Puts the review's current rules into the block's draft (replacing the rules it wrote before)
 * and records where; false when another write took the block's revision first.
 */
async function writeReviewDraft(
  tx: Queryable,
  review: { id: number; name: string },
  block: TargetBlock,
  previous: WrittenRow | null,
  by: string,
  now: Date,
): Promise<boolean> {
  if (!(await claimRevision(tx, block.blockId, block.revision, now))) return false;
  const rules = reviewComponents(await decidedBlocks(tx, review.id), {
    reviewId: review.id,
    reviewName: review.name,
    by,
    on: now,
  });
  const draft = await ensureDraft(tx, block.blockId, by, now);
  const merged = withReviewRules(draft.components, rules);
  // A decision withdrawn since the last write takes its rule out again.
  const stale = new Set((previous?.keys ?? []).filter((key) => !merged.keys.includes(key)));
  const components: PolicyComponent[] = merged.components.filter((c) => !stale.has(c.componentKey));
  await writeDraft(tx, block.blockId, { ...draft, components }, by, now);
  await tx.query(
    `insert into review_policy_writes (review_id, block_id, component_keys, applied_on) values ($1, $2, $3, $4)
     on conflict (review_id) do update set block_id = excluded.block_id, component_keys = excluded.component_keys`,
    [review.id, block.blockId, merged.keys, now],
  );
  return true;
}

/** The policy write of a move to `status` (none for most moves); null when done. */
export async function writePolicyOfMove(
  tx: Queryable,
  principal: Principal,
  review: ReviewRow,
  status: ReviewStatus,
  now: Date,
): Promise<PolicyWriteRefusal | null> {
  if (status !== 'Applied' && status !== 'Published') return null;
  const owner = await ownerOf(tx, review);
  if (!mayWrite(principal, owner)) return 'notWritable';
  const [previous] = await tx.query<WrittenRow>(
    'select block_id as "blockId", component_keys as keys from review_policy_writes where review_id = $1',
    [review.id],
  );
  const [named] = await tx.query<{ id: number; name: string }>('select id, name from reviews where id = $1', [
    review.id,
  ]);
  let block: TargetBlock | undefined;
  if (previous)
    [block] = await tx.query<TargetBlock>(`${BLOCK_SELECT} where id = $1 for update`, [previous.blockId]);
  block ??= await ownerBlock(tx, owner, named!.name, principal.name, now);
  // Published writes the current decisions too: the draft may have been discarded since Applied,
  // and a review applied before this existed has written nothing yet.
  if (!(await writeReviewDraft(tx, named!, block, previous ?? null, principal.name, now))) return 'changed';
  if (status === 'Applied') return null;
  const before = {
    blockId: block.blockId,
    level: block.level,
    offer: block.offer,
    owner: ownerNode(block),
    version: block.version,
  };
  const after = { ...before, version: block.version + 1 };
  const choices = await choicesFor(tx, [block.blockId]);
  const reached = await nodesReached(tx, before, after, choices, choices);
  await publishDraftAs(tx, block.blockId, after.version, principal.name, now);
  await bumpVersions(tx, reached, now);
  await tx.query('update review_policy_writes set version = $2, published_on = $3 where review_id = $1', [
    review.id,
    after.version,
    now,
  ]);
  return null;
}

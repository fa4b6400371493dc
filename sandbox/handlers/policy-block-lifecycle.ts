// Handlers of the Policy area that create, publish and delete building blocks (issue 27). A new
// block is a draft (version 0, in force nowhere); publishing makes the draft the next version and
// gives exactly the nodes it reaches (before or after) a new policy version; a block in force
// anywhere is not deleted (409, naming where).
import { blockFacts, mayWriteOwner } from '../data/policy/blocks';
import { deleteBlock, insertBlockWithDraft, publishDraftAs } from '../data/policy/block-writes';
import { claimRevision, conflict, draftNameAndOffer } from '../data/policy/drafts';
import { groupsUnder, nodeInfo } from '../data/policy/nodes';
import { nodesReached } from '../data/policy/publish-reach';
import { requestNode } from '../data/policy/request-node';
import { choicesFor, groupsReached, whereUsed } from '../data/policy/usage';
import { bumpVersions } from '../data/policy/versions';
import { nameTaken, writableBlock } from '../data/policy/writable';
import { forbidden, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { changedConflict, field, saved } from '../data/policy/replies';

const isNameConflict = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export const policyBlockLifecycleHandlers: HandlerMap = {
  async Policy_CreateBlock(ctx) {
    const { db, principal, scope, query, body, now, t, permits } = ctx;
    const level = query.level;
    if (!permits({ policyLevel: level })) return forbidden();
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    const owner =
      level === 'spmGlobal'
        ? { partnerId: null, companyId: null, siteId: null, groupId: null }
        : level === 'serviceProvider'
          ? { partnerId: at.partnerId, companyId: null, siteId: null, groupId: null }
          : { partnerId: null, companyId: at.companyId, siteId: at.siteId, groupId: at.groupId };
    if (level === 'serviceProvider' && owner.partnerId === null)
      return field(t, '/level', 'validation.policyBlock.level.noPartner');
    if (level === 'local' && owner.companyId === null)
      return field(t, '/level', 'validation.policyBlock.level.noLocalNode');
    if (!mayWriteOwner(principal, level, owner, at.partnerId)) return forbidden();
    if (level === 'local' && body.offer === 'elective')
      return field(t, '/offer', 'validation.policyBlock.offer.localElective');
    if (await nameTaken(db, { level, ...owner }, body.name, 0))
      return field(t, '/name', 'validation.policyBlock.name.unique');
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const block = {
          level,
          owner,
          name: body.name.trim(),
          description: body.description?.trim() ?? '',
          offer: body.offer,
        };
        return insertBlockWithDraft(tx, block, principal.name, now);
      });
    } catch (error) {
      if (isNameConflict(error)) return field(t, '/name', 'validation.policyBlock.name.unique');
      throw error;
    }
    return saved(ctx, id, 'Building block created.');
  },

  async Policy_PublishDraft(ctx) {
    const { db, body, principal, now, t } = ctx;
    const found = await writableBlock(ctx, body.blockId);
    if (!found.ok) return found.error;
    const { block } = found;
    if (!block.hasDraft) return field(t, '', 'validation.policyDraft.none');
    const draft = await draftNameAndOffer(db, block.blockId);
    if (!draft) return field(t, '', 'validation.policyDraft.none');
    if (await nameTaken(db, block, draft.name, block.blockId))
      return field(t, '/name', 'validation.policyBlock.name.unique');
    const before = blockFacts(block);
    const after = { ...before, version: block.version + 1, offer: draft.offer };
    const choices = await choicesFor(db, [block.blockId]);
    const reached = await nodesReached(db, before, after, choices, choices);
    const wrote = await db.transaction(async (tx) => {
      if (!(await claimRevision(tx, block.blockId, body.revision, now))) return false;
      await publishDraftAs(tx, block.blockId, after.version, principal.name, now);
      await bumpVersions(tx, reached, now);
      return true;
    });
    if (!wrote) return changedConflict(ctx, block.blockId);
    return saved(ctx, block.blockId, `Draft published as version ${after.version}.`);
  },

  async Policy_DeleteBlock(ctx) {
    const { db, body, now, t } = ctx;
    const found = await writableBlock(ctx, body.blockId);
    if (!found.ok) return found.error;
    const { block } = found;
    const owner = await nodeInfo(db, blockFacts(block).owner);
    const everywhere = owner ? await groupsUnder(db, owner, null) : [];
    if (groupsReached(block, everywhere, await choicesFor(db, [block.blockId])).length > 0) {
      const used = await whereUsed(db, block, everywhere);
      return conflict(t, { reason: 'inUse', currentRevision: block.revision, usedBy: used.attached });
    }
    const wrote = await db.transaction(async (tx) => {
      if (!(await claimRevision(tx, block.blockId, body.revision, now))) return false;
      await deleteBlock(tx, block.blockId);
      return true;
    });
    if (!wrote) return changedConflict(ctx, block.blockId);
    return ok({ blockId: block.blockId, name: block.name }, { message: 'Building block deleted.' });
  },
};

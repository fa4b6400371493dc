// Handlers of the Policy area editing a block's draft (issue 27): its name, description and offer,
// one component added, replaced or removed, the draft discarded. Every write sends the revision it
// saw; a stale one is refused (409, the catalogue's conflict message) and changes nothing.
import { storedComponent } from '../data/policy/component-input';
import { claimRevision, deleteDraft, ensureDraft, writeDraft } from '../data/policy/drafts';
import { iconExists } from '../data/policy/icons';
import { nameTaken, writableBlock } from '../data/policy/writable';
import { changedConflict, field, saved } from '../data/policy/replies';
import type { HandlerMap } from '../http/types';

export const policyDraftHandlers: HandlerMap = {
  async Policy_SaveDraft(ctx) {
    const { db, query, body, principal, now, t } = ctx;
    const found = await writableBlock(ctx, query.blockId);
    if (!found.ok) return found.error;
    const { block } = found;
    if (block.level === 'local' && body.offer === 'elective')
      return field(t, '/offer', 'validation.policyBlock.offer.localElective');
    if (await nameTaken(db, block, body.name, block.blockId))
      return field(t, '/name', 'validation.policyBlock.name.unique');
    const wrote = await db.transaction(async (tx) => {
      if (!(await claimRevision(tx, block.blockId, query.revision, now))) return false;
      const draft = await ensureDraft(tx, block.blockId, principal.name, now);
      await writeDraft(
        tx,
        block.blockId,
        { ...draft, name: body.name.trim(), description: body.description?.trim() ?? '', offer: body.offer },
        principal.name,
        now,
      );
      return true;
    });
    if (!wrote) return changedConflict(ctx, block.blockId);
    return saved(ctx, block.blockId, 'Draft saved.');
  },

  async Policy_SaveDraftComponent(ctx) {
    const { db, query, body, principal, now, t } = ctx;
    const found = await writableBlock(ctx, query.blockId);
    if (!found.ok) return found.error;
    if (body.kind === 'appGroup' && body.iconId !== undefined) {
      if (!(await iconExists(db, body.iconId)))
        return field(t, '/iconId', 'validation.policyComponent.iconId.unknown');
    }
    const component = storedComponent(body);
    const outcome = await db
      .transaction(async (tx) => {
        if (!(await claimRevision(tx, query.blockId, query.revision, now))) return 'changed' as const;
        const draft = await ensureDraft(tx, query.blockId, principal.name, now);
        const at = body.componentKey
          ? draft.components.findIndex((c) => c.componentKey === body.componentKey)
          : -1;
        if (body.componentKey && at < 0) throw new UnknownComponent();
        const components = [...draft.components];
        // The form does not carry a rule's provenance and expiry: an edit keeps them.
        if (at >= 0) {
          const { expiresAt, provenance } = components[at]!;
          components[at] = { ...component, expiresAt, provenance };
        } else components.push(component);
        await writeDraft(tx, query.blockId, { ...draft, components }, principal.name, now);
        return 'saved' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof UnknownComponent) return 'unknown' as const;
        throw error;
      });
    if (outcome === 'changed') return changedConflict(ctx, query.blockId);
    if (outcome === 'unknown') return field(t, '/componentKey', 'validation.policyComponent.unknownKey');
    return saved(ctx, query.blockId, 'Draft saved.');
  },

  async Policy_RemoveDraftComponent(ctx) {
    const { db, body, principal, now, t } = ctx;
    const found = await writableBlock(ctx, body.blockId);
    if (!found.ok) return found.error;
    const outcome = await db
      .transaction(async (tx) => {
        if (!(await claimRevision(tx, body.blockId, body.revision, now))) return 'changed' as const;
        const draft = await ensureDraft(tx, body.blockId, principal.name, now);
        const components = draft.components.filter((c) => c.componentKey !== body.componentKey);
        if (components.length === draft.components.length) throw new UnknownComponent();
        await writeDraft(tx, body.blockId, { ...draft, components }, principal.name, now);
        return 'saved' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof UnknownComponent) return 'unknown' as const;
        throw error;
      });
    if (outcome === 'changed') return changedConflict(ctx, body.blockId);
    if (outcome === 'unknown') return field(t, '/componentKey', 'validation.policyComponent.unknownKey');
    return saved(ctx, body.blockId, 'Draft saved.');
  },

  async Policy_DiscardDraft(ctx) {
    const { db, body, now, t } = ctx;
    const found = await writableBlock(ctx, body.blockId);
    if (!found.ok) return found.error;
    if (!found.block.hasDraft) return field(t, '', 'validation.policyDraft.none');
    if (found.block.version === 0) return field(t, '', 'validation.policyDraft.neverPublished');
    const wrote = await db.transaction(async (tx) => {
      if (!(await claimRevision(tx, body.blockId, body.revision, now))) return false;
      await deleteDraft(tx, body.blockId);
      return true;
    });
    if (!wrote) return changedConflict(ctx, body.blockId);
    return saved(ctx, body.blockId, 'Draft discarded.');
  },
};

/** Thrown inside a transaction to undo the revision it claimed. */
class UnknownComponent extends Error {}

// Handlers of the PolicyReview area: unique blocks (aggregated over the scope, or per
// computer), reviews with their status workflow, checklists of decisions and the pickers.
// Policy review is group-level work: the access table (src/domain/operation-access.ts) refuses
// company and site roles before any handler runs. The SQL is sandbox/data/policy-review's.
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { reviewRow } from '../data/review-scope';
import {
  addBlocksToReview,
  checklistItems,
  itemForUpdate,
  itemsById,
  reviewChecklistItems,
  updateItem,
  updateItems,
} from '../data/policy-review/checklist';
import {
  insertReview,
  listReviews,
  moveReviewStatus,
  reviewById,
  reviewDashboard,
  reviewTarget,
  updateReview,
  writtenReview,
} from '../data/policy-review/reviews';
import {
  blockDecisionOptions,
  individualProposedUniqueBlocks,
  proposedUniqueBlocks,
  visibleBlockNames,
} from '../data/policy-review/unique-blocks';
import {
  DECISIONS,
  DECISION_STATUSES,
  MODES,
  PERMISSION_LEVELS,
  REVIEW_STATUSES,
  RISK_LEVELS,
  SCOPES,
} from '../data/policy-review/values';
import { canMoveReview, isFinalStatus } from '../../src/domain/review-status-moves';
import { writePolicyOfMove, type PolicyWriteRefusal } from '../data/policy-review/policy-writes';
import { conflict } from '../data/policy/drafts';

/** Thrown inside the move's transaction to undo the move when its policy write is refused. */
class PolicyWriteRefused extends Error {
  constructor(readonly reason: PolicyWriteRefusal) {
    super(reason);
  }
}

type T = (key: string) => string;

/** A 400 naming one field with one catalogue key. */
const fieldError = (t: T, field: string, messageKey: string) =>
  invalid([{ field, messageKey, message: t(messageKey) }]);

const lockedError = (t: T) => fieldError(t, '/reviewId', 'validation.review.status.locked');
const groupError = (t: T) => fieldError(t, '/groupGuid', 'validation.common.invalid');
const transitionError = (t: T) => fieldError(t, '/status', 'validation.review.status.transition');

export const policyReviewHandlers: HandlerMap = {
  async PolicyReview_ProposedUniqueBlocks({ db, scope, body }) {
    const page = await proposedUniqueBlocks(db, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async PolicyReview_IndividualProposedUniqueBlocks({ db, scope, body }) {
    const page = await individualProposedUniqueBlocks(db, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async PolicyReview_ListCheckList({ db, scope, body }) {
    const page = await checklistItems(db, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async PolicyReview_ListReviewCheckList({ db, scope, body }) {
    if (!(await reviewRow(db, scope, body.reviewId))) return notFound();
    const page = await reviewChecklistItems(db, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async PolicyReview_ListReviews({ db, scope, body }) {
    const page = await listReviews(db, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async PolicyReview_CreateReview({ db, principal, scope, body, now, t }) {
    const target = await reviewTarget(db, scope, principal, body.groupGuid, body.scope);
    if (target === 'forbidden') return forbidden();
    if (target === 'invalid') return groupError(t);
    const id = await insertReview(db, principal, target, body, now);
    const review = await writtenReview(db, scope, id);
    return ok(review!, { message: 'The review was created successfully.' });
  },

  async PolicyReview_UpdateReview({ db, principal, scope, body, now, t }) {
    const reviewId = body.reviewId;
    const current = await reviewRow(db, scope, reviewId);
    if (!current) return notFound();
    if (isFinalStatus(current.status)) return lockedError(t);
    const target = await reviewTarget(db, scope, principal, body.groupGuid, body.scope);
    if (target === 'forbidden') return forbidden();
    if (target === 'invalid') return groupError(t);
    await db.transaction((tx) => updateReview(tx, reviewId, target, body, now));
    const review = await writtenReview(db, scope, reviewId);
    return ok(review!, { message: 'The review was updated successfully.' });
  },

  async PolicyReview_ChangeReviewStatus({ db, principal, scope, body, now, t }) {
    const current = await reviewRow(db, scope, body.reviewId);
    if (!current) return notFound();
    if (!canMoveReview(current.status, body.status)) return transitionError(t);
    // The move and its policy write (Applied, Published) stand or fall together.
    const refusal = await db
      .transaction(async (tx) => {
        if (!(await moveReviewStatus(tx, current, body.status, now))) return null;
        const refused = await writePolicyOfMove(tx, principal, current, body.status, now);
        if (refused) throw new PolicyWriteRefused(refused);
        return null;
      })
      .catch((error: unknown) => {
        if (error instanceof PolicyWriteRefused) return error.reason;
        throw error;
      });
    if (refusal === 'notWritable') return fieldError(t, '/status', 'validation.review.policy.notWritable');
    if (refusal === 'changed') return conflict(t, { reason: 'changed', currentRevision: null, usedBy: [] });
    // Another request may have moved it first.
    const review = await reviewById(db, scope, body.reviewId);
    if (review && review.status !== body.status) return transitionError(t);
    return ok(review!, { message: `The review status was changed to ${body.status}.` });
  },

  async PolicyReview_AddUniqueBlockToReviewCheckList({ db, principal, scope, body, now, t }) {
    const review = await reviewRow(db, scope, body.reviewId);
    if (!review) return notFound();
    if (review.status !== 'DraftReview' && review.status !== 'Drafted') return lockedError(t);
    // The blocks must have been blocked somewhere in the scope.
    const known = await visibleBlockNames(db, scope, body.uniqueBlockIds);
    const unknown = body.uniqueBlockIds.map((id, i) => [id, i] as const).filter(([id]) => !known.has(id));
    if (unknown.length > 0) {
      return invalid(
        unknown.map(([, i]) => ({
          field: `/uniqueBlockIds/${i}`,
          messageKey: 'validation.common.invalid',
          message: t('validation.common.invalid'),
        })),
      );
    }
    const blocks = body.uniqueBlockIds.map((id) => [id, known.get(id)!] as [number, string]);
    const created = await addBlocksToReview(db, principal, body.reviewId, blocks, now);
    return ok(created.length ? await itemsById(db, created) : []);
  },

  async PolicyReview_UpdateReviewCheckListItem({ db, principal, scope, body, now, t }) {
    const item = await itemForUpdate(db, body.checklistItemId);
    const review = item ? await reviewRow(db, scope, item.review_id) : null;
    if (!item || !review) return notFound();
    if (isFinalStatus(review.status)) return lockedError(t);
    const deciding = body.decisionStatus === 'Approved' || body.decisionStatus === 'Rejected';
    if (review.permission_level === 'ReadOnly') return forbidden();
    if (deciding && review.permission_level !== 'Approver') return forbidden();
    if (deciding && !body.decision) return fieldError(t, '/decision', 'validation.review.decision.required');
    // Only a decision DecisionOptions offers for the item's block (none is always allowed).
    if (body.decision && !item.options.includes(body.decision))
      return fieldError(t, '/decision', 'validation.review.decision.notOffered');
    await updateItem(db, principal, review, item.unique_block_id, body, now);
    const [row] = await itemsById(db, [body.checklistItemId]);
    return ok(row!);
  },

  async PolicyReview_UpdateReviewCheckListItems({ db, principal, scope, body, now, t }) {
    // Each item once: two changes of one item would race inside one statement.
    const seen = new Set<number>();
    const duplicates: number[] = [];
    body.items.forEach((item, index) => {
      if (seen.has(item.checklistItemId)) duplicates.push(index);
      seen.add(item.checklistItemId);
    });
    if (duplicates.length > 0) {
      return invalid(
        duplicates.map((index) => ({
          field: `/items/${index}/checklistItemId`,
          messageKey: 'validation.review.item.duplicate',
          message: t('validation.review.item.duplicate'),
        })),
      );
    }
    const verdicts = await updateItems(db, principal, scope, body.items, now);
    return ok({
      updatedIds: verdicts.filter((v) => v.refusal === null).map((v) => v.id),
      refused: verdicts
        .filter((v) => v.refusal !== null)
        .map((v) => ({ checklistItemId: v.id, messageKey: v.refusal!, message: t(v.refusal!) })),
    });
  },

  async PolicyReview_GetPolicyReviewDashboard({ db, scope, body }) {
    return ok(await reviewDashboard(db, scope, body));
  },

  async PolicyReview_GetPermissionLevels() {
    return ok(PERMISSION_LEVELS);
  },
  async PolicyReview_GetReviewStatuses() {
    return ok(REVIEW_STATUSES);
  },
  async PolicyReview_GetRiskLevels() {
    return ok(RISK_LEVELS);
  },
  async PolicyReview_GetModes() {
    return ok(MODES);
  },
  async PolicyReview_GetScopes() {
    return ok(SCOPES);
  },
  async PolicyReview_GetDecisionStatus() {
    return ok(DECISION_STATUSES);
  },
  async PolicyReview_GetDecisions() {
    return ok(DECISIONS);
  },

  async PolicyReview_DecisionOptions({ db, scope, query }) {
    if (query.uniqueBlockId === undefined || query.uniqueBlockId === null) return ok(DECISIONS);
    const options = await blockDecisionOptions(db, scope, query.uniqueBlockId);
    if (!options) return notFound();
    return ok(DECISIONS.filter((d) => options.includes(d.id)));
  },
};

// The words of a status move, by the status it leads to (the moves themselves are the workflow's,
// review-status-moves.ts). Typed maps rather than keys built from the status, so that each word
// is a key of the catalogue: a status without its words fails the type check.
import type { MessageKey } from '../../../i18n/message-key';
import type { ReviewStatus } from '../../../domain/review-status-moves';

/** A status a move can lead to (Draft review is only where a review starts). */
export type MoveTarget = Exclude<ReviewStatus, 'DraftReview'>;

/** The action's label, and its name for one review ("Apply “Q3 review”"). */
export const MOVE_WORDS = {
  Drafted: { label: 'policyReview.move.to.Drafted', named: 'policyReview.move.named.Drafted' },
  Applied: { label: 'policyReview.move.to.Applied', named: 'policyReview.move.named.Applied' },
  Published: { label: 'policyReview.move.to.Published', named: 'policyReview.move.named.Published' },
  Completed: { label: 'policyReview.move.to.Completed', named: 'policyReview.move.named.Completed' },
  KeepEnforcing: {
    label: 'policyReview.move.to.KeepEnforcing',
    named: 'policyReview.move.named.KeepEnforcing',
  },
  Deleted: { label: 'policyReview.move.to.Deleted', named: 'policyReview.move.named.Deleted' },
} as const satisfies Record<MoveTarget, { label: MessageKey; named: MessageKey }>;

/** The question asked before the moves that need one (needsConfirmation). */
export const MOVE_QUESTIONS: Partial<Record<MoveTarget, { title: MessageKey; message: MessageKey }>> = {
  Applied: { title: 'policyReview.confirm.Applied.title', message: 'policyReview.confirm.Applied.message' },
  Published: {
    title: 'policyReview.confirm.Published.title',
    message: 'policyReview.confirm.Published.message',
  },
  Deleted: { title: 'policyReview.confirm.Deleted.title', message: 'policyReview.confirm.Deleted.message' },
};

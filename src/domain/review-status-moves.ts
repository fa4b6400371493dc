// The status workflow of a policy review (spec section 4; ChangeReviewStatus in the contract):
// ONE table of the allowed moves, read by the console (which moves it offers) and by the sandbox
// (which moves it accepts), and which moves ask for confirmation first.
import type { components } from '../gen/openapi.gen';

export type ReviewStatus = components['schemas']['ReviewStatus'];

/** Every status, in the order of the workflow. */
export const REVIEW_STATUSES: readonly ReviewStatus[] = [
  'DraftReview',
  'Drafted',
  'Applied',
  'Published',
  'Completed',
  'KeepEnforcing',
  'Deleted',
];

/** From each status, the statuses a review may move to, forward moves first, Deleted last. */
export const REVIEW_STATUS_MOVES: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  DraftReview: ['Drafted', 'Deleted'],
  Drafted: ['Applied', 'Deleted'],
  Applied: ['Published', 'Deleted'],
  Published: ['Completed', 'KeepEnforcing', 'Deleted'],
  KeepEnforcing: ['Deleted'],
  Completed: [],
  Deleted: [],
};

/** Final statuses: no move leaves them, and the review can no longer be edited. */
export const isFinalStatus = (status: ReviewStatus): boolean => REVIEW_STATUS_MOVES[status].length === 0;

/** Whether a review in `from` may move to `to` (never to the status it is in). */
export const canMoveReview = (from: ReviewStatus, to: ReviewStatus): boolean =>
  REVIEW_STATUS_MOVES[from].includes(to);

/** The moves offered for a review in `status`. */
export const allowedReviewMoves = (status: ReviewStatus): readonly ReviewStatus[] =>
  REVIEW_STATUS_MOVES[status];

/**
 * Moves that change what the computers enforce (Applied, Published) or throw the review away
 * (Deleted): the console asks before making them.
 */
const CONFIRMED: readonly ReviewStatus[] = ['Applied', 'Published', 'Deleted'];
export const needsConfirmation = (to: ReviewStatus): boolean => CONFIRMED.includes(to);

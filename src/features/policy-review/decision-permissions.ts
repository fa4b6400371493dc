// Who may record what on a checklist item (the contract of UpdateReviewCheckListItem): a review's
// permission level decides the decision statuses its items may take; Approved and Rejected need
// a decision. Final reviews take no decisions at all.
import type { ApiSchema } from '../../api/contract-types';
import { isFinalStatus, type ReviewStatus } from '../../domain/review-status-moves';

type PermissionLevel = ApiSchema<'PermissionLevel'>;
export type DecisionStatus = ApiSchema<'DecisionStatus'>;

const BY_LEVEL: Readonly<Record<PermissionLevel, readonly DecisionStatus[]>> = {
  ReadOnly: [],
  Reviewer: ['Pending', 'Deferred'],
  Approver: ['Pending', 'Approved', 'Rejected', 'Deferred'],
};

/** The decision statuses an item of this review may be set to; none: its items are read only. */
export function decisionStatusesFor(review: { status: ReviewStatus; permissionLevel: PermissionLevel }) {
  return isFinalStatus(review.status) ? [] : BY_LEVEL[review.permissionLevel];
}

/** Whether a decision status needs a decision with it. */
export const needsDecision = (status: DecisionStatus): boolean =>
  status === 'Approved' || status === 'Rejected';

/** The decision statuses a permission level allows (the item of an open review). */
export const decisionStatusesOfLevel = (level: PermissionLevel): readonly DecisionStatus[] => BY_LEVEL[level];

// The review form's values: those of a review to edit, or a new review's defaults (a summary
// review of the selected group: no groupGuid, the server takes the selected group).
import type { ReviewFormData } from '../../../components/schema-form/forms/review-form.gen';
import type { Review } from './review-table';

export const NEW_REVIEW: Partial<ReviewFormData> = {
  riskLevel: 'Medium',
  permissionLevel: 'Approver',
  mode: 'Summary',
  scope: 'Group',
};

export const reviewFormValues = (review: Review): ReviewFormData => ({
  reviewId: review.reviewId,
  name: review.name,
  ...(review.description ? { description: review.description } : {}),
  riskLevel: review.riskLevel,
  permissionLevel: review.permissionLevel,
  mode: review.mode,
  scope: review.scope,
  groupGuid: review.groupGuid,
});

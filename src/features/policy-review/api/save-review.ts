import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';
import type { ReviewFormData } from '../../../components/schema-form/forms/review-form.gen';

export function useSaveReview() {
  const { mutations } = useApi();
  const create = mutations.PolicyReview_CreateReview();
  const update = mutations.PolicyReview_UpdateReview();
  return useMutation({
    mutationKey: create.mutationKey,
    mutationFn: ({ reviewId, ...rest }: ReviewFormData) =>
      reviewId === undefined ? create.mutationFn(rest) : update.mutationFn({ ...rest, reviewId }),
    // Both invalidate the same: the area's reviews, checklists and dashboard.
    onSuccess: create.onSuccess,
  });
}

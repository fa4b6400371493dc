import { useMutation } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/query-layer';
import { useApi } from '../../../components/api/use-api';
import type { ReviewStatus } from '../../../domain/review-status-moves';

export function useChangeReviewStatus() {
  const { mutations, queryClient } = useApi();
  const change = mutations.PolicyReview_ChangeReviewStatus();
  return useMutation({
    ...change,
    mutationFn: ({ reviewId, status }: { reviewId: number; status: ReviewStatus }) =>
      change.mutationFn({ reviewId, status }),
    onSuccess: undefined,
    onSettled: () => invalidateAfter(queryClient, 'PolicyReview_ChangeReviewStatus'),
  });
}

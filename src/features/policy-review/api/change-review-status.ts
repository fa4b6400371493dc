// PolicyReview/ChangeReviewStatus. Settled either way, every review list, checklist and the
// dashboard are read again: after a refusal (someone moved the review meanwhile) the list shows
// the review's real status.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { ReviewStatus } from '../../../domain/review-status-moves';

export function useChangeReviewStatus() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: ({ reviewId, status }: { reviewId: number; status: ReviewStatus }) =>
      unwrapSuccess(api.POST('/restapi/PolicyReview/ChangeReviewStatus', { body: { reviewId, status } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}

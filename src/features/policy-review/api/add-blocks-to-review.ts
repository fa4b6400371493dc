// PolicyReview/AddUniqueBlockToReviewCheckList: the chosen unique blocks join a review's
// checklist (those already there are skipped by the server); the lists, checklists and the
// dashboard are read again.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useAddBlocksToReview() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: ({ reviewId, uniqueBlockIds }: { reviewId: number; uniqueBlockIds: number[] }) =>
      unwrapSuccess(
        api.POST('/restapi/PolicyReview/AddUniqueBlockToReviewCheckList', {
          body: { reviewId, uniqueBlockIds },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}

/** The reviews that still take unique blocks (the sandbox refuses the others as locked). */
export const OPEN_REVIEW_STATUSES = ['DraftReview', 'Drafted'] as const;

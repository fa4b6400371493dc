import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useAddBlocksToReview() {
  return useMutation(useApi().mutations.PolicyReview_AddUniqueBlockToReviewCheckList());
}

/** The reviews that still take unique blocks (the sandbox refuses the others as locked). */
export const OPEN_REVIEW_STATUSES = ['DraftReview', 'Drafted'] as const;

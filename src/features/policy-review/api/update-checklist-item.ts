// PolicyReview/UpdateReviewCheckListItem: a decision recorded in place. Settled either way, the
// checklists, the reviews' progress and the dashboard are read again.
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useUpdateChecklistItem() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: ApiSchema<'UpdateChecklistItemRequest'>) =>
      unwrapSuccess(api.POST('/restapi/PolicyReview/UpdateReviewCheckListItem', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}

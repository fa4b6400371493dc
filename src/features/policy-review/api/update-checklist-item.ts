// PolicyReview/UpdateReviewCheckListItem: a decision recorded in place, or a change sent for each
// item of a selection. Settled either way, the checklists, the reviews' progress and the
// dashboard are read again (once for a selection).
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import { changeEach, type ItemChange } from './checklist-changes';
import type { ChecklistItem } from './checklist-table';

export function useUpdateChecklistItem() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: ApiSchema<'UpdateChecklistItemRequest'>) =>
      unwrapSuccess(api.POST('/restapi/PolicyReview/UpdateReviewCheckListItem', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}

/** The change for each item of a selection: resolves with the items saved and those that failed. */
export function useChangeChecklistItems() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: ({ items, change }: { items: readonly ChecklistItem[]; change: ItemChange }) =>
      changeEach(items, change, (body) =>
        unwrapSuccess(api.POST('/restapi/PolicyReview/UpdateReviewCheckListItem', { body })),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}

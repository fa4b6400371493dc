// PolicyReview/UpdateReviewCheckListItem: a decision recorded in place; UpdateReviewCheckListItems:
// the same change for each item of a selection, in one request. Settled either way, the
// checklists, the reviews' progress and the dashboard are read again (by query key).
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import { changeAll, type ItemChange } from './checklist-changes';
import type { ChecklistItem } from './checklist-table';

export function useUpdateChecklistItem() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: ApiSchema<'UpdateChecklistItemRequest'>) =>
      unwrapSuccess(api.POST('/restapi/PolicyReview/UpdateReviewCheckListItem', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}

/** The change of each item of a selection: resolves with the items saved and those refused or failed. */
export function useChangeChecklistItems() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: ({ items, change }: { items: readonly ChecklistItem[]; change: ItemChange }) =>
      changeAll(items, change, async (body) => {
        const reply = await unwrapSuccess(
          api.PUT('/restapi/PolicyReview/UpdateReviewCheckListItems', { body }),
        );
        return reply.entityData;
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}

// PolicyReview/UpdateReviewCheckListItem: a decision recorded in place; UpdateReviewCheckListItems:
// the same change for each item of a selection, in one request. Settled either way, the
// checklists, the reviews' progress and the dashboard are read again (by query key).
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import { invalidateAfter } from '../../../api/query-layer';
import { useApi } from '../../../components/api/use-api';
import { changeAll, type ItemChange } from './checklist-changes';
import type { ChecklistItem } from './checklist-table';

export function useUpdateChecklistItem() {
  const { mutations, queryClient } = useApi();
  const update = mutations.PolicyReview_UpdateReviewCheckListItem();
  return useMutation({
    mutationKey: update.mutationKey,
    mutationFn: (body: ApiSchema<'UpdateChecklistItemRequest'>) => update.mutationFn(body),
    onSettled: () => invalidateAfter(queryClient, 'PolicyReview_UpdateReviewCheckListItem'),
  });
}

/** The change of each item of a selection: resolves with the items saved and those refused or failed. */
export function useChangeChecklistItems() {
  const { mutations, queryClient } = useApi();
  const update = mutations.PolicyReview_UpdateReviewCheckListItems();
  return useMutation({
    mutationKey: update.mutationKey,
    mutationFn: ({ items, change }: { items: readonly ChecklistItem[]; change: ItemChange }) =>
      changeAll(items, change, async (body) => (await update.mutationFn(body)).entityData),
    onSettled: () => invalidateAfter(queryClient, 'PolicyReview_UpdateReviewCheckListItems'),
  });
}

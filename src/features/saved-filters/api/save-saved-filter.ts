// The saved filter writes: create (the current view under a name), update (rename, share, or the
// current view), delete. Every list and filter of the area is read again afterwards.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';
import type { SavedFilterFormData } from '../../../components/schema-form/forms/saved-filter-form.gen';

export function useCreateSavedFilter() {
  return useMutation(useApi().mutations.SavedFilter_CreateSavedFilter());
}

export function useUpdateSavedFilter() {
  const update = useApi().mutations.SavedFilter_UpdateSavedFilter();
  return useMutation({
    ...update,
    mutationFn: ({ savedFilterId, body }: { savedFilterId: number; body: SavedFilterFormData }) =>
      update.mutationFn({ query: { savedFilterId }, body }),
  });
}

export function useDeleteSavedFilter() {
  const remove = useApi().mutations.SavedFilter_DeleteSavedFilter();
  return useMutation({
    ...remove,
    mutationFn: (savedFilterId: number) => remove.mutationFn({ savedFilterId }),
  });
}

// The saved filter writes: create (the current view under a name), update (rename, share, or the
// current view), delete. Every list and filter of the area is read again afterwards.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { SavedFilterFormData } from '../../../components/schema-form/forms/saved-filter-form.gen';

function useInvalidate() {
  const { queryClient } = useApi();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.savedFilter.all });
}

export function useCreateSavedFilter() {
  const { api } = useApi();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: SavedFilterFormData) =>
      unwrapSuccess(api.POST('/restapi/SavedFilter/CreateSavedFilter', { body })),
    onSuccess,
  });
}

export function useUpdateSavedFilter() {
  const { api } = useApi();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ savedFilterId, body }: { savedFilterId: number; body: SavedFilterFormData }) =>
      unwrapSuccess(
        api.POST('/restapi/SavedFilter/UpdateSavedFilter', { params: { query: { savedFilterId } }, body }),
      ),
    onSuccess,
  });
}

export function useDeleteSavedFilter() {
  const { api } = useApi();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (savedFilterId: number) =>
      unwrapSuccess(api.POST('/restapi/SavedFilter/DeleteSavedFilter', { body: { savedFilterId } })),
    onSuccess,
  });
}

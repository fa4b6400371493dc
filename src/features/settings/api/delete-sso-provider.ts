// Sso/DeleteProvider, after the user confirmed; the provider lists are read again.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useDeleteSsoProvider() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (providerId: number) =>
      unwrapSuccess(api.POST('/restapi/Sso/DeleteProvider', { body: { providerId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.sso.all }),
  });
}

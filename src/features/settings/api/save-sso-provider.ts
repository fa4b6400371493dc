// Sso/CreateOrUpdateProvider: without providerId it adds a provider (a new one needs a secret);
// a null or absent secret keeps the stored one. The provider lists are read again afterwards.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { SsoProviderFormData } from '../../../components/schema-form/forms/sso-provider-form.gen';

export function useSaveSsoProvider() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: SsoProviderFormData) =>
      unwrapSuccess(api.POST('/restapi/Sso/CreateOrUpdateProvider', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.sso.all }),
  });
}

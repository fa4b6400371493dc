// GlobalSettings/CreateOrUpdateSettings for one setting key; the body is that key's form. A null
// or absent secret (SMTP password, hash lookup API key) keeps the stored one. The settings of
// that key are read again afterwards.
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import type { JsonBodyOf } from '../../../api/operation-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

type SettingKey = ApiSchema<'SettingKey'>;
type SettingsBody = JsonBodyOf<'/restapi/GlobalSettings/CreateOrUpdateSettings'>;

export function useSaveSettings<B extends SettingsBody>(settingKey: SettingKey) {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: B) =>
      unwrapSuccess(
        api.POST('/restapi/GlobalSettings/CreateOrUpdateSettings', {
          params: { query: { settingKey } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.global({ settingKey }) }),
  });
}

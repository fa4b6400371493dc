import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import type { JsonBodyOf } from '../../../api/operation-types';
import { readKey } from '../../../api/query-layer';
import { useApi } from '../../../components/api/use-api';

type SettingKey = ApiSchema<'SettingKey'>;
type SettingsBody = JsonBodyOf<'/restapi/GlobalSettings/CreateOrUpdateSettings'>;

export function useSaveSettings<B extends SettingsBody>(settingKey: SettingKey) {
  const { mutations, queryClient } = useApi();
  const save = mutations.GlobalSettings_CreateOrUpdateSettings();
  return useMutation({
    ...save,
    mutationFn: (body: B) => save.mutationFn({ query: { settingKey }, body }),
    // Only this key's settings: the other keys' forms keep what they show. The change history
    // has the save as its newest change.
    onSuccess: () =>
      Promise.all(
        [
          [...readKey('GlobalSettings_GetSettings'), { settingKey }],
          readKey('ChangeHistory_GetEntityHistory'),
          readKey('ChangeHistory_ListChanges'),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

// The writes of the alert configuration pages: switch a condition on or off, save one from the
// form, remove one. Each reads every condition list again (by query key) once it has succeeded.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { AlarmConditionFormData } from '../../../components/schema-form/forms/alarm-condition-form.gen';

function useConditionMutation<T>(
  call: (api: ReturnType<typeof useApi>['api'], input: T) => Promise<unknown>,
) {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (input: T) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alarm.conditions.all }),
  });
}

export const useSwitchCondition = () =>
  useConditionMutation((api, body: { conditionId: number; enabled: boolean }) =>
    unwrapSuccess(api.PUT('/restapi/Alarm/UpdateConditionStatus', { body })),
  );

export const useSaveCondition = () =>
  useConditionMutation((api, body: AlarmConditionFormData) =>
    unwrapSuccess(api.POST('/restapi/Alarm/UpdateCondition', { body })),
  );

export const useRemoveCondition = () =>
  useConditionMutation((api, conditionId: number) =>
    unwrapSuccess(api.DELETE('/restapi/Alarm/RemoveCondition', { params: { query: { conditionId } } })),
  );

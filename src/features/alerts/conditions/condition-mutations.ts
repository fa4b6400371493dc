// The writes of the alert configuration pages: switch a condition on or off, save one from the
// form, remove one. Each reads every condition list again (by query key) once it has succeeded.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export const useSwitchCondition = () => useMutation(useApi().mutations.Alarm_UpdateConditionStatus());

export const useSaveCondition = () => useMutation(useApi().mutations.Alarm_UpdateCondition());

export function useRemoveCondition() {
  const remove = useApi().mutations.Alarm_RemoveCondition();
  return useMutation({ ...remove, mutationFn: (conditionId: number) => remove.mutationFn({ conditionId }) });
}

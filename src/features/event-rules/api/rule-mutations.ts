// Saves the rules of a group or template (rules with a ruleId are updated, those without are
// added) and deletes one saved rule. Both invalidate that kind's lists only.
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { useApi } from '../../../components/api/use-api';

export type IgnoreRulesFormData = JsonBodyOf<'/restapi/agms/IgnoreEvents/Update'>;
export type SeverityRulesFormData = JsonBodyOf<'/restapi/agms/SeverityEvents/Update'>;

export function useSaveIgnoreRules() {
  return useMutation(useApi().mutations.Agms_IgnoreEvents_Update());
}

export function useSaveSeverityRules() {
  return useMutation(useApi().mutations.Agms_SeverityEvents_Update());
}

export function useDeleteIgnoreRule() {
  const remove = useApi().mutations.Agms_IgnoreEvents_Delete();
  return useMutation({ ...remove, mutationFn: (ruleId: number) => remove.mutationFn({ ruleId }) });
}

export function useDeleteSeverityRule() {
  const remove = useApi().mutations.Agms_SeverityEvents_Delete();
  return useMutation({ ...remove, mutationFn: (ruleId: number) => remove.mutationFn({ ruleId }) });
}

// Saves the rules of a group or template (rules with a ruleId are updated, those without are
// added) and deletes one saved rule. Both invalidate that kind's lists only.
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export type IgnoreRulesFormData = JsonBodyOf<'/restapi/agms/IgnoreEvents/Update'>;
export type SeverityRulesFormData = JsonBodyOf<'/restapi/agms/SeverityEvents/Update'>;

export function useSaveIgnoreRules() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: IgnoreRulesFormData) =>
      unwrapSuccess(api.POST('/restapi/agms/IgnoreEvents/Update', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.ignoreEventsAll }),
  });
}

export function useSaveSeverityRules() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: SeverityRulesFormData) =>
      unwrapSuccess(api.POST('/restapi/agms/SeverityEvents/Update', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.severityEventsAll }),
  });
}

export function useDeleteIgnoreRule() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (ruleId: number) =>
      unwrapSuccess(api.DELETE('/restapi/agms/IgnoreEvents/Delete', { params: { query: { ruleId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.ignoreEventsAll }),
  });
}

export function useDeleteSeverityRule() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (ruleId: number) =>
      unwrapSuccess(api.DELETE('/restapi/agms/SeverityEvents/Delete', { params: { query: { ruleId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.severityEventsAll }),
  });
}

// Saves the agent main settings of the scope (UpdateAgentMain) or puts the product defaults back
// (ResetToDefaultAgentMain); both answer with the settings now in force.
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export type AgentSettingsFormData = JsonBodyOf<'/restapi/AgentMain/UpdateAgentMain'>;
export type AgentSettingsResetBody = JsonBodyOf<'/restapi/AgentMain/ResetToDefaultAgentMain'>;

export function useSaveAgentSettings() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: AgentSettingsFormData) =>
      unwrapSuccess(api.POST('/restapi/AgentMain/UpdateAgentMain', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.mainAll }),
  });
}

export function useResetAgentSettings() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: AgentSettingsResetBody) =>
      unwrapSuccess(api.POST('/restapi/AgentMain/ResetToDefaultAgentMain', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.mainAll }),
  });
}

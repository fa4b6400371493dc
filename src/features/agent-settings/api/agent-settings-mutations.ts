// Saves the agent main settings of the scope (UpdateAgentMain) or puts the product defaults back
// (ResetToDefaultAgentMain); both answer with the settings now in force.
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { useApi } from '../../../components/api/use-api';

export type AgentSettingsFormData = JsonBodyOf<'/restapi/AgentMain/UpdateAgentMain'>;
export type AgentSettingsResetBody = JsonBodyOf<'/restapi/AgentMain/ResetToDefaultAgentMain'>;

export function useSaveAgentSettings() {
  return useMutation(useApi().mutations.AgentMain_UpdateAgentMain());
}

export function useResetAgentSettings() {
  return useMutation(useApi().mutations.AgentMain_ResetToDefaultAgentMain());
}

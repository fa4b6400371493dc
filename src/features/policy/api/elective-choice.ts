// Opting in or out of an elective at the selected scope (Policy/SetElectiveChoice). The write
// invalidates the Policy reads by key (the generated layer): the electives and the effective
// policy of policy home are read again.
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';

export type ElectiveChoice = ApiSchema<'ElectiveChoice'>;

export const CHOICES: readonly ElectiveChoice[] = ['in', 'out', 'inherit'];

export function useSetElectiveChoice() {
  const choose = useApi().mutations.Policy_SetElectiveChoice();
  return useMutation(choose);
}

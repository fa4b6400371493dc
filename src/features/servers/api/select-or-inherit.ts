// For the selected company: inherit every global record of its partner, or use only some.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useSelectOrInheritServers() {
  return useMutation(useApi().mutations.Server_SelectOrInheritServer());
}

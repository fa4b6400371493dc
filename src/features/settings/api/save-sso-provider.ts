import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useSaveSsoProvider() {
  return useMutation(useApi().mutations.Sso_CreateOrUpdateProvider());
}

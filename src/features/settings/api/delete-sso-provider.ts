// Sso/DeleteProvider, after the user confirmed; the provider lists are read again.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useDeleteSsoProvider() {
  const remove = useApi().mutations.Sso_DeleteProvider();
  return useMutation({ ...remove, mutationFn: (providerId: number) => remove.mutationFn({ providerId }) });
}

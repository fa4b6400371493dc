// Company/DeleteCompany, after the user confirmed; the company lists and the scope tree are
// refreshed (the deleted company leaves both).
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useDeleteCompany() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (companyGuid: string) =>
      unwrapSuccess(api.POST('/restapi/Company/DeleteCompany', { body: { companyGuid } })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tenants.companies.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tenants.scopeTree() }),
      ]);
    },
  });
}

// Company/CreateOrEditCompany: without companyGuid it creates a company (under the selected
// partner), with it it edits that company. A 400 carries the company form's field errors. Every
// company list and lookup is refreshed, and the scope tree (a new company appears in it).
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { CompanyFormData } from '../../../components/schema-form/forms/company-form.gen';

export function useSaveCompany() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: CompanyFormData) =>
      unwrapSuccess(api.POST('/restapi/Company/CreateOrEditCompany', { body })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tenants.companies.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tenants.scopeTree() }),
      ]);
    },
  });
}

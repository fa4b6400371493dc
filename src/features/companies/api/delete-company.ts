// Company/DeleteCompany, after the user confirmed; the company lists and the scope tree are
// refreshed (the deleted company leaves both).
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useDeleteCompany() {
  const save = useApi().mutations.Company_DeleteCompany();
  return useMutation({ ...save, mutationFn: (companyGuid: string) => save.mutationFn({ companyGuid }) });
}

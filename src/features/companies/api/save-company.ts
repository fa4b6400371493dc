// Company/CreateOrEditCompany: without companyGuid it creates a company (under the selected
// partner), with it it edits that company. A 400 carries the company form's field errors. Every
// company list and lookup is refreshed, and the scope tree (a new company appears in it).
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useSaveCompany() {
  return useMutation(useApi().mutations.Company_CreateOrEditCompany());
}

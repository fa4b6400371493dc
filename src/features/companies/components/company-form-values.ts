// A company as read (Company/GetCompanyByGuid) -> the company form's values: the form's fields
// only (the license status is read-only and not sent), blanks left out.
import type { CompanyFormData } from '../../../components/schema-form/forms/company-form.gen';
import type { ApiSchema } from '../../../api/contract-types';

const FIELDS = [
  'companyGuid',
  'companyName',
  'shortName',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'country',
  'contactName',
  'phone',
  'ext',
  'fax',
  'email',
] as const satisfies readonly (keyof CompanyFormData)[];

export function companyFormValues(company: ApiSchema<'Company'>): Partial<CompanyFormData> {
  const values: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const value = company[field];
    if (typeof value === 'string' && value !== '') values[field] = value;
  }
  return values;
}

// One company by guid (Company/GetCompanyByGuid), for the edit form.
import type { Queries } from '../../../api/query-layer';

export const companyDetailsQuery = (queries: Queries, companyGuid: string) =>
  queries.Company_GetCompanyByGuid({ companyGuid });

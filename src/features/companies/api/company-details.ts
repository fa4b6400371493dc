// One company by guid (Company/GetCompanyByGuid), for the edit form.
import type { ApiQueries } from '../../../api/queries';

export const companyDetailsQuery = (queries: ApiQueries, companyGuid: string) =>
  queries.tenants.companyByGuid({ companyGuid });

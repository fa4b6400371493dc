// The company list (/administration/company-list): its columns, filters and request, over the
// contract's Company/GetCompanyList (the companies of the scope, paged and sorted by the server).
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type Company = ApiSchema<'Company'>;
type CompanySort = ApiSchema<'CompanySortColumn'>;
type LicenseStatus = ApiSchema<'LicenseStatus'>;

const LICENSE_BADGES = {
  activated: { labelKey: ENUM_LABELS.LicenseStatus.activated, color: 'green' },
  notActivated: { labelKey: ENUM_LABELS.LicenseStatus.notActivated, color: 'gray' },
  expired: { labelKey: ENUM_LABELS.LicenseStatus.expired, color: 'orange' },
  deactivated: { labelKey: ENUM_LABELS.LicenseStatus.deactivated, color: 'red' },
} as const satisfies Record<LicenseStatus, { labelKey: string; color: string }>;

const LICENSE_STATUSES = Object.keys(LICENSE_BADGES) as LicenseStatus[];

const c = columnsOf<Company, CompanySort>();

export const companyTable: TableDefinition<Company, CompanySort> = {
  id: 'companies',
  labelKey: 'admin.companies.table',
  rowId: (company) => company.companyGuid,
  columns: [
    // The company's sites (its asset pages), for the roles that may open them.
    c.link('companyName', {
      headerKey: 'forms.company.companyName',
      sortKey: 'companyName',
      width: 240,
      hideable: false,
      href: (company) => `/endpoints/company/${company.companyId}/sites`,
    }),
    c.text('shortName', { headerKey: 'forms.company.shortName', sortKey: 'shortName', width: 150 }),
    c.text('city', { headerKey: 'forms.company.city', sortKey: 'city', width: 150 }),
    c.text('country', { headerKey: 'forms.company.country', sortKey: 'country', width: 150 }),
    c.text('contactName', { headerKey: 'forms.company.contactName', sortKey: 'contactName', width: 170 }),
    c.text('email', { headerKey: 'forms.company.email', width: 220, defaultHidden: true }),
    c.text('phone', { headerKey: 'forms.company.phone', width: 160, defaultHidden: true }),
    c.text('partnerName', { headerKey: 'admin.companies.partner', width: 200, defaultHidden: true }),
    c.number('computerCount', { headerKey: 'admin.companies.computers', width: 120, defaultHidden: true }),
    c.badge('licenseStatus', {
      headerKey: 'forms.company.licenseStatus',
      sortKey: 'licenseStatus',
      width: 150,
      badges: LICENSE_BADGES,
    }),
    c.date('createdOn', {
      headerKey: 'admin.common.createdOn',
      sortKey: 'createdOn',
      width: 190,
      defaultHidden: true,
    }),
  ],
  filters: [
    {
      id: 'licenseStatus',
      kind: 'enum',
      labelKey: 'forms.company.licenseStatus',
      options: LICENSE_STATUSES.map((status) => ({
        value: status,
        labelKey: LICENSE_BADGES[status].labelKey,
      })),
    },
  ],
};

function isLicenseStatus(value: string | undefined): value is LicenseStatus {
  return LICENSE_STATUSES.includes(value as LicenseStatus);
}

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const companyPageQuery = (queries: Queries) => (request: TableRequest<CompanySort>) => {
  const licenseStatus = request.filters.licenseStatus;
  return queries.Company_GetCompanyList({
    ...pagedRequestBody(request),
    ...(isLicenseStatus(licenseStatus) ? { licenseStatus } : {}),
  });
};

// The partner list (/administration/manage-partners) over the contract's Partner/Search (POST,
// paged and sorted by the server). The partner pickers elsewhere ask the same operation for
// PARTNER_PICKER_PAGE_SIZE rows at once; this list pages like every other.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type Partner = ApiSchema<'Partner'>;
type PartnerSort = ApiSchema<'PartnerSortColumn'>;

const c = columnsOf<Partner, PartnerSort>();

export const partnerTable: TableDefinition<Partner, PartnerSort> = {
  id: 'partners',
  labelKey: 'admin.partners.table',
  rowId: (partner) => partner.guid,
  columns: [
    c.text('name', { headerKey: 'admin.partners.name', sortKey: 'name', width: 260, hideable: false }),
    c.text('shortName', { headerKey: 'admin.partners.shortName', sortKey: 'shortName', width: 160 }),
    c.text('contactName', { headerKey: 'admin.partners.contactName', sortKey: 'contactName', width: 180 }),
    c.text('phone', { headerKey: 'admin.partners.phone', width: 170 }),
    c.text('email', { headerKey: 'admin.partners.email', width: 240 }),
    c.number('companyCount', {
      headerKey: 'admin.partners.companyCount',
      sortKey: 'companyCount',
      width: 130,
    }),
    c.custom('agms', {
      headerKey: 'admin.partners.agms',
      width: 110,
      value: (partner) => partner.agms,
      render: (partner) => (partner.agms ? '✓' : ''),
    }),
  ],
  filters: [
    {
      id: 'agms',
      kind: 'enum',
      labelKey: 'admin.partners.agms',
      options: [
        { value: 'true', labelKey: 'admin.partners.agmsOnly' },
        { value: 'false', labelKey: 'admin.partners.notAgms' },
      ],
    },
  ],
};

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const partnerPageQuery = (queries: Queries) => (request: TableRequest<PartnerSort>) => {
  const agms = request.filters.agms;
  return queries.Partner_Search({
    ...pagedRequestBody(request),
    ...(agms === 'true' || agms === 'false' ? { agms: agms === 'true' } : {}),
  });
};

// The computer list's views (spec sections 2 and 4: /endpoints/computers/{status}): the
// contract's ComputerStatusFilter, one tab each, every tab with its count under the filters.
// The loader asks for the page, the five counts and the scope tree (the site and group filters'
// options) at once.
import { defineListViews } from '../../../components/paged-table/list-views';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { COMPUTER_STATUSES } from './computer-status';
import { computerCountQuery, computerPageQuery, computerTable } from './computer-table';

export const computerViews = defineListViews({
  base: '/endpoints/computers',
  labelKey: 'endpoints.computers.statusTabs',
  views: COMPUTER_STATUSES.map((status) => ({
    id: status,
    labelKey: ENUM_LABELS.ComputerStatusFilter[status],
  })),
  table: () => computerTable,
  pageQuery: (queries, status, search) =>
    computerPageQuery(queries, status)(tableRequestOf(computerTable, search)),
  countQueries: (queries, _open, request) =>
    Object.fromEntries(
      COMPUTER_STATUSES.map((status) => [status, computerCountQuery(queries, status, request)]),
    ),
  moreQueries: (queries) => [queries.Company_GetScopeTree()],
});

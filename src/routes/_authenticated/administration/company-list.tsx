// /administration/company-list: the companies of the scope (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { companyPageQuery, companyTable } from '../../../features/companies/api/company-table';
import { CompanyList } from '../../../features/companies/components/CompanyList';

export const Route = createFileRoute('/_authenticated/administration/company-list')({
  validateSearch: tableSearchValidator(companyTable),
  loaderDeps: ({ search }) => search,
  // The first visit waits for its rows; a change of page, sort or filter shows the previous
  // rows until the next arrive (the table keeps them): loadPage's rows.
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      { rows: [companyPageQuery(context.queries)(tableRequestOf(companyTable, deps))] },
      cause,
    ),
  component: CompanyListRoute,
});

function CompanyListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CompanyList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

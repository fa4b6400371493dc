// /administration/manage-partners: every partner, through Partner/Search (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { partnerPageQuery, partnerTable } from '../../../features/partners/api/partner-table';
import { PartnerList } from '../../../features/partners/components/PartnerList';

export const Route = createFileRoute('/_authenticated/administration/manage-partners')({
  validateSearch: tableSearchValidator(partnerTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      { rows: [partnerPageQuery(context.queries)(tableRequestOf(partnerTable, deps))] },
      cause,
    ),
  component: PartnerListRoute,
});

function PartnerListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PartnerList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

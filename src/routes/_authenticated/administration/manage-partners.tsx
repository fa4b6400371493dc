// /administration/manage-partners: every partner, through Partner/Search (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { partnerPageQuery, partnerTable } from '../../../features/partners/api/partner-table';
import { PartnerList } from '../../../features/partners/components/PartnerList';

export const Route = createFileRoute('/_authenticated/administration/manage-partners')({
  validateSearch: tableSearchValidator(partnerTable),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const pending = context.queryClient.prefetchQuery(
      partnerPageQuery(context.queries)(tableRequestOf(partnerTable, deps)),
    );
    if (cause === 'enter') await pending;
  },
  component: PartnerListRoute,
});

function PartnerListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PartnerList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

// /endpoints/company: the companies of the scope with their computer counts (the drill-down's
// top; an index route, as the page is also the parent of the levels below).
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../components/layout/PageLoadError';
import { PagePending } from '../../../../components/layout/PagePending';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { loadCompanyAssets } from '../../../../features/endpoints/api/asset-loaders';
import { companyAssetTable } from '../../../../features/endpoints/api/asset-tables';
import { CompanyAssetsPage } from '../../../../features/endpoints/components/AssetLevels';

export const Route = createFileRoute('/_authenticated/endpoints/company/')({
  validateSearch: tableSearchValidator(companyAssetTable),
  loaderDeps: ({ search }) => search,
  // Imported statically (a few hundred bytes): a lazy import would delay the page's requests
  // past the shell's (the user's table settings), a second request wave.
  loader: ({ context, deps }) => loadCompanyAssets(context, deps),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  component: function CompanyAssetsRoute() {
    const navigate = Route.useNavigate();
    return (
      <CompanyAssetsPage
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

// /endpoints/company/{companyId}/sites: a company's sites with their computer counts.
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../../../components/layout/PageLoadError';
import { PageNotFound } from '../../../../../../components/layout/PageNotFound';
import { PagePending } from '../../../../../../components/layout/PagePending';
import { tableSearchValidator } from '../../../../../../components/paged-table/table-search';
import { loadSiteAssets } from '../../../../../../features/endpoints/api/asset-loaders';
import { siteAssetTableShape } from '../../../../../../features/endpoints/api/asset-tables';
import { SiteAssetsPage } from '../../../../../../features/endpoints/components/AssetLevels';
import { idParam } from '../../../../../-path-params';

export const Route = createFileRoute('/_authenticated/endpoints/company/$companyId/sites/')({
  params: idParam('companyId'),
  validateSearch: tableSearchValidator(siteAssetTableShape),
  loaderDeps: ({ search }) => search,
  // Imported statically (a few hundred bytes): a lazy import would delay the page's requests
  // past the shell's (the user's table settings), a second request wave.
  loader: ({ context, params, deps }) => loadSiteAssets(context, params.companyId, deps),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  notFoundComponent: PageNotFound,
  component: function SiteAssetsRoute() {
    const navigate = Route.useNavigate();
    return (
      <SiteAssetsPage
        companyId={Route.useParams().companyId}
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

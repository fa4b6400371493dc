// /endpoints/company/{companyId}/sites/{siteGuid}/groups: a site's groups with their computer
// counts (a site that is not the company's is not found).
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../../../../../components/layout/PageLoadError';
import { PageNotFound } from '../../../../../../../../components/layout/PageNotFound';
import { PagePending } from '../../../../../../../../components/layout/PagePending';
import { tableSearchValidator } from '../../../../../../../../components/paged-table/table-search';
import { loadGroupAssets } from '../../../../../../../../features/endpoints/api/asset-loaders';
import { groupAssetTableShape } from '../../../../../../../../features/endpoints/api/asset-tables';
import { GroupAssetsPage } from '../../../../../../../../features/endpoints/components/AssetLevels';
import { guidParam, idParam, pathParams } from '../../../../../../../-path-params';

export const Route = createFileRoute('/_authenticated/endpoints/company/$companyId/sites/$siteGuid/groups/')({
  params: pathParams(idParam('companyId'), guidParam('siteGuid')),
  validateSearch: tableSearchValidator(groupAssetTableShape),
  loaderDeps: ({ search }) => search,
  // Imported statically (a few hundred bytes): a lazy import would delay the page's requests
  // past the shell's (the user's table settings), a second request wave.
  loader: ({ context, params, deps }) => loadGroupAssets(context, params.companyId, params.siteGuid, deps),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  notFoundComponent: PageNotFound,
  component: function GroupAssetsRoute() {
    const navigate = Route.useNavigate();
    const { companyId, siteGuid } = Route.useParams();
    return (
      <GroupAssetsPage
        companyId={companyId}
        siteGuid={siteGuid}
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

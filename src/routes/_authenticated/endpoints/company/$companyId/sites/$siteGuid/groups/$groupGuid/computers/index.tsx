// /endpoints/company/{companyId}/sites/{siteGuid}/groups/{groupGuid}/computers: a group's
// computers (GetGroupComputersFromEs) under its place; a group that is not the site's is not found.
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../../../../../../../components/layout/PageLoadError';
import { PageNotFound } from '../../../../../../../../../../components/layout/PageNotFound';
import { PagePending } from '../../../../../../../../../../components/layout/PagePending';
import { tableSearchValidator } from '../../../../../../../../../../components/paged-table/table-search';
import { loadGroupComputers } from '../../../../../../../../../../features/endpoints/api/asset-loaders';
import { groupComputerTableShape } from '../../../../../../../../../../features/endpoints/api/group-computer-table';
import { GroupComputersPage } from '../../../../../../../../../../features/endpoints/components/GroupComputersPage';
import { guidParam, idParam, pathParams } from '../../../../../../../../../-path-params';

export const Route = createFileRoute(
  '/_authenticated/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers/',
)({
  params: pathParams(pathParams(idParam('companyId'), guidParam('siteGuid')), guidParam('groupGuid')),
  validateSearch: tableSearchValidator(groupComputerTableShape),
  loaderDeps: ({ search }) => search,
  // Imported statically (a few hundred bytes): a lazy import would delay the page's requests
  // past the shell's (the user's table settings), a second request wave.
  loader: ({ context, params, deps, cause }) => loadGroupComputers(context, params, deps, cause),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  notFoundComponent: PageNotFound,
  component: function GroupComputersRoute() {
    const navigate = Route.useNavigate();
    return (
      <GroupComputersPage
        {...Route.useParams()}
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

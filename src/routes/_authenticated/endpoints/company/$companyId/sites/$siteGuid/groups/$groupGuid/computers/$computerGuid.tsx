// …/groups/{groupGuid}/computers/{computerGuid}: the computer page under the drill-down path
// (the detail-route recipe); a computer that is not in the group, site and company the path
// names is not found.
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../../../../../../../components/layout/PageLoadError';
import { PageNotFound } from '../../../../../../../../../../components/layout/PageNotFound';
import { PagePending } from '../../../../../../../../../../components/layout/PagePending';
import { loadComputer } from '../../../../../../../../../../features/endpoints/api/computer-detail';
import { ComputerRoutePage } from '../../../../../../../../../../features/endpoints/components/ComputerRoutePage';
import { guidParam, idParam, pathParams } from '../../../../../../../../../-path-params';

export const Route = createFileRoute(
  '/_authenticated/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers/$computerGuid',
)({
  params: pathParams(
    pathParams(idParam('companyId'), guidParam('siteGuid')),
    pathParams(guidParam('groupGuid'), guidParam('computerGuid')),
  ),
  loader: ({ context, params }) => loadComputer(context, params.computerGuid, params),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  notFoundComponent: PageNotFound,
  component: function GroupComputerRoute() {
    return <ComputerRoutePage computerGuid={Route.useParams().computerGuid} />;
  },
});

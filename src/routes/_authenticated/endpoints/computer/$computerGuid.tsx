// /endpoints/computer/{computerGuid}: the computer page (docs/recipes/detail-route.md). The
// loader starts the computer and its users together; a malformed guid sends no request, and an
// unknown or another tenant's computer is not found, inside the layout.
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../components/layout/PageLoadError';
import { PageNotFound } from '../../../../components/layout/PageNotFound';
import { PagePending } from '../../../../components/layout/PagePending';
import { loadComputer } from '../../../../features/endpoints/api/computer-detail';
import { ComputerRoutePage } from '../../../../features/endpoints/components/ComputerRoutePage';
import { guidParam } from '../../../-path-params';

export const Route = createFileRoute('/_authenticated/endpoints/computer/$computerGuid')({
  params: guidParam('computerGuid'),
  loader: ({ context, params }) => loadComputer(context, params.computerGuid),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  notFoundComponent: PageNotFound,
  component: function ComputerDetailRoute() {
    return <ComputerRoutePage computerGuid={Route.useParams().computerGuid} />;
  },
});

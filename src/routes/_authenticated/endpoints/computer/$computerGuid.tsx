// /endpoints/computer/{computerGuid}: the computer page. The loader starts the computer and its
// users together; the page shows loading, not found and failure itself.
import { createFileRoute } from '@tanstack/react-router';
import { loadComputer } from '../../../../features/endpoints/api/computer-detail';
import { ComputerRoutePage } from '../../../../features/endpoints/components/ComputerRoutePage';

export const Route = createFileRoute('/_authenticated/endpoints/computer/$computerGuid')({
  loader: ({ context, params }) => loadComputer(context, params.computerGuid),
  component: ComputerDetailRoute,
});

function ComputerDetailRoute() {
  const { computerGuid } = Route.useParams();
  return <ComputerRoutePage computerGuid={computerGuid} />;
}

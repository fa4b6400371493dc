// /endpoints/computers/{status}: the computers of the scope by status (active, inactive, online,
// offline; all has its own route), the table's state in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { computerStatusOf } from '../../../../features/endpoints/api/computer-status';
import { computerTable } from '../../../../features/endpoints/api/computer-table';
import { loadComputers } from '../../../../features/endpoints/api/computer-loader';
import { ComputersRoute } from '../../../../features/endpoints/components/ComputersRoute';

export const Route = createFileRoute('/_authenticated/endpoints/computers/$status')({
  validateSearch: tableSearchValidator(computerTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause, params }) =>
    loadComputers(context, computerStatusOf(params.status), deps, cause === 'enter'),
  component: StatusRoute,
});

function StatusRoute() {
  const { status } = Route.useParams();
  return <ComputersRoute status={computerStatusOf(status)} search={Route.useSearch()} />;
}

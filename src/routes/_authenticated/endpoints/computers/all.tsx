// /endpoints/computers/all: the shortcut of the endpoints (spec section 2), the "All" tab.
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { computerTable } from '../../../../features/endpoints/api/computer-table';
import { loadComputers } from '../../../../features/endpoints/api/computer-loader';
import { ComputersRoute } from '../../../../features/endpoints/components/ComputersRoute';

export const Route = createFileRoute('/_authenticated/endpoints/computers/all')({
  validateSearch: tableSearchValidator(computerTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadComputers(context, 'all', deps, cause === 'enter'),
  component: AllRoute,
});

function AllRoute() {
  return <ComputersRoute status="all" search={Route.useSearch()} />;
}

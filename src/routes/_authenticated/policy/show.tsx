// /policy/show?blockId=…: one building block: its components (the side shown, the table's state
// in the URL), where it is used, its versions with a diff of two, its draft. Without a block it
// says where to choose one.
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../components/layout/PageLoadError';
import { PageNotFound } from '../../../components/layout/PageNotFound';
import { PagePending } from '../../../components/layout/PagePending';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { loadBlockPage } from '../../../features/policy/api/block-page';
import { componentTable } from '../../../features/policy/api/component-table';
import { parseBlockPageSearch } from '../../../features/policy/api/show-search';
import { BlockPage } from '../../../features/policy/components/BlockPage';

const tableSearch = tableSearchValidator(componentTable);

export const Route = createFileRoute('/_authenticated/policy/show')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...tableSearch(raw), ...parseBlockPageSearch(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadBlockPage(context, deps, cause),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  notFoundComponent: PageNotFound,
  component: function BlockRoute() {
    const navigate = Route.useNavigate();
    return (
      <BlockPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next })} />
    );
  },
});

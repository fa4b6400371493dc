// /saved-filters: the user's saved filters and those shared with the scope (the table's state in
// the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import { validateSavedFilterSearch } from '../../../features/saved-filters/api/saved-filter-search';
import {
  savedFilterPageQuery,
  savedFilterTable,
} from '../../../features/saved-filters/api/saved-filter-table';
import { SavedFilterList } from '../../../features/saved-filters/components/SavedFilterList';

export const Route = createFileRoute('/_authenticated/saved-filters/')({
  validateSearch: validateSavedFilterSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      { rows: [savedFilterPageQuery(context.queries)(tableRequestOf(savedFilterTable, deps))] },
      cause,
    ),
  component: function SavedFiltersRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SavedFilterList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});

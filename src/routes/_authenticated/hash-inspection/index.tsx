// /hash-inspection: the file hashes of the scope, by class tab (`class` in the URL; the
// malicious tab is /hash-inspection/malicious), in the PagedTable (its state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { hashViews } from '../../../features/hashes/api/hash-views';
import { HashList } from '../../../features/hashes/components/HashList';

const { validateSearch, loaderDeps, beforeLoad, loader } = hashViews.baseRoute();

export const Route = createFileRoute('/_authenticated/hash-inspection/')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function HashListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HashList
        view={hashViews.baseViewOf(search)!}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

// /hash-inspection: the file hashes of the scope, by class tab (`class` in the URL; the
// malicious tab is /hash-inspection/malicious), in the PagedTable (its state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadHashList, validateHashListSearch } from '../../../features/hashes/api/hash-list-route';
import { HashList } from '../../../features/hashes/components/HashList';
import { useHashTabNavigation } from '../../../features/hashes/components/use-hash-tab-navigation';

export const Route = createFileRoute('/_authenticated/hash-inspection/')({
  validateSearch: validateHashListSearch,
  loaderDeps: ({ search }) => search,
  // The first visit waits for its rows; later changes show the previous rows meanwhile.
  loader: ({ context, deps, cause }) => {
    const { class: hashClass, ...search } = deps;
    return loadHashList(context, search, hashClass ?? null, cause);
  },
  component: HashListRoute,
});

function HashListRoute() {
  // The table reads its own params and leaves `class` alone; its changes keep the tab.
  const search = Route.useSearch();
  const hashClass = search.class;
  const navigate = Route.useNavigate();
  const onTabChange = useHashTabNavigation();
  return (
    <HashList
      tab={hashClass ?? 'all'}
      search={search}
      onSearchChange={(next) => void navigate({ search: hashClass ? { ...next, class: hashClass } : next })}
      onTabChange={onTabChange}
    />
  );
}

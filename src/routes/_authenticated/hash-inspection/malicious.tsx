// /hash-inspection/malicious: the spec's shortcut, the hash list with its malicious tab open.
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { loadHashList } from '../../../features/hashes/api/hash-list-route';
import { hashTable } from '../../../features/hashes/api/hash-table';
import { HashList } from '../../../features/hashes/components/HashList';
import { useHashTabNavigation } from '../../../features/hashes/components/use-hash-tab-navigation';

export const Route = createFileRoute('/_authenticated/hash-inspection/malicious')({
  validateSearch: tableSearchValidator(hashTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadHashList(context, deps, 'malicious', cause),
  component: MaliciousHashesRoute,
});

function MaliciousHashesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = useHashTabNavigation();
  return (
    <HashList
      tab="malicious"
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      onTabChange={onTabChange}
    />
  );
}

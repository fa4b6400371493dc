// /hash-inspection/{param}: one hash's page. The loader starts the hash's details, the first
// page of where it was seen and the hash lookup settings (for the lookup link) at once; a {param}
// that is not a SHA-256 calls nothing; a class word goes to the hash list of that class.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { hashLookupSettingsRequest } from '../../../features/hashes/api/hash-lookup-link';
import { hashListPathFor, parseHashParam } from '../../../features/hashes/api/hash-param';
import { HASH_CLASSES } from '../../../features/hashes/api/hash-table';
import { visibilityPageQuery, visibilityTable } from '../../../features/hashes/api/visibility-table';
import { HashDetailsPage } from '../../../features/hashes/components/HashDetailsPage';

export const Route = createFileRoute('/_authenticated/hash-inspection/$hash')({
  validateSearch: tableSearchValidator(visibilityTable),
  loaderDeps: ({ search }) => search,
  // A class word (suspicious, harmless, all) is the list a user means, not a hash.
  beforeLoad: ({ params }) => {
    const list = hashListPathFor(params.hash, HASH_CLASSES);
    if (list) throw redirect({ href: list, replace: true });
  },
  loader: async ({ context, params, deps, cause }) => {
    const param = parseHashParam(params.hash);
    if (param.kind !== 'sha256') return;
    const { queryClient, queries } = context;
    await loadPage(
      queryClient,
      {
        rows: [
          queries.HashInspection_GetHashInformationPage({ sha256: param.value }),
          visibilityPageQuery(queries, param.value)(tableRequestOf(visibilityTable, deps)),
        ],
        // The lookup link is not waited for: it shows when its settings arrive.
        more: [queries.GlobalSettings_GetSettings(hashLookupSettingsRequest)],
      },
      cause,
    );
  },
  component: HashRoute,
});

function HashRoute() {
  const { hash } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HashDetailsPage
      param={parseHashParam(hash)}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}

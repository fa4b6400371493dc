// /hash-inspection/malicious: the spec's shortcut, the hash list with its malicious tab open
// (a route of its own beside /hash-inspection/{param}, the hash's page).
import { createFileRoute } from '@tanstack/react-router';
import { hashViews } from '../../../features/hashes/api/hash-views';
import { HashList } from '../../../features/hashes/components/HashList';

const { validateSearch, loaderDeps, loader } = hashViews.fixedRoute('malicious');

export const Route = createFileRoute('/_authenticated/hash-inspection/malicious')({
  validateSearch,
  loaderDeps,
  loader,
  component: function MaliciousHashesRoute() {
    const navigate = Route.useNavigate();
    return (
      <HashList
        view="malicious"
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

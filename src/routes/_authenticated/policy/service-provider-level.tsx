// /policy/service-provider-level: the service-provider level's building blocks (a partner's, for its companies), the table's state in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { levelRoute } from '../../../features/policy/api/level-route';
import { BlockList } from '../../../features/policy/components/BlockList';

const { validateSearch, loaderDeps, loader } = levelRoute('serviceProvider');

export const Route = createFileRoute('/_authenticated/policy/service-provider-level')({
  validateSearch,
  loaderDeps,
  loader,
  component: function ServiceProviderLevel() {
    const navigate = Route.useNavigate();
    return (
      <BlockList
        level="serviceProvider"
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

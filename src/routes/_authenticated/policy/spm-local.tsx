// /policy/spm-local: the local building blocks of the selected scope (a company's, site's or group's own), the table's state in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { levelRoute } from '../../../features/policy/api/level-route';
import { BlockList } from '../../../features/policy/components/BlockList';

const { validateSearch, loaderDeps, loader } = levelRoute('local');

export const Route = createFileRoute('/_authenticated/policy/spm-local')({
  validateSearch,
  loaderDeps,
  loader,
  component: function SpmLocal() {
    const navigate = Route.useNavigate();
    return (
      <BlockList
        level="local"
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

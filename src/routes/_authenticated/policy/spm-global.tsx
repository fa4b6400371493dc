// /policy/spm-global: the SPM global building blocks (the Global Admin's, for every partner), the table's state in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { levelRoute } from '../../../features/policy/api/level-route';
import { BlockList } from '../../../features/policy/components/BlockList';

const { validateSearch, loaderDeps, loader } = levelRoute('spmGlobal');

export const Route = createFileRoute('/_authenticated/policy/spm-global')({
  validateSearch,
  loaderDeps,
  loader,
  component: function SpmGlobal() {
    const navigate = Route.useNavigate();
    return (
      <BlockList
        level="spmGlobal"
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

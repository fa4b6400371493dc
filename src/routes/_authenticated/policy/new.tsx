// /policy/new?level=…: the new building block form, at a level the role may write.
import { createFileRoute } from '@tanstack/react-router';
import { POLICY_LEVELS, type PolicyLevel } from '../../../features/policy/api/policy-links';
import { NewBlockPage } from '../../../features/policy/components/NewBlockPage';

const isLevel = (value: unknown): value is PolicyLevel => POLICY_LEVELS.includes(value as PolicyLevel);

export const Route = createFileRoute('/_authenticated/policy/new')({
  validateSearch: (raw: Record<string, unknown>): { level?: PolicyLevel } =>
    isLevel(raw.level) ? { level: raw.level } : {},
  component: function NewBlockRoute() {
    const navigate = Route.useNavigate();
    return (
      <NewBlockPage
        level={Route.useSearch().level}
        onLevelChange={(level) => void navigate({ search: { level }, replace: true })}
      />
    );
  },
});

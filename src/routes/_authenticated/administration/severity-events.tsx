// /administration/severity-events: the event-severity rules of the selected agms group.
import { createFileRoute } from '@tanstack/react-router';
import { rolePolicyTemplateStore } from '../../../access/role-policy-template';
import { ruleLevelOf } from '../../../features/event-rules/api/rule-kinds';
import { severityRulesQuery } from '../../../features/event-rules/api/rule-queries';
import { EventRulesPage } from '../../../features/event-rules/components/EventRulesPage';
import { scopeStore } from '../../../scope/scope-store';

export const Route = createFileRoute('/_authenticated/administration/severity-events')({
  beforeLoad: async ({ context, location }) => {
    const { guardPath } = await import('../../-guard');
    return guardPath(location.pathname, context.session.role, location.search as Record<string, unknown>);
  },
  loader: async ({ context }) => {
    const level = ruleLevelOf('group', rolePolicyTemplateStore.get());
    // Only an agms group (one with a main id) has rules; otherwise the page says what to select.
    if (!level || !scopeStore.getSelection().group?.mainId) return;
    await context.queryClient.ensureQueryData(severityRulesQuery(context.queries, level));
  },
  component: RulesRoute,
});

function RulesRoute() {
  const { access } = Route.useRouteContext();
  return <EventRulesPage kind="severity" levelKind="group" conditions={access.conditions} />;
}

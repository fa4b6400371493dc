// /administration/severity-events-role: the event-severity rules of the selected role-policy template (templateId and templateType in the search params, or the one chosen before).
import { createFileRoute } from '@tanstack/react-router';
import { EventRulesPage } from '../../../features/event-rules/components/EventRulesPage';

export const Route = createFileRoute('/_authenticated/administration/severity-events-role')({
  loader: async ({ context }) => {
    const { loadRules } = await import('../../../features/event-rules/api/rule-loader');
    await loadRules(context.queryClient, context.queries, 'severity', 'template');
  },
  component: RulesRoute,
});

function RulesRoute() {
  const { access } = Route.useRouteContext();
  return <EventRulesPage kind="severity" levelKind="template" conditions={access?.conditions} />;
}

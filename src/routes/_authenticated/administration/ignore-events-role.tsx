// /administration/ignore-events-role: the ignore-event rules of the selected role-policy template (templateId and templateType in the search params, or the one chosen before).
import { createFileRoute } from '@tanstack/react-router';
import { EventRulesPage } from '../../../features/event-rules/components/EventRulesPage';

export const Route = createFileRoute('/_authenticated/administration/ignore-events-role')({
  loader: async ({ context }) => {
    const { loadRules } = await import('../../../features/event-rules/api/rule-loader');
    await loadRules(context.queryClient, context.queries, 'ignore', 'template');
  },
  component: RulesRoute,
});

function RulesRoute() {
  const { access } = Route.useRouteContext();
  return <EventRulesPage kind="ignore" levelKind="template" conditions={access?.conditions} />;
}

// /administration/severity-events: the event-severity rules of the selected agms group.
import { createFileRoute } from '@tanstack/react-router';
import { EventRulesPage } from '../../../features/event-rules/components/EventRulesPage';

export const Route = createFileRoute('/_authenticated/administration/severity-events')({
  loader: async ({ context }) => {
    const { loadRules } = await import('../../../features/event-rules/api/rule-loader');
    await loadRules(context.queryClient, context.queries, 'severity', 'group');
  },
  component: RulesRoute,
});

function RulesRoute() {
  const { access } = Route.useRouteContext();
  return <EventRulesPage kind="severity" levelKind="group" conditions={access?.conditions} />;
}

// /settings/agent-settings: the agent main settings (the {product}Main calls) of the scope in
// the schema form, instead of the legacy management server's page (see the access table).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { agentSettingsQuery } from '../../../features/agent-settings/api/agent-settings-query';
import { AgentSettingsPage } from '../../../features/agent-settings/components/AgentSettingsPage';

export const Route = createFileRoute('/_authenticated/settings/agent-settings')({
  loader: ({ context }) => loadPage(context.queryClient, { needed: [agentSettingsQuery(context.queries)] }),
  component: AgentSettingsPage,
});

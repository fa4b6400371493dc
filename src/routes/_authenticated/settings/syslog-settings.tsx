// /settings/syslog-settings: the selected company's syslog settings.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { syslogSettingsQuery } from '../../../features/settings/api/settings-queries';
import { SyslogSettingsPage } from '../../../features/settings/components/SyslogSettingsPage';

export const Route = createFileRoute('/_authenticated/settings/syslog-settings')({
  loader: ({ context }) => loadPage(context.queryClient, { needed: [syslogSettingsQuery(context.queries)] }),
  component: SyslogSettingsPage,
});

// /settings/syslog-settings: the selected company's syslog settings.
import { createFileRoute } from '@tanstack/react-router';
import { syslogSettingsQuery } from '../../../features/settings/api/settings-queries';
import { SyslogSettingsPage } from '../../../features/settings/components/SyslogSettingsPage';

export const Route = createFileRoute('/_authenticated/settings/syslog-settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(syslogSettingsQuery(context.queries)),
  component: SyslogSettingsPage,
});

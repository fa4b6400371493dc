// /settings/smtp-settings: the email settings (global for a Global Admin, per company otherwise).
import { createFileRoute } from '@tanstack/react-router';
import { emailSettingsQuery } from '../../../features/settings/api/settings-queries';
import { SmtpSettingsPage } from '../../../features/settings/components/SmtpSettingsPage';

export const Route = createFileRoute('/_authenticated/settings/smtp-settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(emailSettingsQuery(context.queries)),
  component: SmtpSettingsPage,
});

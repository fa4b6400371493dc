// /settings/smtp-settings: the email settings (global for a Global Admin, per company otherwise).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { emailSettingsQuery } from '../../../features/settings/api/settings-queries';
import { SmtpSettingsPage } from '../../../features/settings/components/SmtpSettingsPage';

export const Route = createFileRoute('/_authenticated/settings/smtp-settings')({
  loader: ({ context }) => loadPage(context.queryClient, { needed: [emailSettingsQuery(context.queries)] }),
  component: SmtpSettingsPage,
});

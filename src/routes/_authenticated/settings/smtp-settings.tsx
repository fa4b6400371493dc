// /settings/smtp-settings: the email settings (global for a Global Admin, per company otherwise).
import { createFileRoute } from '@tanstack/react-router';
import { emailSettingsQuery } from '../../../features/settings/api/settings-queries';
import { SmtpSettingsPage } from '../../../features/settings/components/SmtpSettingsPage';

export const Route = createFileRoute('/_authenticated/settings/smtp-settings')({
  beforeLoad: async ({ context, location }) => {
    const { guardPath } = await import('../../-guard');
    return guardPath(location.pathname, context.session.role, location.search as Record<string, unknown>);
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(emailSettingsQuery(context.queries)),
  component: SmtpSettingsPage,
});

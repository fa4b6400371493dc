// company-selection: outside the shell, authentication required (spec section 2); the screen
// comes with a later issue.
import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPage } from '../components/not-built-yet/NotBuiltYetPage';
import { ensureSession } from '../session/session-query';

export const Route = createFileRoute('/company-selection')({
  beforeLoad: async ({ context, location }) => {
    await ensureSession(context.queryClient, context.api, location.href);
  },
  component: CompanySelection,
});

function CompanySelection() {
  return <NotBuiltYetPage titleKey="nav.route.companySelection" />;
}

// /password-reset: public (spec section 2; issue 31): ask for a reset link, or set a new
// password with one. The form messages are the console's, loaded before the page.
import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../features/account/components/PasswordResetPage';
import { loadConsoleMessages } from '../i18n/i18n';

export const Route = createFileRoute('/password-reset')({
  loader: () => loadConsoleMessages(),
  component: PasswordResetRoute,
});

function PasswordResetRoute() {
  const { api } = Route.useRouteContext();
  return <PasswordResetPage client={api} />;
}

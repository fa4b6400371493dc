// /password-reset: public (spec section 2); the screen comes with a later issue.
import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPage } from '../components/not-built-yet/NotBuiltYetPage';

export const Route = createFileRoute('/password-reset')({
  component: PasswordReset,
});

function PasswordReset() {
  return <NotBuiltYetPage titleKey="nav.route.passwordReset" />;
}

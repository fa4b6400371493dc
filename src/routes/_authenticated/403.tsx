// The 403 page inside the shell: where the guard sends a role that may not open a page, and
// where a 403 answer of the API leads (spec section 8).
import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../../components/layout/ForbiddenPage';

export const Route = createFileRoute('/_authenticated/403')({
  component: ForbiddenPage,
});

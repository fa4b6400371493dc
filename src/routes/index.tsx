// "/" redirects to the company overview (spec section 2), which sends a Global Admin on.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '../access/paths';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: HOME_PATH, replace: true });
  },
});

// The page access table: the signed-in user's own pages.
import { ALL, built, type RouteAccess } from '../route-rows';

export const ACCOUNT_ROUTES: readonly RouteAccess[] = [
  built('/profile', 'nav.route.profile', 'account', ALL, {
    reason: 'every user has a profile',
  }),
];

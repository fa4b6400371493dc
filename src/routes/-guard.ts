// The one route guard (spec section 6: "a page is shown only if the selected role is allowed
// for it; otherwise the 403 page appears"). The generic table route uses it for every entry it
// serves; a screen built later as its own file route calls it in its beforeLoad the same way:
//   beforeLoad: ({ context, location }) => guardPath(location.pathname, context.session.role, location.search)
import { notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { decideRoute, findRoute } from '../access/access-decisions';
import { rolePolicyTemplateStore, templateFromSearch } from '../access/role-policy-template';
import { FORBIDDEN_PATH } from '../access/paths';
import type { RouteAccess } from '../access/route-access';
import type { RoleName } from '../access/roles';
import { currentAccessFacts } from '../access/use-access-facts';

export function guardPath(
  pathname: string,
  role: RoleName | null,
  search: Record<string, unknown> = {},
): { access: RouteAccess } {
  const entry = findRoute(pathname);
  if (!entry) throw notFound({ routeId: rootRouteId });
  // A role-policy page opened with its template names the template the policy menus follow.
  const template = templateFromSearch(search);
  if (template) rolePolicyTemplateStore.set(template);
  const decision = decideRoute(entry, currentAccessFacts(role));
  if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true });
  if (decision.kind === 'forbidden') throw redirect({ href: FORBIDDEN_PATH, replace: true });
  return { access: entry };
}

/** Paths the authenticated shell serves: the access table's, and its own 403 page. */
export function isShellPath(pathname: string): boolean {
  return findRoute(pathname) !== null || pathname.replace(/\/+$/, '') === FORBIDDEN_PATH;
}

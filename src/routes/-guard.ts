// The one route guard (spec section 6: "a page is shown only if the selected role is allowed
// for it; otherwise the 403 page appears"). The authenticated shell (_authenticated.tsx) runs it
// in its beforeLoad, which TanStack Router runs again on every navigation under the shell (a
// change of child included), and hands the page's table entry to the pages through the router
// context (`context.access`). A page needs no guard code of its own.
import { notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { decideRoute, findRoute } from '../access/access-decisions';
import { normalizePathname } from '../access/route-path';
import { rolePolicyTemplateStore, templateFromSearch } from '../access/role-policy-template';
import { FORBIDDEN_PATH } from '../access/paths';
import type { RouteAccess } from '../access/route-access';
import type { RoleName } from '../domain/roles';
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

const isForbiddenPage = (pathname: string): boolean => normalizePathname(pathname) === FORBIDDEN_PATH;

/** Paths the authenticated shell serves: the access table's, and its own 403 page. */
export function isShellPath(pathname: string): boolean {
  return findRoute(pathname) !== null || isForbiddenPage(pathname);
}

/**
 * The shell's decision for a location: its table entry (or a thrown redirect), and no entry on
 * the shell's own 403 page, which every role may see.
 */
export function guardShell(
  pathname: string,
  role: RoleName | null,
  search: Record<string, unknown> = {},
): { access: RouteAccess | null } {
  return isForbiddenPage(pathname) ? { access: null } : guardPath(pathname, role, search);
}

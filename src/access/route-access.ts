// ONE access table for the console's pages (spec sections 2 and 6): every route and every menu
// entry, with the roles allowed, the conditions, the kind of screen, the legacy page it frames,
// its title and breadcrumb. The route guards, the sidebar, the page titles and in-page removal
// of elements (useCan/<Can>) all read this index; route-access.test.ts walks every (route, role).
//
// The rows live by area in route-table/*.ts, each with its literal path, typed against the
// router's route tree (route-rows.ts); the menu in menu-entries.ts. Section 6 lists menus by role
// and says "a page is shown only if the selected role is allowed for it"; it names no route's
// roles. So a route is open to the roles whose menu leads to it, its detail pages inherit them,
// and every other choice carries a one-line `reason`.
import type { AccessCondition } from './access-facts';
import { FORBIDDEN_PATH, LOGIN_PATH } from './paths';
import { ALL, type FileRoutePath, type RouteAccess, type RouteKind } from './route-rows';
import { ACCOUNT_ROUTES } from './route-table/account';
import { ADMINISTRATION_ROUTES } from './route-table/administration';
import { ADMINISTRATION_LEGACY_ROUTES } from './route-table/administration-legacy';
import { ALERT_CONSOLE_ROUTES } from './route-table/alert-console';
import { DASHBOARD_ROUTES } from './route-table/dashboard';
import { ENDPOINT_ROUTES } from './route-table/endpoints';
import { INSPECTION_ROUTES } from './route-table/inspection';
import { POLICY_MANAGEMENT_ROUTES } from './route-table/policy-management';
import { POLICY_PAGE_ROUTES } from './route-table/policy-pages';
import { POLICY_REVIEW_ROUTES } from './route-table/policy-review';
import { SETTINGS_ROUTES } from './route-table/settings';
import { ROLES, type RoleName } from '../domain/roles';

export { SECTIONS, type RoleRedirect, type RouteAccess, type RouteKind, type SectionId } from './route-rows';
export { MENU_ENTRIES, MENU_GROUPS, type MenuEntry, type MenuGroupId } from './menu-entries';

const ROUTES: readonly RouteAccess[] = [
  ...DASHBOARD_ROUTES,
  ...INSPECTION_ROUTES,
  ...ALERT_CONSOLE_ROUTES,
  ...ENDPOINT_ROUTES,
  ...SETTINGS_ROUTES,
  ...ACCOUNT_ROUTES,
  ...POLICY_MANAGEMENT_ROUTES,
  // Administration's own pages before policy review's under /administration, then the legacy
  // ones: a section's bare path falls back to the first page under it the role may open.
  ...ADMINISTRATION_ROUTES,
  ...POLICY_REVIEW_ROUTES,
  ...ADMINISTRATION_LEGACY_ROUTES,
  ...POLICY_PAGE_ROUTES,
];

/** The rows, a redirect's roles filled in: its target's, or those of the pages under a section's bare path. */
export const ROUTE_ACCESS: readonly RouteAccess[] = ROUTES.map((entry) => {
  if (entry.kind !== 'redirect') return entry;
  // '/' is everyone's way in: the dashboard sends the Global admin on to manage-partners.
  if (entry.path === '/') return { ...entry, roles: ALL };
  if (entry.firstOpenUnder) {
    const under = `${entry.firstOpenUnder}/`;
    const roles = new Set(ROUTES.filter((r) => r.path.startsWith(under)).flatMap((r) => [...r.roles]));
    return { ...entry, roles: ROLES.filter((role) => roles.has(role)) };
  }
  const target = ROUTES.find((candidate) => candidate.path === entry.redirectTo);
  return { ...entry, roles: target ? target.roles : [] };
});

/** Pages outside the shell (spec section 2, public routes) and the shell's own pages. */
export interface StandaloneRoute {
  path: FileRoutePath;
  titleKey: string;
  /** guest: signed-in users are sent on; public: anyone; session: authentication required. */
  access: 'guest' | 'public' | 'session';
  kind: RouteKind;
}

export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: LOGIN_PATH, titleKey: 'nav.route.login', access: 'guest', kind: 'built' },
  { path: '/password-reset', titleKey: 'nav.route.passwordReset', access: 'public', kind: 'built' },
  {
    path: '/company-selection',
    titleKey: 'nav.route.companySelection',
    access: 'session',
    kind: 'built',
  },
  { path: FORBIDDEN_PATH, titleKey: 'nav.route.forbidden', access: 'session', kind: 'built' },
];

// ---------------------------------------------------------------------------------------------
// In-page elements (useCan / <Can element=...>): rules that are not a page.

export interface ElementAccess {
  roles: readonly RoleName[];
  conditions?: readonly AccessCondition[];
  reason?: string;
}

// Buttons that change data are not elements here: useCanCall asks the operation table.
export const ELEMENT_ACCESS = {
  /** Actions on the selected group's policy (spec: removed when no agms group with a main id). */
  agmsGroupActions: {
    roles: ALL,
    conditions: ['agmsGroupWithMainId'],
  },
} as const satisfies Record<string, ElementAccess>;

export type ElementId = keyof typeof ELEMENT_ACCESS;

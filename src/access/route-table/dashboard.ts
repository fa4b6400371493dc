// The page access table: the way in (/) and the dashboards (spec section 2).
import { ALL_BUT_GLOBAL, built, redirect, type RouteAccess } from '../route-rows';
import { G } from '../../domain/roles';

export const DASHBOARD_ROUTES: readonly RouteAccess[] = [
  // '/' has an index route of its own (src/routes/index.tsx), which sends everyone on.
  {
    path: '/',
    titleKey: 'nav.route.dashboard',
    section: 'dashboard',
    roles: [],
    kind: 'redirect',
    redirectTo: '/dashboard/company-overview',
  },
  {
    ...redirect(
      '/dashboard',
      'nav.route.dashboard',
      'dashboard',
      '/dashboard/company-overview',
      'the spec gives /dashboard children only; the Global admin goes on as from company-overview',
    ),
    roleRedirects: [{ roles: [G], to: '/administration/manage-partners' }],
  },
  built('/dashboard/company-overview', 'nav.route.companyOverview', 'dashboard', ALL_BUT_GLOBAL, {
    titleKeyByRole: {
      AGMSAdmin: 'nav.dashboardTitle.global',
      PartnerAdmin: 'nav.dashboardTitle.partner',
      CompanyAdmin: 'nav.dashboardTitle.company',
      SiteAdmin: 'nav.dashboardTitle.site',
      SiteAudit: 'nav.dashboardTitle.site',
      GroupAdmin: 'nav.dashboardTitle.group',
      GroupAudit: 'nav.dashboardTitle.group',
    },
    roleRedirects: [{ roles: [G], to: '/administration/manage-partners' }],
  }),
  built('/dashboard/custom-dashboard', 'nav.route.customDashboard', 'dashboard', ALL_BUT_GLOBAL, {
    reason:
      'the dashboard menu entry is every role\u2019s but the Global admin\u2019s; so is its custom dashboard',
  }),
];

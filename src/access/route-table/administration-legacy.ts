// The page access table: the legacy management server's pages the console frames (spec
// section 2), the partner view's company list and the administration pages under /administration.
import { legacy, POLICY_MANAGEMENT, type RouteAccess } from '../route-rows';
import { C, G, GR, P, S } from '../../domain/roles';

export const ADMINISTRATION_LEGACY_ROUTES: readonly RouteAccess[] = [
  // The partner view's company list (top level)
  legacy('/manage-companies', 'nav.route.manageCompanies', 'manageCompanies', [G, P], 'company-list', {
    reason:
      'the spec gives no children; it frames the partner view\u2019s company list, as the operation table opens company writes to Global and Partner admins',
  }),

  // Administration: embedded legacy pages
  legacy(
    '/administration/manage-company',
    'nav.route.companyDashboard',
    'administration',
    [P],
    'manage-company',
  ),
  legacy('/administration/manage-license', 'nav.route.licenses', 'administration', [P], 'manage-license'),
  legacy(
    '/administration/install-package',
    'nav.route.installPackage',
    'administration',
    [G, P],
    'install-package',
    {
      reason: 'Global admin\u2019s menu; on the partner view list, so a Partner admin too',
    },
  ),
  legacy('/administration/add-publisher', 'nav.route.addPublisher', 'administration', [P], 'add-publisher'),
  legacy(
    '/administration/global-role-policies',
    'nav.route.globalRolePolicies',
    'administration',
    [P],
    'global-role-policies',
  ),
  legacy(
    '/administration/company-overview',
    'nav.route.companyManagement',
    'administration',
    [C],
    'company-overview',
  ),
  legacy('/administration/site-overview', 'nav.route.siteOverview', 'administration', [S], 'site-overview', {
    conditions: ['siteWithMainId'],
  }),
  legacy(
    '/administration/manage-dashboard',
    'nav.route.manageDashboard',
    'administration',
    [C],
    'manage-dashboard',
  ),
  legacy('/administration/agent-task', 'nav.route.agentTask', 'administration', [S, GR], 'agent-task'),
  legacy(
    '/administration/agent-settings',
    'nav.route.agentSettings',
    'administration',
    [C],
    'agent-settings',
  ),
  legacy('/administration/audit-viewer', 'nav.route.auditViewer', 'administration', [G, P], 'audit-viewer'),
  legacy(
    '/administration/company-audit-viewer',
    'nav.route.companyAuditViewer',
    'administration',
    [C],
    'company-audit-viewer',
    {
      reason: 'the company admin\u2019s "audit viewer" is the company audit viewer',
    },
  ),
  legacy(
    '/administration/role-policy-list',
    'nav.route.rolePolicyList',
    'administration',
    [C],
    'role-policy-list',
  ),
  legacy('/administration/networks', 'nav.route.networks', 'administration', POLICY_MANAGEMENT, 'networks', {
    reason: 'network and script lists serve the policies of company and group admins',
  }),
  legacy('/administration/scripts', 'nav.route.scripts', 'administration', POLICY_MANAGEMENT, 'scripts', {
    reason: 'network and script lists serve the policies of company and group admins',
  }),
  legacy('/administration/group-list', 'nav.route.groupList', 'administration', [S], 'group-list', {
    conditions: ['siteWithMainId'],
  }),
  legacy(
    '/administration/group-dashboard',
    'nav.route.groupDashboard',
    'administration',
    [GR],
    'group-dashboard',
    {
      conditions: ['agmsGroupWithMainId'],
    },
  ),
  legacy(
    '/administration/policy-management',
    'nav.route.policyManagementCompany',
    'administration',
    [C],
    'policy-management',
    {
      reason: 'company-level legacy policy management: the company admin\u2019s role policies',
    },
  ),
  legacy(
    '/administration/policy-management/group',
    'nav.route.policyManagementGroup',
    'policyPages',
    [GR],
    'policy-management-group',
    {
      conditions: ['agmsGroupWithMainId'],
      reason: 'group-level legacy policy management: the group admin\u2019s policy pages',
    },
  ),
  legacy('/administration/publishers', 'nav.route.publishers', 'administration', [C], 'publishers', {
    reason: 'the company admin\u2019s "publishers" menu: the company\u2019s publisher list, no group needed',
  }),
];

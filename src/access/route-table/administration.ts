// The page access table: the administration pages built here (spec sections 2 and 6); the
// legacy pages framed under /administration are in administration-legacy.ts, the group admin's
// policy pages in policy-pages.ts, policy review in policy-review.ts.
import { built, type RouteAccess, sectionEntry } from '../route-rows';
import { C, G, GR, P, S } from '../../domain/roles';

export const ADMINISTRATION_ROUTES: readonly RouteAccess[] = [
  // Administration: own pages
  sectionEntry('/administration', 'nav.section.administration', 'administration'),
  built('/administration/company-list', 'nav.route.companyList', 'administration', [G, P], {
    reason: 'Partner admin\u2019s menu; the operation table opens company writes to the Global admin too',
  }),
  built('/administration/user-activity', 'nav.route.userActivity', 'administration', [P, C]),
  built('/administration/change-log', 'nav.route.changeLog', 'administration', [G, P, C], {
    reason: 'the change history (issue 29) is read by the roles with the audit viewer\u2019s menus',
  }),
  built('/administration/users', 'nav.route.users', 'administration', [G, P, C]),
  built('/administration/manage-partners', 'nav.route.managePartners', 'administration', [G]),
  built('/administration/ignore-events', 'nav.route.ignoreEvents', 'policyPages', [GR], {
    conditions: ['agmsGroupWithMainId'],
    reason: 'group-level rules (section 2): the group admin\u2019s policy pages, for an agms group',
  }),
  built('/administration/severity-events', 'nav.route.severityEvents', 'policyPages', [GR], {
    conditions: ['agmsGroupWithMainId'],
    reason: 'group-level rules (section 2): the group admin\u2019s policy pages, for an agms group',
  }),
  built('/administration/ignore-events-role', 'nav.route.ignoreEventsRole', 'administration', [C], {
    parent: '/administration/role-policy-list',
    conditions: ['rolePolicyTemplate'],
    reason: 'role-policy level rules go with the company admin\u2019s role policy list',
  }),
  built('/administration/severity-events-role', 'nav.route.severityEventsRole', 'administration', [C], {
    parent: '/administration/role-policy-list',
    conditions: ['rolePolicyTemplateNotType2'],
    reason:
      'severity rules need a template type other than 2 (section 2 names "some"; this is the one decided)',
  }),
  built('/administration/policy-overview', 'nav.route.policyOverview', 'administration', [C, S, GR], {
    reason: '"policy analysis" of company and site admins; group admins reach it with their policy pages',
  }),
];

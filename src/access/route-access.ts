// ONE access table for the console's pages (spec sections 2 and 6): every route and every menu
// entry, with the roles allowed, the conditions, the kind of screen, the legacy page it frames,
// its title and breadcrumb. The route guards, the sidebar, the page titles and in-page removal
// of elements (useCan/<Can>) all read this file; route-access.test.ts walks every (route, role).
//
// Section 6 lists menus by role and says "a page is shown only if the selected role is allowed
// for it"; it names no route's roles. So a route is open to the roles whose menu leads to it,
// its detail pages inherit them, and every other choice carries a one-line `reason`.
import type { AccessCondition } from './access-facts';
import type { LegacyPageId } from '../domain/legacy-pages';
import { FORBIDDEN_PATH, HOME_PATH, LOGIN_PATH } from './paths';
import { C, G, GA, GR, P, ROLES, S, SA, type RoleName } from '../domain/roles';

/** not-built: a screen a later issue builds; legacy: a framed legacy page; built: done here. */
export type RouteKind = 'not-built' | 'legacy' | 'built' | 'redirect';

/** Breadcrumb roots: the area a page belongs to, with the page its crumb links to (if any). */
export const SECTIONS = {
  dashboard: { titleKey: 'nav.section.dashboard', home: '/dashboard/company-overview' },
  administration: { titleKey: 'nav.section.administration', home: null },
  policyPages: { titleKey: 'nav.section.policyPages', home: null },
  manageCompanies: { titleKey: 'nav.section.manageCompanies', home: null },
  hashInspection: { titleKey: 'nav.section.hashInspection', home: '/hash-inspection/malicious' },
  eventInspection: { titleKey: 'nav.section.eventInspection', home: '/event-inspection/all-events' },
  // Saved filters are views of the event inspection: their crumb leads there.
  savedFilters: { titleKey: 'nav.section.eventInspection', home: '/event-inspection/all-events' },
  // Spec section 2: "/alert-console with breadcrumb to unresolved".
  alertConsole: { titleKey: 'nav.section.alertConsole', home: '/alert-console/unresolved' },
  assets: { titleKey: 'nav.section.assets', home: '/endpoints/computers/all' },
  settings: { titleKey: 'nav.section.settings', home: null },
  account: { titleKey: 'nav.section.account', home: null },
  threatIntelligence: { titleKey: 'nav.section.threatIntelligence', home: null },
  policyManagement: { titleKey: 'nav.section.policyManagement', home: '/policy/home' },
  policyReview: { titleKey: 'nav.section.policyReview', home: '/policies/policy-review' },
} as const satisfies Record<string, { titleKey: string; home: string | null }>;

export type SectionId = keyof typeof SECTIONS;

export interface RoleRedirect {
  roles: readonly RoleName[];
  to: string;
}

export interface RouteAccess {
  /** TanStack syntax: `$name` is a parameter segment. */
  path: string;
  titleKey: string;
  /** The title for a role when it differs (the dashboard follows the role). */
  titleKeyByRole?: Partial<Record<RoleName, string>>;
  section: SectionId;
  /** A page of this table shown as the crumb between the section and this page. */
  parent?: string;
  /** The roles that may open the page; others get the 403 page (or a role redirect). */
  roles: readonly RoleName[];
  /** Roles sent elsewhere instead of the 403 page (spec: Global Admin at company-overview ...). */
  roleRedirects?: readonly RoleRedirect[];
  /** Unmet: the page opens and says what to select (the menu entry is removed). */
  conditions?: readonly AccessCondition[];
  kind: RouteKind;
  legacyPage?: LegacyPageId;
  /** For kind 'redirect': where to. */
  redirectTo?: string;
  /** For kind 'redirect' without `redirectTo`: the first page under this path the role may open (menu order). */
  firstOpenUnder?: string;
  /** Why, where the spec is partial and this table decides. */
  reason?: string;
}

const ALL: readonly RoleName[] = ROLES;
const ALL_BUT_GLOBAL: readonly RoleName[] = [P, C, S, SA, GR, GA];
/** Company admins and auditors: hash and event inspection (section 6 menus). */
const INSPECTION: readonly RoleName[] = [C, SA, GA];
/** Partner and company admins and auditors: the asset (endpoint) pages (section 6 menus). */
const ASSETS: readonly RoleName[] = [P, C, SA, GA];
/** The alert console: Global and company admins, auditors (section 6 menus). */
const ALERTS: readonly RoleName[] = [G, C, SA, GA];
/** Spec section 6: security and deployment-health alert configuration. */
const ALERT_CONFIG_TENANT: readonly RoleName[] = [P, C, GR, GA, S, SA];
/** Policy review, tuning and compare: the group admin's policy pages (disabled for company and site roles). */
const POLICY_REVIEW: readonly RoleName[] = [GR];
/** Policy management: company admins (role policies) and group admins (policy pages). */
const POLICY_MANAGEMENT: readonly RoleName[] = [C, GR];

const POLICY_REVIEW_REASON =
  'policy review belongs to the group admin\u2019s policy pages; disabled for company and site roles (section 2)';

const screen = (
  path: string,
  titleKey: string,
  section: SectionId,
  roles: readonly RoleName[],
  extra: Partial<RouteAccess> = {},
): RouteAccess => ({ path, titleKey, section, roles, kind: 'not-built', ...extra });

const legacy = (
  path: string,
  titleKey: string,
  section: SectionId,
  roles: readonly RoleName[],
  legacyPage: LegacyPageId,
  extra: Partial<RouteAccess> = {},
): RouteAccess => ({ path, titleKey, section, roles, kind: 'legacy', legacyPage, ...extra });

/** A redirect; its roles are its target's (filled in below), so a role the target refuses gets the 403 page at once. */
const redirect = (
  path: string,
  titleKey: string,
  section: SectionId,
  redirectTo: string,
  reason?: string,
): RouteAccess => ({
  path,
  titleKey,
  section,
  roles: [],
  kind: 'redirect',
  redirectTo,
  ...(reason ? { reason } : {}),
});

/** A section's bare path: the first page under it the role may open; its roles are those of the pages under it (below). */
const sectionEntry = (path: string, titleKey: string, section: SectionId): RouteAccess => ({
  path,
  titleKey,
  section,
  roles: [],
  kind: 'redirect',
  firstOpenUnder: path,
  reason: 'the spec names the section’s children only; the bare path opens the first the role may open',
});

const groupPolicyPage = (name: LegacyPageId, titleKey: string): RouteAccess =>
  legacy(`/administration/${name}`, titleKey, 'policyPages', [GR], name, {
    conditions: ['agmsGroupWithMainId'],
    reason:
      'embedded policy pages edit an agms group\u2019s policy: the group admin\u2019s "policy pages" (section 6)',
  });

const ROUTES: readonly RouteAccess[] = [
  // Top level
  redirect('/', 'nav.route.dashboard', 'dashboard', '/dashboard/company-overview'),
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
  screen('/dashboard/company-overview', 'nav.route.companyOverview', 'dashboard', ALL_BUT_GLOBAL, {
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
    kind: 'built',
  }),
  screen('/dashboard/custom-dashboard', 'nav.route.customDashboard', 'dashboard', ALL_BUT_GLOBAL, {
    kind: 'built',
    reason:
      'the dashboard menu entry is every role\u2019s but the Global admin\u2019s; so is its custom dashboard',
  }),
  legacy('/manage-companies', 'nav.route.manageCompanies', 'manageCompanies', [G, P], 'company-list', {
    reason:
      'the spec gives no children; it frames the partner view\u2019s company list, as the operation table opens company writes to Global and Partner admins',
  }),

  // Hash inspection
  screen('/hash-inspection', 'nav.route.threatInspection', 'hashInspection', INSPECTION, {
    kind: 'built',
  }),
  screen('/hash-inspection/malicious', 'nav.route.maliciousHashes', 'hashInspection', INSPECTION, {
    parent: '/hash-inspection',
    kind: 'built',
  }),
  screen('/hash-inspection/$hash', 'nav.route.hashDetails', 'hashInspection', [...INSPECTION, GR], {
    parent: '/hash-inspection',
    reason:
      'the group admin decides on the unique blocks of their groups: each block\u2019s hash opens its evidence, read-only and scoped to their groups (issue 32); the hash lists and the menu stay the inspection roles\u2019',
    kind: 'built',
  }),

  // Event inspection
  redirect(
    '/event-inspection',
    'nav.route.eventInspection',
    'eventInspection',
    '/event-inspection/all-events',
    'the spec names /event-inspection/{param} only; the bare path opens its shortcut',
  ),
  screen('/event-inspection/all-events', 'nav.route.allEvents', 'eventInspection', INSPECTION, {
    kind: 'built',
  }),
  screen('/event-inspection/$view', 'nav.route.eventInspection', 'eventInspection', INSPECTION, {
    reason:
      'the {param} names a view: summary-events (individual events are the all-events shortcut); the full event and its process tree are the drawer of an event (?detail=<eventId>)',
    kind: 'built',
  }),

  // Saved filters
  screen('/saved-filters', 'nav.route.savedFilters', 'savedFilters', INSPECTION, {
    reason: 'saved filters are views of the event inspection: its roles',
    kind: 'built',
  }),
  screen('/saved-filters/$filterId', 'nav.route.savedFilter', 'savedFilters', INSPECTION, {
    parent: '/saved-filters',
    reason:
      'the {param} is a saved filter\u2019s id: it opens the event inspection with the filter\u2019s view',
    kind: 'built',
  }),

  // Alert console
  redirect(
    '/alert-console',
    'nav.route.alertConsole',
    'alertConsole',
    '/alert-console/unresolved',
    'breadcrumb and default view: unresolved (section 2)',
  ),
  screen('/alert-console/unresolved', 'nav.route.alertsUnresolved', 'alertConsole', ALERTS, {
    kind: 'built',
  }),
  screen('/alert-console/all', 'nav.route.alertsAll', 'alertConsole', ALERTS, { kind: 'built' }),
  screen('/alert-console/inreview', 'nav.route.alertsInReview', 'alertConsole', ALERTS, { kind: 'built' }),
  screen('/alert-console/resolved', 'nav.route.alertsResolved', 'alertConsole', ALERTS, { kind: 'built' }),
  screen(
    '/alert-console/configuration/security-alerts',
    'nav.route.securityAlertConfig',
    'alertConsole',
    ALERT_CONFIG_TENANT,
    {
      kind: 'built',
      reason: 'spec section 6 names these six roles (their menus do not list the alert console)',
    },
  ),
  screen(
    '/alert-console/configuration/deployment-health-alerts',
    'nav.route.deploymentHealthAlertConfig',
    'alertConsole',
    ALERT_CONFIG_TENANT,
    {
      kind: 'built',
      reason: 'spec section 6 names these six roles (their menus do not list the alert console)',
    },
  ),
  screen('/alert-console/configuration/system-alerts', 'nav.route.systemAlertConfig', 'alertConsole', [G], {
    kind: 'built',
  }),
  screen(
    '/alert-console/configuration/live-site-alerts',
    'nav.route.liveSiteAlertConfig',
    'alertConsole',
    [G],
    {
      kind: 'built',
    },
  ),

  // Endpoints (assets)
  redirect(
    '/endpoints',
    'nav.route.assets',
    'assets',
    '/endpoints/computers/all',
    'the spec gives /endpoints children only; its shortcut opens',
  ),
  screen('/endpoints/users-by-computers', 'nav.route.usersByComputers', 'assets', ASSETS, { kind: 'built' }),
  screen('/endpoints/computers/all', 'nav.route.allComputers', 'assets', ASSETS, { kind: 'built' }),
  screen('/endpoints/computers/$status', 'nav.route.computers', 'assets', ASSETS, { kind: 'built' }),
  screen('/endpoints/computer/$computerGuid', 'nav.route.computerDetails', 'assets', ASSETS, {
    kind: 'built',
    parent: '/endpoints/computers/all',
  }),
  screen('/endpoints/company', 'nav.route.assetCompanies', 'assets', ASSETS, { kind: 'built' }),
  screen('/endpoints/company/$companyId/sites', 'nav.route.assetSites', 'assets', ASSETS, {
    kind: 'built',
    parent: '/endpoints/company',
  }),
  screen('/endpoints/company/$companyId/sites/$siteGuid/groups', 'nav.route.assetGroups', 'assets', ASSETS, {
    kind: 'built',
    parent: '/endpoints/company',
  }),
  screen(
    '/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers',
    'nav.route.assetGroupComputers',
    'assets',
    ASSETS,
    { kind: 'built', parent: '/endpoints/company' },
  ),
  screen(
    '/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers/$computerGuid',
    'nav.route.computerDetails',
    'assets',
    ASSETS,
    { kind: 'built', parent: '/endpoints/company' },
  ),
  legacy('/endpoints/manage', 'nav.route.manageEndpoints', 'assets', [P, C], 'endpoints-manage', {
    reason: 'managing endpoints is an admin task: the asset roles without the auditors',
  }),

  // Settings
  sectionEntry('/settings', 'nav.section.settings', 'settings'),
  screen('/settings/hash-lookup', 'nav.route.hashLookupSettings', 'settings', [G], { kind: 'built' }),
  screen('/settings/syslog-settings', 'nav.route.syslogSettings', 'settings', [C], { kind: 'built' }),
  screen('/settings/smtp-settings', 'nav.route.smtpSettings', 'settings', [G, C], {
    kind: 'built',
    reason:
      'email settings are global for the Global admin, otherwise per company (section 6): company admins too',
  }),
  screen('/settings/sso-settings', 'nav.route.ssoSettings', 'settings', [G, P, C], { kind: 'built' }),
  screen('/settings/sso-settings/new', 'nav.route.ssoNew', 'settings', [G, P, C], {
    kind: 'built',
    parent: '/settings/sso-settings',
  }),
  screen('/settings/pdp-lrp-list', 'nav.route.pdpLrpList', 'settings', [P], {
    kind: 'built',
    roleRedirects: [{ roles: [G, C, S, SA, GR, GA], to: '/settings/pdp-lrp-settings' }],
  }),
  screen('/settings/pdp-lrp-settings', 'nav.route.pdpLrpSettings', 'settings', [G, P, C, S, GR], {
    kind: 'built',
    reason:
      'PDP/LRP menus of Global, company, site and group admins; a Partner admin adds and edits from its list',
  }),
  legacy(
    '/settings/admin-mode-settings',
    'nav.route.adminModeSettings',
    'settings',
    [C],
    'admin-mode-settings',
  ),
  legacy(
    '/settings/installation-settings',
    'nav.route.installationSettings',
    'settings',
    [C],
    'installation-settings',
  ),
  screen('/settings/agent-settings', 'nav.route.agentMainSettings', 'settings', [C], {
    kind: 'built',
    reason:
      'the agent-main calls are the "agent main settings": a schema form here; /administration/agent-settings stays the legacy agent page',
  }),

  // Profile and threat intelligence
  screen('/profile', 'nav.route.profile', 'account', ALL, {
    kind: 'built',
    reason: 'every user has a profile',
  }),
  screen('/cti', 'nav.route.cti', 'threatIntelligence', INSPECTION, {
    kind: 'built',
    reason: 'threat intelligence goes with hash and event inspection',
  }),

  // Policy management
  redirect(
    '/policy',
    'nav.route.policyHome',
    'policyManagement',
    '/policy/home',
    'the spec gives /policy children only; home opens',
  ),
  ...(
    [
      ['home', 'nav.route.policyHome'],
      ['new', 'nav.route.policyNew'],
      ['show', 'nav.route.policyShow'],
      ['spm-global', 'nav.route.spmGlobal'],
      ['shared-policy-topology', 'nav.route.sharedPolicyTopology'],
      ['service-provider-level', 'nav.route.serviceProviderLevel'],
      ['top-level-electives', 'nav.route.topLevelElectives'],
      ['spm-local', 'nav.route.spmLocal'],
      ['iconset', 'nav.route.iconSet'],
    ] as const
  ).map(([name, titleKey]) =>
    screen(`/policy/${name}`, titleKey, 'policyManagement', POLICY_MANAGEMENT, {
      ...(name === 'home' ? {} : { parent: '/policy/home' }),
      reason: 'policy management is company work (role policies) and group work (policy pages)',
    }),
  ),

  // Policy review (/policies)
  redirect(
    '/policies',
    'nav.route.policyReview',
    'policyReview',
    '/policies/policy-review',
    'the spec gives /policies children only',
  ),
  ...reviewLists('/policies/policy-unique-blocks', 'nav.route.uniqueBlocks', 'built'),
  screen('/policies/policy-review', 'nav.route.policyReview', 'policyReview', POLICY_REVIEW, {
    kind: 'built',
    reason: POLICY_REVIEW_REASON,
  }),
  screen(
    '/policies/proposed-unique-blocks',
    'nav.route.proposedUniqueBlocks',
    'policyReview',
    POLICY_REVIEW,
    {
      kind: 'built',
      reason: POLICY_REVIEW_REASON,
    },
  ),
  ...reviewLists('/policies/policy-change-checklist', 'nav.route.policyChangeChecklist', 'built'),

  // Administration: own pages
  sectionEntry('/administration', 'nav.section.administration', 'administration'),
  screen('/administration/company-list', 'nav.route.companyList', 'administration', [G, P], {
    kind: 'built',
    reason: 'Partner admin\u2019s menu; the operation table opens company writes to the Global admin too',
  }),
  screen('/administration/user-activity', 'nav.route.userActivity', 'administration', [P, C], {
    kind: 'built',
  }),
  screen('/administration/users', 'nav.route.users', 'administration', [G, P, C], { kind: 'built' }),
  screen('/administration/manage-partners', 'nav.route.managePartners', 'administration', [G], {
    kind: 'built',
  }),
  screen('/administration/ignore-events', 'nav.route.ignoreEvents', 'policyPages', [GR], {
    kind: 'built',
    conditions: ['agmsGroupWithMainId'],
    reason: 'group-level rules (section 2): the group admin\u2019s policy pages, for an agms group',
  }),
  screen('/administration/severity-events', 'nav.route.severityEvents', 'policyPages', [GR], {
    kind: 'built',
    conditions: ['agmsGroupWithMainId'],
    reason: 'group-level rules (section 2): the group admin\u2019s policy pages, for an agms group',
  }),
  screen('/administration/ignore-events-role', 'nav.route.ignoreEventsRole', 'administration', [C], {
    kind: 'built',
    parent: '/administration/role-policy-list',
    conditions: ['rolePolicyTemplate'],
    reason: 'role-policy level rules go with the company admin\u2019s role policy list',
  }),
  screen('/administration/severity-events-role', 'nav.route.severityEventsRole', 'administration', [C], {
    kind: 'built',
    parent: '/administration/role-policy-list',
    conditions: ['rolePolicyTemplateNotType2'],
    reason:
      'severity rules need a template type other than 2 (section 2 names "some"; this is the one decided)',
  }),
  screen('/administration/policy-overview', 'nav.route.policyOverview', 'administration', [C, S, GR], {
    kind: 'built',
    reason: '"policy analysis" of company and site admins; group admins reach it with their policy pages',
  }),
  ...(
    [
      ['/administration/policy-review', 'nav.route.policyReview'],
      ['/administration/policy-review/drafted', 'nav.route.reviewDrafted'],
      ['/administration/policy-review/applied', 'nav.route.reviewApplied'],
      ['/administration/policy-review/published', 'nav.route.reviewPublished'],
      ['/administration/policy-review/keep-enforcing', 'nav.route.reviewKeepEnforcing'],
    ] as const
  ).map(([path, titleKey]) =>
    screen(path, titleKey, 'administration', POLICY_REVIEW, {
      ...(path === '/administration/policy-review' ? {} : { parent: '/administration/policy-review' }),
      kind: 'built',
      reason: POLICY_REVIEW_REASON,
    }),
  ),
  screen('/administration/policy-compare', 'nav.route.policyCompare', 'administration', POLICY_REVIEW, {
    kind: 'built',
    reason: POLICY_REVIEW_REASON,
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

  // Administration: embedded policy pages (policy type ids in the legacy table)
  groupPolicyPage('default-enclave', 'nav.route.defaultEnclave'),
  groupPolicyPage('trusted-publishers', 'nav.route.trustedPublishers'),
  groupPolicyPage('power-apps', 'nav.route.powerApps'),
  groupPolicyPage('trusted-folders', 'nav.route.trustedFolders'),
  groupPolicyPage('global-policy', 'nav.route.globalPolicy'),
  groupPolicyPage('code-load', 'nav.route.codeLoad'),
  groupPolicyPage('netlock-policy', 'nav.route.netlockPolicy'),
  groupPolicyPage('trusted-enclave', 'nav.route.trustedEnclave'),
  groupPolicyPage('removable-media', 'nav.route.removableMedia'),
  groupPolicyPage('custom-scripts', 'nav.route.customScripts'),
  groupPolicyPage('space-rule', 'nav.route.spaceRule'),
  groupPolicyPage('ignore-message', 'nav.route.ignoreMessage'),
  groupPolicyPage('file-extensions', 'nav.route.fileExtensions'),
  groupPolicyPage('agent-alerts', 'nav.route.agentAlerts'),
  groupPolicyPage('summary-events', 'nav.route.summaryEvents'),
  legacy('/administration/publishers', 'nav.route.publishers', 'administration', [C], 'publishers', {
    reason: 'the company admin\u2019s "publishers" menu: the company\u2019s publisher list, no group needed',
  }),
  legacy(
    '/administration/policy-tuning',
    'nav.route.policyTuning',
    'administration',
    POLICY_REVIEW,
    'policy-tuning',
    {
      conditions: ['agmsGroupWithMainId'],
      reason: POLICY_REVIEW_REASON,
    },
  ),
];

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

/** A review list and its draftreviews, completed and deleted children (section 2). */
function reviewLists(path: string, titleKey: string, kind: RouteKind = 'not-built'): RouteAccess[] {
  return [
    screen(path, titleKey, 'policyReview', POLICY_REVIEW, { kind, reason: POLICY_REVIEW_REASON }),
    ...(
      [
        ['draftreviews', 'nav.route.draftReviews'],
        ['completed', 'nav.route.completedReviews'],
        ['deleted', 'nav.route.deletedReviews'],
      ] as const
    ).map(([child, childTitle]) =>
      screen(`${path}/${child}`, childTitle, 'policyReview', POLICY_REVIEW, {
        kind,
        parent: path,
        reason: POLICY_REVIEW_REASON,
      }),
    ),
  ];
}

/** Pages outside the shell (spec section 2, public routes) and the shell's own pages. */
export interface StandaloneRoute {
  path: string;
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
// The menu (spec section 6): entries by role, grouped under headings.

export const MENU_GROUPS = {
  main: null,
  administration: 'nav.menuGroup.administration',
  rolePolicy: 'nav.menuGroup.rolePolicy',
  policyAnalysis: 'nav.menuGroup.policyAnalysis',
  policyPages: 'nav.menuGroup.policyPages',
  monitoring: 'nav.menuGroup.monitoring',
  settings: 'nav.menuGroup.settings',
} as const satisfies Record<string, string | null>;

export type MenuGroupId = keyof typeof MENU_GROUPS;

export interface MenuEntry {
  id: string;
  labelKey: string;
  /** A path of ROUTE_ACCESS without parameters. */
  to: string;
  group: MenuGroupId;
  roles: readonly RoleName[];
  /** Shown but disabled for these roles (spec: policy review, tuning, compare for company and site roles). */
  disabledFor?: readonly RoleName[];
  /** Removed when unmet. */
  conditions?: readonly AccessCondition[];
  reason?: string;
}

const menu = (
  id: string,
  labelKey: string,
  to: string,
  group: MenuGroupId,
  roles: readonly RoleName[],
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({ id, labelKey, to, group, roles, ...extra });

const GROUP_POLICY_PAGES: readonly (readonly [LegacyPageId, string])[] = [
  ['default-enclave', 'nav.route.defaultEnclave'],
  ['trusted-publishers', 'nav.route.trustedPublishers'],
  ['power-apps', 'nav.route.powerApps'],
  ['trusted-folders', 'nav.route.trustedFolders'],
  ['global-policy', 'nav.route.globalPolicy'],
  ['code-load', 'nav.route.codeLoad'],
  ['netlock-policy', 'nav.route.netlockPolicy'],
  ['trusted-enclave', 'nav.route.trustedEnclave'],
  ['removable-media', 'nav.route.removableMedia'],
  ['custom-scripts', 'nav.route.customScripts'],
  ['space-rule', 'nav.route.spaceRule'],
  ['ignore-message', 'nav.route.ignoreMessage'],
  ['file-extensions', 'nav.route.fileExtensions'],
  ['agent-alerts', 'nav.route.agentAlerts'],
  ['summary-events', 'nav.route.summaryEvents'],
];

const DISABLED_FOR_COMPANY_AND_SITE: readonly RoleName[] = [C, S];

export const MENU_ENTRIES: readonly MenuEntry[] = [
  // Each role's dashboard first. The dashboard entry is not shown to the Global admin (section 6).
  menu('dashboard', 'nav.menu.dashboard', HOME_PATH, 'main', ALL_BUT_GLOBAL),
  menu('manage-partners', 'nav.menu.managePartners', '/administration/manage-partners', 'main', [G]),
  menu('company-dashboard', 'nav.menu.companyDashboard', '/administration/manage-company', 'main', [P]),
  menu('manage-dashboard', 'nav.menu.manageDashboard', '/administration/manage-dashboard', 'main', [C]),
  menu('site-overview', 'nav.menu.siteOverview', '/administration/site-overview', 'main', [S]),
  menu('group-dashboard', 'nav.menu.groupDashboard', '/administration/group-dashboard', 'main', [GR]),

  // Administration
  menu('company-list', 'nav.menu.companyList', '/administration/company-list', 'administration', [P]),
  menu(
    'company-management',
    'nav.menu.companyManagement',
    '/administration/company-overview',
    'administration',
    [C],
  ),
  menu('group-list', 'nav.menu.groupList', '/administration/group-list', 'administration', [S]),
  menu('users', 'nav.menu.users', '/administration/users', 'administration', [G, P, C]),
  menu('licenses', 'nav.menu.licenses', '/administration/manage-license', 'administration', [P]),
  menu('install-package', 'nav.menu.installPackage', '/administration/install-package', 'administration', [
    G,
  ]),
  menu('add-publisher', 'nav.menu.addPublisher', '/administration/add-publisher', 'administration', [P]),
  menu(
    'global-role-policies',
    'nav.menu.globalRolePolicies',
    '/administration/global-role-policies',
    'administration',
    [P],
  ),
  menu('role-policy-list', 'nav.menu.rolePolicyList', '/administration/role-policy-list', 'administration', [
    C,
  ]),
  menu('publishers', 'nav.menu.publishers', '/administration/publishers', 'administration', [C]),
  menu('agent-settings', 'nav.menu.agentSettings', '/administration/agent-settings', 'administration', [C]),
  menu('agent-task', 'nav.menu.agentTask', '/administration/agent-task', 'administration', [S, GR]),
  menu('audit-viewer', 'nav.menu.auditViewer', '/administration/audit-viewer', 'administration', [G, P]),
  menu(
    'company-audit-viewer',
    'nav.menu.auditViewer',
    '/administration/company-audit-viewer',
    'administration',
    [C],
  ),
  menu('user-activity', 'nav.menu.userActivity', '/administration/user-activity', 'administration', [P, C]),

  // Role policy (company admins, once a role-policy template is selected)
  menu(
    'ignore-events-role',
    'nav.menu.ignoreEventsRole',
    '/administration/ignore-events-role',
    'rolePolicy',
    [C],
    {
      conditions: ['rolePolicyTemplate'],
    },
  ),
  menu(
    'severity-events-role',
    'nav.menu.severityEventsRole',
    '/administration/severity-events-role',
    'rolePolicy',
    [C],
    {
      conditions: ['rolePolicyTemplateNotType2'],
    },
  ),

  // Policy analysis
  menu('policy-overview', 'nav.menu.policyOverview', '/administration/policy-overview', 'policyAnalysis', [
    C,
    S,
    GR,
  ]),
  menu(
    'policy-review',
    'nav.menu.policyReview',
    '/administration/policy-review',
    'policyAnalysis',
    POLICY_REVIEW,
    {
      disabledFor: DISABLED_FOR_COMPANY_AND_SITE,
    },
  ),
  menu(
    'policy-tuning',
    'nav.menu.policyTuning',
    '/administration/policy-tuning',
    'policyAnalysis',
    POLICY_REVIEW,
    {
      disabledFor: DISABLED_FOR_COMPANY_AND_SITE,
      conditions: ['agmsGroupWithMainId'],
    },
  ),
  menu(
    'policy-compare',
    'nav.menu.policyCompare',
    '/administration/policy-compare',
    'policyAnalysis',
    POLICY_REVIEW,
    {
      disabledFor: DISABLED_FOR_COMPANY_AND_SITE,
    },
  ),
  menu(
    'unique-blocks',
    'nav.menu.uniqueBlocks',
    '/policies/policy-unique-blocks',
    'policyAnalysis',
    POLICY_REVIEW,
    {
      disabledFor: DISABLED_FOR_COMPANY_AND_SITE,
      reason: 'unique blocks are part of policy review',
    },
  ),
  menu(
    'policy-change-checklist',
    'nav.menu.policyChangeChecklist',
    '/policies/policy-change-checklist',
    'policyAnalysis',
    POLICY_REVIEW,
    { disabledFor: DISABLED_FOR_COMPANY_AND_SITE, reason: 'the checklist is part of policy review' },
  ),

  // Policy pages (group admins, once an agms group with a main id is selected)
  ...GROUP_POLICY_PAGES.map(([name, labelKey]) =>
    menu(name, labelKey, `/administration/${name}`, 'policyPages', [GR], {
      conditions: ['agmsGroupWithMainId'],
    }),
  ),
  menu('ignore-events', 'nav.menu.ignoreEvents', '/administration/ignore-events', 'policyPages', [GR], {
    conditions: ['agmsGroupWithMainId'],
  }),
  menu('severity-events', 'nav.menu.severityEvents', '/administration/severity-events', 'policyPages', [GR], {
    conditions: ['agmsGroupWithMainId'],
  }),
  menu('policy-management', 'nav.menu.policyManagement', '/policy/home', 'policyPages', [GR]),

  // Monitoring: alerts, inspection, assets (their shortcuts, section 2)
  menu('alert-console', 'nav.menu.alertConsole', '/alert-console/all', 'monitoring', ALERTS),
  menu('hash-inspection', 'nav.menu.hashInspection', '/hash-inspection/malicious', 'monitoring', INSPECTION),
  menu(
    'event-inspection',
    'nav.menu.eventInspection',
    '/event-inspection/all-events',
    'monitoring',
    INSPECTION,
  ),
  menu('cti', 'nav.menu.cti', '/cti', 'monitoring', INSPECTION, {
    reason: 'threat intelligence (issue 31) goes with hash and event inspection',
  }),
  menu('assets', 'nav.menu.assets', '/endpoints/computers/all', 'monitoring', ASSETS),

  // Settings
  menu('sso-settings', 'nav.menu.ssoSettings', '/settings/sso-settings', 'settings', [G, P, C]),
  menu('hash-lookup', 'nav.menu.hashLookup', '/settings/hash-lookup', 'settings', [G]),
  menu('smtp-settings', 'nav.menu.smtpSettings', '/settings/smtp-settings', 'settings', [G]),
  menu('syslog-settings', 'nav.menu.syslogSettings', '/settings/syslog-settings', 'settings', [C]),
  menu('agent-main-settings', 'nav.menu.agentMainSettings', '/settings/agent-settings', 'settings', [C]),
  menu('admin-mode-settings', 'nav.menu.adminModeSettings', '/settings/admin-mode-settings', 'settings', [C]),
  menu(
    'installation-settings',
    'nav.menu.installationSettings',
    '/settings/installation-settings',
    'settings',
    [C],
  ),
  menu('pdp-lrp-list', 'nav.menu.pdpLrp', '/settings/pdp-lrp-list', 'settings', [P]),
  menu('pdp-lrp-settings', 'nav.menu.pdpLrp', '/settings/pdp-lrp-settings', 'settings', [G, C, S, GR]),
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

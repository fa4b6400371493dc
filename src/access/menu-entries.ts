// The sidebar menu (spec section 6): entries by role, grouped under headings, each leading to
// a page of the access table (route-access.ts). Every entry names its path literally.
import type { AccessCondition } from './access-facts';
import { HOME_PATH } from './paths';
import { ALERTS, ALL_BUT_GLOBAL, ASSETS, INSPECTION, POLICY_REVIEW } from './route-rows';
import { C, G, GR, P, S, type RoleName } from '../domain/roles';

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
  /**
   * Listed by the command palette, not the sidebar: the sidebar is spec section 6's, letter for
   * letter; a page an issue adds beside it is found through the palette and the pages linking to it.
   */
  paletteOnly?: true;
}

const menu = (
  id: string,
  labelKey: string,
  to: string,
  group: MenuGroupId,
  roles: readonly RoleName[],
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({ id, labelKey, to, group, roles, ...extra });

/** The group admin's policy pages need an agms group with a main id. */
const AGMS_GROUP = { conditions: ['agmsGroupWithMainId'] } as const;

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
  // Beside the audit viewer and user activity: the roles with the audit viewer's menus (issue 29).
  menu('change-log', 'nav.menu.changeLog', '/administration/change-log', 'administration', [G, P, C], {
    paletteOnly: true,
  }),

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
  menu(
    'default-enclave',
    'nav.route.defaultEnclave',
    '/administration/default-enclave',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'trusted-publishers',
    'nav.route.trustedPublishers',
    '/administration/trusted-publishers',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu('power-apps', 'nav.route.powerApps', '/administration/power-apps', 'policyPages', [GR], AGMS_GROUP),
  menu(
    'trusted-folders',
    'nav.route.trustedFolders',
    '/administration/trusted-folders',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'global-policy',
    'nav.route.globalPolicy',
    '/administration/global-policy',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu('code-load', 'nav.route.codeLoad', '/administration/code-load', 'policyPages', [GR], AGMS_GROUP),
  menu(
    'netlock-policy',
    'nav.route.netlockPolicy',
    '/administration/netlock-policy',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'trusted-enclave',
    'nav.route.trustedEnclave',
    '/administration/trusted-enclave',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'removable-media',
    'nav.route.removableMedia',
    '/administration/removable-media',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'custom-scripts',
    'nav.route.customScripts',
    '/administration/custom-scripts',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu('space-rule', 'nav.route.spaceRule', '/administration/space-rule', 'policyPages', [GR], AGMS_GROUP),
  menu(
    'ignore-message',
    'nav.route.ignoreMessage',
    '/administration/ignore-message',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'file-extensions',
    'nav.route.fileExtensions',
    '/administration/file-extensions',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'agent-alerts',
    'nav.route.agentAlerts',
    '/administration/agent-alerts',
    'policyPages',
    [GR],
    AGMS_GROUP,
  ),
  menu(
    'summary-events',
    'nav.route.summaryEvents',
    '/administration/summary-events',
    'policyPages',
    [GR],
    AGMS_GROUP,
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

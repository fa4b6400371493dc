// The page access table: the settings pages (spec sections 2 and 6).
import { built, legacy, type RouteAccess, sectionEntry } from '../route-rows';
import { C, G, GA, GR, P, S, SA } from '../../domain/roles';

export const SETTINGS_ROUTES: readonly RouteAccess[] = [
  sectionEntry('/settings', 'nav.section.settings', 'settings'),
  built('/settings/hash-lookup', 'nav.route.hashLookupSettings', 'settings', [G]),
  built('/settings/syslog-settings', 'nav.route.syslogSettings', 'settings', [C]),
  built('/settings/smtp-settings', 'nav.route.smtpSettings', 'settings', [G, C], {
    reason:
      'email settings are global for the Global admin, otherwise per company (section 6): company admins too',
  }),
  built('/settings/sso-settings', 'nav.route.ssoSettings', 'settings', [G, P, C]),
  built('/settings/sso-settings/new', 'nav.route.ssoNew', 'settings', [G, P, C], {
    parent: '/settings/sso-settings',
  }),
  built('/settings/pdp-lrp-list', 'nav.route.pdpLrpList', 'settings', [P], {
    roleRedirects: [{ roles: [G, C, S, SA, GR, GA], to: '/settings/pdp-lrp-settings' }],
  }),
  built('/settings/pdp-lrp-settings', 'nav.route.pdpLrpSettings', 'settings', [G, P, C, S, GR], {
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
  built('/settings/agent-settings', 'nav.route.agentMainSettings', 'settings', [C], {
    reason:
      'the agent-main calls are the "agent main settings": a schema form here; /administration/agent-settings stays the legacy agent page',
  }),
];

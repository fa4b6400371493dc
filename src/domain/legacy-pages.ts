// ONE table of the legacy management server's pages the console frames (spec section 2), and
// the one function that builds their URLs: the server's base URL (from the backend), the page's
// path, its policy type id, its main id and the role parameter set. The legacy frame
// (src/components/legacy-frame) and the session-sync frames (sign-in, scope change, log-off) read it; it
// sits here, beside the access table that names these pages, so src/scope can use it too.
//
// The spec names the pages but not the legacy server's paths or parameter names: both are
// decided here, once. The sandbox's legacy stub answers any path and echoes its parameters.
import { effectiveRole, type ScopeSelection } from './scope-selection';
import { SCOPE_DEPTH } from './roles';

export type LegacyPageId =
  // Administration
  | 'manage-company'
  | 'manage-license'
  | 'install-package'
  | 'add-publisher'
  | 'global-role-policies'
  | 'company-overview'
  | 'site-overview'
  | 'manage-dashboard'
  | 'agent-task'
  | 'agent-settings'
  | 'audit-viewer'
  | 'company-audit-viewer'
  | 'role-policy-list'
  | 'networks'
  | 'scripts'
  | 'group-list'
  | 'group-dashboard'
  | 'policy-management'
  | 'policy-management-group'
  // Policy pages
  | 'default-enclave'
  | 'trusted-publishers'
  | 'power-apps'
  | 'trusted-folders'
  | 'global-policy'
  | 'code-load'
  | 'netlock-policy'
  | 'trusted-enclave'
  | 'removable-media'
  | 'custom-scripts'
  | 'space-rule'
  | 'ignore-message'
  | 'file-extensions'
  | 'agent-alerts'
  | 'summary-events'
  | 'publishers'
  | 'policy-tuning'
  // Settings
  | 'admin-mode-settings'
  | 'installation-settings'
  // Endpoints
  | 'endpoints-manage'
  // The partner view of the companies list
  | 'company-list';

/** Which main id a page needs: the selected agms group's or the selected site's. */
export type MainIdNeed = 'group' | 'site';

export interface LegacyPage {
  /** The page's path on the legacy server. */
  path: string;
  /** The policy type id the page edits (spec section 2). */
  policyTypeId?: number;
  needsMainId?: MainIdNeed;
  /** Fixed parameters of the page (e.g. policy tuning opens the default enclave target). */
  fixed?: Readonly<Record<string, string>>;
}

const policyPage = (path: string, policyTypeId: number): LegacyPage => ({
  path,
  policyTypeId,
  needsMainId: 'group',
});

export const LEGACY_PAGES: Readonly<Record<LegacyPageId, LegacyPage>> = {
  'manage-company': { path: '/Company/Dashboard' },
  'manage-license': { path: '/License/Manage' },
  'install-package': { path: '/Installer/Package' },
  'add-publisher': { path: '/Publisher/Add' },
  'global-role-policies': { path: '/RolePolicy/Global' },
  'company-overview': { path: '/Company/Management' },
  'site-overview': { path: '/Site/Overview', needsMainId: 'site' },
  'manage-dashboard': { path: '/Dashboard/Manage' },
  'agent-task': { path: '/Agent/Task' },
  'agent-settings': { path: '/Agent/Settings' },
  'audit-viewer': { path: '/Audit/Viewer' },
  'company-audit-viewer': { path: '/Audit/CompanyViewer' },
  'role-policy-list': { path: '/RolePolicy/List' },
  networks: { path: '/Network/List' },
  scripts: { path: '/Script/List' },
  'group-list': { path: '/Group/List', needsMainId: 'site' },
  'group-dashboard': { path: '/Group/Dashboard', needsMainId: 'group' },
  'policy-management': { path: '/Policy/Management' },
  'policy-management-group': { path: '/Policy/Management/Group', needsMainId: 'group' },

  'default-enclave': policyPage('/Policy/DefaultEnclave', 10),
  'trusted-publishers': policyPage('/Policy/TrustedPublishers', 4),
  'power-apps': policyPage('/Policy/PowerApps', 3),
  'trusted-folders': policyPage('/Policy/TrustedFolders', 14),
  'global-policy': policyPage('/Policy/GlobalPolicy', 12),
  'code-load': policyPage('/Policy/CodeLoad', 13),
  'netlock-policy': policyPage('/Policy/NetlockPolicy', 15),
  'trusted-enclave': policyPage('/Policy/TrustedEnclave', 7),
  'removable-media': policyPage('/Policy/RemovableMedia', 5),
  'custom-scripts': policyPage('/Policy/CustomScripts', 8),
  'space-rule': policyPage('/Policy/SpaceRule', 9),
  'ignore-message': policyPage('/Policy/IgnoreMessage', 1),
  'file-extensions': policyPage('/Policy/FileExtensions', 17),
  'agent-alerts': policyPage('/Policy/AgentAlerts', 17),
  'summary-events': policyPage('/Policy/SummaryEvents', 18),
  // Publishers: the company's publisher list, no policy type id given by the spec.
  publishers: { path: '/Publisher/List' },
  // Policy tuning opens the default enclave policy (type 10) as its target.
  'policy-tuning': {
    path: '/Policy/DefaultEnclave',
    policyTypeId: 10,
    needsMainId: 'group',
    fixed: { mode: 'tuning' },
  },

  'admin-mode-settings': { path: '/Settings/AdminMode' },
  'installation-settings': { path: '/Settings/Installation' },

  'endpoints-manage': { path: '/Endpoint/Manage' },

  'company-list': { path: '/Company/List' },
};

/** The partner view list of embedded pages (spec section 2): framed with view=partner for a Partner Admin. */
export const PARTNER_VIEW_PAGES: readonly LegacyPageId[] = [
  'company-list',
  'manage-license',
  'install-package',
  'audit-viewer',
  'add-publisher',
  'global-role-policies',
  'manage-company',
];

/**
 * The legacy server's base URL as the backend gives it (GET /bff/config), without trailing
 * slashes. The console never assumes a host or port: the backend's CSP allows exactly that
 * origin as a frame source, so a guessed one would be blocked.
 */
export const normalizedBaseUrl = (baseUrl: string): string => baseUrl.trim().replace(/\/+$/, '');

/**
 * The role parameter set: the role the console acts in and the guids of the scope at and above
 * that role's level, so the legacy page opens on the same tenant as the console.
 */
export function roleParameters(selection: ScopeSelection): Record<string, string> {
  const role = effectiveRole(selection);
  if (role === null) return {};
  const params: Record<string, string> = { role };
  const level = SCOPE_DEPTH[role];
  const partner = selection.partnerIdClaim ?? selection.partner?.guid;
  if (level >= 1 && partner) params.partnerGuid = partner;
  if (level >= 2 && selection.company) params.companyGuid = selection.company.guid;
  if (level >= 3 && selection.site) params.siteGuid = selection.site.guid;
  if (level >= 4 && selection.group) params.groupGuid = selection.group.guid;
  return params;
}

/** A path under the base URL, which may itself have a path (a server behind a prefix). */
function legacyUrl(path: string, baseUrl: string): URL {
  return new URL(path.replace(/^\/+/, ''), `${normalizedBaseUrl(baseUrl)}/`);
}

export type LegacyUrlResult = { ok: true; url: string } | { ok: false; missingMainId: MainIdNeed };

export function mainIdFor(need: MainIdNeed, selection: ScopeSelection): number | null {
  const entity = need === 'group' ? selection.group : selection.site;
  return entity?.mainId ?? null;
}

/** The URL of a legacy page for the current selection, or which main id is missing. */
export function legacyPageUrl(id: LegacyPageId, selection: ScopeSelection, baseUrl: string): LegacyUrlResult {
  const page = LEGACY_PAGES[id];
  const url = legacyUrl(page.path, baseUrl);
  if (page.needsMainId) {
    const mainId = mainIdFor(page.needsMainId, selection);
    if (mainId === null) return { ok: false, missingMainId: page.needsMainId };
    url.searchParams.set('mainId', String(mainId));
  }
  if (page.policyTypeId !== undefined) url.searchParams.set('policyType', String(page.policyTypeId));
  for (const [name, value] of Object.entries(page.fixed ?? {})) url.searchParams.set(name, value);
  for (const [name, value] of Object.entries(roleParameters(selection))) url.searchParams.set(name, value);
  if (effectiveRole(selection) === 'PartnerAdmin' && PARTNER_VIEW_PAGES.includes(id)) {
    url.searchParams.set('view', 'partner');
  }
  return { ok: true, url: url.toString() };
}

/**
 * The session-sync frames (spec section 7): the legacy dashboard of the chosen partner or company
 * (on scope change and login), and the legacy log-off of a session.
 */
export function legacyDashboardSyncUrl(
  target: { partnerId: string } | { companyId: string },
  baseUrl: string,
): string {
  const url = legacyUrl('/Dashboard/Index', baseUrl);
  if ('partnerId' in target) url.searchParams.set('partnerId', target.partnerId);
  else url.searchParams.set('companyId', target.companyId);
  return url.toString();
}

export function legacyLogOffUrl(sid: string, baseUrl: string): string {
  const url = legacyUrl('/Account/LogOff', baseUrl);
  url.searchParams.set('sid', sid);
  return url.toString();
}

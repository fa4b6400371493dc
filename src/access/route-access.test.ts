// Walks every (route, role) pair of the access table and checks the rules of spec sections 2
// and 6, and the menus by role against the spec's lists (written out here, not read from the table).
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/all-resources';
import type { AccessFacts } from './access-facts';
import {
  activeMenuEntryId,
  breadcrumbFor,
  canOpen,
  canSeeElement,
  decideRoute,
  findRoute,
  menuFor,
  routeByPath,
  titleKeyFor,
} from './access-decisions';
import { LEGACY_PAGES, type LegacyPageId } from '../domain/legacy-pages';
import { hasParams, samplePath } from './route-path';
import { MENU_ENTRIES, ROUTE_ACCESS, SECTIONS, STANDALONE_ROUTES, type RouteAccess } from './route-access';
import { ROLES, type RoleName } from '../domain/roles';

const everything = (role: RoleName | null): AccessFacts => ({
  role,
  groupMainId: 42,
  siteMainId: 7,
  rolePolicyTemplate: { id: 't-1', type: 1 },
});
const nothingSelected = (role: RoleName): AccessFacts => ({
  role,
  groupMainId: null,
  siteMainId: null,
  rolePolicyTemplate: null,
});

function lookup(key: string, lng: 'en' | 'ja'): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      resources[lng].translation,
    );
}

const route = (path: string): RouteAccess => {
  const entry = routeByPath(path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry;
};

const allowedRoles = (path: string): RoleName[] =>
  ROLES.filter((role) => decideRoute(route(path), everything(role)).kind === 'allow');

describe('the route table', () => {
  it('has each path once, and every route of spec section 2', () => {
    const paths = ROUTE_ACCESS.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    // A sample of section 2, one per area and every redirect and shortcut the issue names.
    for (const path of [
      '/',
      '/dashboard/company-overview',
      '/dashboard/custom-dashboard',
      '/manage-companies',
      '/hash-inspection',
      '/hash-inspection/malicious',
      '/hash-inspection/$hash',
      '/event-inspection/all-events',
      '/event-inspection/$view',
      '/saved-filters',
      '/saved-filters/$filterId',
      '/alert-console/unresolved',
      '/alert-console/all',
      '/alert-console/inreview',
      '/alert-console/resolved',
      '/alert-console/configuration/security-alerts',
      '/alert-console/configuration/system-alerts',
      '/alert-console/configuration/deployment-health-alerts',
      '/alert-console/configuration/live-site-alerts',
      '/endpoints/users-by-computers',
      '/endpoints/computers/all',
      '/endpoints/computers/$status',
      '/endpoints/computer/$computerGuid',
      '/endpoints/company',
      '/endpoints/company/$companyId/sites',
      '/endpoints/company/$companyId/sites/$siteGuid/groups',
      '/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers',
      '/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers/$computerGuid',
      '/endpoints/manage',
      '/settings/hash-lookup',
      '/settings/syslog-settings',
      '/settings/smtp-settings',
      '/settings/sso-settings',
      '/settings/sso-settings/new',
      '/settings/pdp-lrp-list',
      '/settings/pdp-lrp-settings',
      '/settings/admin-mode-settings',
      '/settings/installation-settings',
      '/settings/agent-settings',
      '/profile',
      '/cti',
      '/policy/home',
      '/policy/iconset',
      '/policies/policy-unique-blocks/draftreviews',
      '/policies/policy-review',
      '/policies/proposed-unique-blocks',
      '/policies/policy-change-checklist/deleted',
      '/administration/company-list',
      '/administration/policy-review/keep-enforcing',
      '/administration/policy-compare',
      '/administration/manage-company',
      '/administration/policy-management/group',
      '/administration/summary-events',
      '/administration/policy-tuning',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('names every title, crumb and menu label in English and Japanese', () => {
    const keys = new Set<string>([
      ...ROUTE_ACCESS.flatMap((entry) => [entry.titleKey, ...Object.values(entry.titleKeyByRole ?? {})]),
      ...STANDALONE_ROUTES.map((entry) => entry.titleKey),
      ...Object.values(SECTIONS).map((section) => section.titleKey),
      ...MENU_ENTRIES.map((entry) => entry.labelKey),
    ]);
    const missing = [...keys].filter(
      (key) => typeof lookup(key, 'en') !== 'string' || typeof lookup(key, 'ja') !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('frames a legacy page for every legacy entry, and only those need a main id as their conditions say', () => {
    for (const entry of ROUTE_ACCESS.filter((e) => e.kind === 'legacy')) {
      expect(entry.legacyPage, entry.path).toBeDefined();
      const page = LEGACY_PAGES[entry.legacyPage as LegacyPageId];
      const conditions = entry.conditions ?? [];
      expect(conditions.includes('agmsGroupWithMainId'), entry.path).toBe(page.needsMainId === 'group');
      expect(conditions.includes('siteWithMainId'), entry.path).toBe(page.needsMainId === 'site');
    }
    for (const entry of ROUTE_ACCESS.filter((e) => e.kind !== 'legacy'))
      expect(entry.legacyPage, entry.path).toBeUndefined();
  });

  it('gives each embedded policy page its policy type id (spec section 2)', () => {
    const typeOf = (path: string) => LEGACY_PAGES[route(path).legacyPage as LegacyPageId].policyTypeId;
    expect(
      Object.fromEntries(
        [
          'default-enclave',
          'trusted-publishers',
          'power-apps',
          'trusted-folders',
          'global-policy',
          'code-load',
          'netlock-policy',
          'trusted-enclave',
          'removable-media',
          'custom-scripts',
          'space-rule',
          'ignore-message',
          'file-extensions',
          'agent-alerts',
          'summary-events',
          'policy-tuning',
        ].map((name) => [name, typeOf(`/administration/${name}`)]),
      ),
    ).toEqual({
      'default-enclave': 10,
      'trusted-publishers': 4,
      'power-apps': 3,
      'trusted-folders': 14,
      'global-policy': 12,
      'code-load': 13,
      'netlock-policy': 15,
      'trusted-enclave': 7,
      'removable-media': 5,
      'custom-scripts': 8,
      'space-rule': 9,
      'ignore-message': 1,
      'file-extensions': 17,
      'agent-alerts': 17,
      'summary-events': 18,
      'policy-tuning': 10,
    });
  });

  it('lets a parent crumb and a section home point at pages of the table', () => {
    for (const entry of ROUTE_ACCESS) {
      if (entry.parent) expect(routeByPath(entry.parent), `${entry.path} -> ${entry.parent}`).not.toBeNull();
    }
    for (const section of Object.values(SECTIONS)) {
      if (section.home) expect(findRoute(section.home), section.home).not.toBeNull();
    }
  });
});

describe('every (route, role) pair', () => {
  const pairs = ROUTE_ACCESS.flatMap((entry) => ROLES.map((role) => [entry, role] as const));

  it.each(pairs.map(([entry, role]) => [entry.path, role, entry] as const))(
    '%s as %s: allowed, forbidden, or sent on without a loop',
    (_path, role, entry) => {
      const facts = everything(role);
      const decision = decideRoute(entry, facts);
      if (decision.kind !== 'redirect') {
        expect(decision.kind).toBe(entry.roles.includes(role) ? 'allow' : 'forbidden');
        return;
      }
      // Follow redirects: they end without a loop; a role the page admits ends on a page it may open.
      let to = decision.to;
      for (let hop = 0; hop < 5; hop += 1) {
        const target = findRoute(to);
        expect(target, `${entry.path} -> ${to}`).not.toBeNull();
        const next = decideRoute(target!, facts);
        if (next.kind === 'redirect') {
          to = next.to;
          continue;
        }
        if (entry.roles.includes(role)) expect(next.kind, `${entry.path} -> ${to} as ${role}`).toBe('allow');
        return;
      }
      throw new Error(`redirect loop from ${entry.path}`);
    },
  );

  it('has no page closed to every role, and a reason wherever roles are not read off a menu', () => {
    for (const entry of ROUTE_ACCESS) {
      expect(entry.roles.length, entry.path).toBeGreaterThan(0);
      if (entry.kind === 'redirect' || entry.parent || entry.reason) continue;
      // Without a reason, the roles are exactly those whose menu entries (or shortcuts) lead here
      // or into the same section.
      const menuRoles = new Set(
        MENU_ENTRIES.filter((menu) => {
          const target = findRoute(menu.to);
          return target === entry || target?.section === entry.section;
        }).flatMap((menu) => [...menu.roles]),
      );
      for (const role of entry.roles)
        expect(menuRoles.has(role), `${entry.path}: ${role} has no menu leading here`).toBe(true);
    }
  });

  it('rejects a session without a known role', () => {
    for (const entry of ROUTE_ACCESS) {
      expect(decideRoute(entry, everything(null)).kind, entry.path).toBe('forbidden');
    }
  });
});

describe('the rules of spec section 6', () => {
  it('opens system and live-site alert configuration to AGMSAdmin only', () => {
    expect(allowedRoles('/alert-console/configuration/system-alerts')).toEqual(['AGMSAdmin']);
    expect(allowedRoles('/alert-console/configuration/live-site-alerts')).toEqual(['AGMSAdmin']);
  });

  it('opens security and deployment-health alert configuration to the six roles the spec lists', () => {
    const six = ['PartnerAdmin', 'CompanyAdmin', 'GroupAdmin', 'GroupAudit', 'SiteAdmin', 'SiteAudit'];
    expect(allowedRoles('/alert-console/configuration/security-alerts').sort()).toEqual([...six].sort());
    expect(allowedRoles('/alert-console/configuration/deployment-health-alerts').sort()).toEqual(
      [...six].sort(),
    );
  });

  it('opens a hash’s page to the group admin too (its unique blocks’ evidence), not the hash lists (issue 32)', () => {
    const inspection = ['CompanyAdmin', 'SiteAudit', 'GroupAudit'];
    expect(allowedRoles('/hash-inspection/$hash').sort()).toEqual([...inspection, 'GroupAdmin'].sort());
    expect(allowedRoles('/hash-inspection').sort()).toEqual([...inspection].sort());
    expect(allowedRoles('/hash-inspection/malicious').sort()).toEqual([...inspection].sort());
  });

  it('opens pdp-lrp-list to PartnerAdmin and sends every other role to pdp-lrp-settings', () => {
    for (const role of ROLES) {
      const decision = decideRoute(route('/settings/pdp-lrp-list'), everything(role));
      if (role === 'PartnerAdmin') expect(decision.kind).toBe('allow');
      else expect(decision).toEqual({ kind: 'redirect', to: '/settings/pdp-lrp-settings' });
    }
  });

  it('sends a Global Admin arriving at company-overview to manage-partners, and opens it to the others', () => {
    for (const role of ROLES) {
      const decision = decideRoute(route('/dashboard/company-overview'), everything(role));
      if (role === 'AGMSAdmin')
        expect(decision).toEqual({ kind: 'redirect', to: '/administration/manage-partners' });
      else expect(decision.kind).toBe('allow');
    }
  });

  it('sends a Global Admin at /dashboard to manage-partners, and the others to the company overview', () => {
    for (const role of ROLES) {
      const decision = decideRoute(route('/dashboard'), everything(role));
      expect(decision, role).toEqual({
        kind: 'redirect',
        to: role === 'AGMSAdmin' ? '/administration/manage-partners' : '/dashboard/company-overview',
      });
    }
  });

  it('opens bare /administration and /settings at the first page of the section the role may open', () => {
    const firstOf = (path: string, facts: AccessFacts): string => {
      const decision = decideRoute(route(path), facts);
      return decision.kind === 'redirect' ? decision.to : decision.kind;
    };
    expect(
      Object.fromEntries(ROLES.map((role) => [role, firstOf('/administration', everything(role))])),
    ).toEqual({
      AGMSAdmin: '/administration/manage-partners',
      PartnerAdmin: '/administration/manage-company',
      CompanyAdmin: '/administration/manage-dashboard',
      SiteAdmin: '/administration/site-overview',
      GroupAdmin: '/administration/group-dashboard',
      SiteAudit: 'forbidden',
      GroupAudit: 'forbidden',
    });
    // The sidebar's first entry there, as it is shown whatever is selected.
    expect(firstOf('/administration', nothingSelected('SiteAdmin'))).toBe('/administration/site-overview');
    expect(Object.fromEntries(ROLES.map((role) => [role, firstOf('/settings', everything(role))]))).toEqual({
      AGMSAdmin: '/settings/sso-settings',
      PartnerAdmin: '/settings/sso-settings',
      CompanyAdmin: '/settings/sso-settings',
      SiteAdmin: '/settings/pdp-lrp-settings',
      GroupAdmin: '/settings/pdp-lrp-settings',
      SiteAudit: 'forbidden',
      GroupAudit: 'forbidden',
    });
  });

  it('redirects / to the company overview and the shortcuts open their pages', () => {
    expect(decideRoute(route('/'), everything('CompanyAdmin'))).toEqual({
      kind: 'redirect',
      to: '/dashboard/company-overview',
    });
    expect(findRoute('/hash-inspection/malicious')?.path).toBe('/hash-inspection/malicious');
    expect(findRoute('/hash-inspection/0a1b2c')?.path).toBe('/hash-inspection/$hash');
    expect(findRoute('/event-inspection/all-events')?.path).toBe('/event-inspection/all-events');
    expect(findRoute('/alert-console/all')?.path).toBe('/alert-console/all');
    expect(findRoute('/endpoints/computers/all')?.path).toBe('/endpoints/computers/all');
    expect(findRoute('/endpoints/computers/offline')?.path).toBe('/endpoints/computers/$status');
    expect(findRoute('/endpoints/computers/all/')?.path).toBe('/endpoints/computers/all');
    expect(findRoute('/no/such/page')).toBeNull();
  });

  it('closes policy review, tuning and compare to company and site roles', () => {
    const reviewPaths = ROUTE_ACCESS.filter(
      (e) => e.path.startsWith('/policies/') || /policy-(review|tuning|compare)/.test(e.path),
    ).filter((e) => e.kind !== 'redirect');
    expect(reviewPaths.length).toBeGreaterThan(10);
    for (const entry of reviewPaths) {
      for (const role of ['CompanyAdmin', 'SiteAdmin', 'SiteAudit'] as const) {
        expect(decideRoute(entry, everything(role)).kind, `${entry.path} as ${role}`).toBe('forbidden');
      }
      expect(decideRoute(entry, everything('GroupAdmin')).kind, entry.path).toBe('allow');
    }
  });

  it('opens a page whose condition is unmet, naming what is missing', () => {
    const decision = decideRoute(route('/administration/default-enclave'), nothingSelected('GroupAdmin'));
    expect(decision).toMatchObject({ kind: 'allow', unmet: ['agmsGroupWithMainId'] });
  });
});

// The menus of spec section 6, by role, as menu entry ids (the dashboard entry for every role but
// the Global admin). Conditions met: an agms group and a role-policy template are selected.
const SPEC_MENUS: Record<RoleName, { enabled: string[]; disabled?: string[] }> = {
  AGMSAdmin: {
    enabled: [
      'manage-partners',
      'users',
      'install-package',
      'audit-viewer',
      'sso-settings',
      'hash-lookup',
      'smtp-settings',
      'pdp-lrp-settings',
      'alert-console',
    ],
  },
  PartnerAdmin: {
    enabled: [
      'dashboard',
      'company-dashboard',
      'company-list',
      'users',
      'licenses',
      'add-publisher',
      'audit-viewer',
      'global-role-policies',
      'user-activity',
      'assets',
      'sso-settings',
      'pdp-lrp-list',
    ],
  },
  CompanyAdmin: {
    enabled: [
      'dashboard',
      'manage-dashboard',
      'company-management',
      'agent-settings',
      'role-policy-list',
      'ignore-events-role',
      'severity-events-role',
      'users',
      'company-audit-viewer',
      'user-activity',
      'publishers',
      'policy-overview',
      'sso-settings',
      'syslog-settings',
      'agent-main-settings',
      'admin-mode-settings',
      'installation-settings',
      'pdp-lrp-settings',
      'alert-console',
      'hash-inspection',
      'event-inspection',
      'cti',
      'assets',
    ],
    disabled: [
      'policy-review',
      'policy-tuning',
      'policy-compare',
      'unique-blocks',
      'policy-change-checklist',
    ],
  },
  SiteAdmin: {
    enabled: [
      'dashboard',
      'site-overview',
      'group-list',
      'agent-task',
      'policy-overview',
      'pdp-lrp-settings',
    ],
    disabled: [
      'policy-review',
      'policy-tuning',
      'policy-compare',
      'unique-blocks',
      'policy-change-checklist',
    ],
  },
  GroupAdmin: {
    enabled: [
      'dashboard',
      'group-dashboard',
      'agent-task',
      'policy-overview',
      'policy-review',
      'policy-tuning',
      'policy-compare',
      'unique-blocks',
      'policy-change-checklist',
      'default-enclave',
      'trusted-publishers',
      'power-apps',
      'trusted-folders',
      'global-policy',
      'code-load',
      'netlock-policy',
      'trusted-enclave',
      'removable-media',
      'custom-scripts',
      'space-rule',
      'ignore-message',
      'file-extensions',
      'agent-alerts',
      'summary-events',
      'ignore-events',
      'severity-events',
      'policy-management',
      'pdp-lrp-settings',
    ],
  },
  SiteAudit: {
    enabled: ['dashboard', 'alert-console', 'hash-inspection', 'event-inspection', 'cti', 'assets'],
  },
  GroupAudit: {
    enabled: ['dashboard', 'alert-console', 'hash-inspection', 'event-inspection', 'cti', 'assets'],
  },
};

describe('the sidebar menus by role (spec section 6)', () => {
  const shown = (facts: AccessFacts) =>
    menuFor(facts).flatMap((group) =>
      group.entries.map(({ entry, disabled }) => ({ id: entry.id, disabled })),
    );

  it.each(ROLES)('lists exactly the spec\u2019s entries for %s', (role) => {
    const entries = shown(everything(role));
    expect(
      entries
        .filter((e) => !e.disabled)
        .map((e) => e.id)
        .sort(),
    ).toEqual([...SPEC_MENUS[role].enabled].sort());
    expect(
      entries
        .filter((e) => e.disabled)
        .map((e) => e.id)
        .sort(),
    ).toEqual([...(SPEC_MENUS[role].disabled ?? [])].sort());
  });

  it('does not show the dashboard entry to the Global admin', () => {
    expect(shown(everything('AGMSAdmin')).map((e) => e.id)).not.toContain('dashboard');
  });

  it('leads every enabled entry to a page its roles may open, and every disabled one to a page they may not', () => {
    for (const entry of MENU_ENTRIES) {
      expect(hasParams(entry.to), entry.id).toBe(false);
      for (const role of entry.roles)
        expect(canOpen(entry.to, everything(role)), `${entry.id} as ${role}`).toBe(true);
      for (const role of entry.disabledFor ?? [])
        expect(canOpen(entry.to, everything(role)), `${entry.id} as ${role}`).toBe(false);
    }
  });

  it('removes the group policy pages until an agms group with a main id is selected', () => {
    const ids = shown(nothingSelected('GroupAdmin')).map((e) => e.id);
    expect(ids).not.toContain('default-enclave');
    expect(ids).not.toContain('policy-tuning');
    expect(ids).toContain('group-dashboard');
    expect(shown({ ...nothingSelected('GroupAdmin'), groupMainId: 3 }).map((e) => e.id)).toContain(
      'default-enclave',
    );
  });

  it('shows the role-policy rules once a template is selected, severity only for a type other than 2', () => {
    const ids = (template: AccessFacts['rolePolicyTemplate']) =>
      shown({ ...nothingSelected('CompanyAdmin'), rolePolicyTemplate: template }).map((e) => e.id);
    expect(ids(null)).not.toContain('ignore-events-role');
    expect(ids({ id: 't', type: 2 })).toContain('ignore-events-role');
    expect(ids({ id: 't', type: 2 })).not.toContain('severity-events-role');
    expect(ids({ id: 't', type: 3 })).toContain('severity-events-role');
  });

  it('marks the entry of the current page, or of its area', () => {
    const entries = menuFor(everything('CompanyAdmin')).flatMap((group) => group.entries.map((e) => e.entry));
    expect(activeMenuEntryId('/administration/users', entries)).toBe('users');
    expect(activeMenuEntryId('/alert-console/resolved', entries)).toBe('alert-console');
    expect(activeMenuEntryId('/hash-inspection/0a1b', entries)).toBe('hash-inspection');
    expect(activeMenuEntryId('/profile', entries)).toBeNull();
  });

  it('shows nothing before the role is known', () => {
    expect(menuFor(everything(null))).toEqual([]);
  });

  it('lists the change log in the command palette only, for the roles with the audit viewer\u2019s menus', () => {
    const ids = (role: RoleName, withPaletteOnly: boolean) =>
      menuFor(everything(role), { withPaletteOnly }).flatMap((group) => group.entries.map((e) => e.entry.id));
    for (const role of ['AGMSAdmin', 'PartnerAdmin', 'CompanyAdmin'] as const) {
      expect(ids(role, false), role).not.toContain('change-log');
      expect(ids(role, true), role).toContain('change-log');
    }
    expect(ids('SiteAdmin', true)).not.toContain('change-log');
  });
});

describe('titles, crumbs and elements', () => {
  const en = (key: string) => String(lookup(key, 'en'));
  it('titles the dashboard by role', () => {
    const dashboard = route('/dashboard/company-overview');
    expect(en(titleKeyFor(dashboard, 'AGMSAdmin'))).toBe('Global dashboard');
    expect(en(titleKeyFor(dashboard, 'PartnerAdmin'))).toBe('Partner dashboard');
    expect(en(titleKeyFor(dashboard, 'CompanyAdmin'))).toBe('Company overview');
    expect(en(titleKeyFor(dashboard, 'SiteAdmin'))).toBe('Site dashboard');
    expect(en(titleKeyFor(dashboard, 'GroupAudit'))).toBe('Group dashboard');
  });

  it('leads the alert console\u2019s crumb to unresolved', () => {
    const crumbs = breadcrumbFor(route('/alert-console/all'), 'CompanyAdmin');
    expect(crumbs).toEqual([
      { titleKey: 'nav.section.alertConsole', to: '/alert-console/unresolved' },
      { titleKey: 'nav.route.alertsAll', to: null },
    ]);
  });

  it('puts the parent page between the section and a detail page', () => {
    expect(breadcrumbFor(route('/saved-filters/$filterId'), 'CompanyAdmin')).toEqual([
      { titleKey: 'nav.section.eventInspection', to: '/event-inspection/all-events' },
      { titleKey: 'nav.route.savedFilters', to: '/saved-filters' },
      { titleKey: 'nav.route.savedFilter', to: null },
    ]);
  });

  it('says a crumb that reads like its neighbour once (issue 25: "Threat inspection / Threat inspection")', () => {
    expect(breadcrumbFor(route('/hash-inspection/$hash'), 'CompanyAdmin', en)).toEqual([
      { titleKey: 'nav.route.threatInspection', to: '/hash-inspection' },
      { titleKey: 'nav.route.hashDetails', to: null },
    ]);
  });

  it('links a crumb only to a page the role may open', () => {
    expect(breadcrumbFor(route('/hash-inspection/$hash'), 'GroupAdmin')).toEqual([
      { titleKey: 'nav.section.hashInspection', to: null },
      { titleKey: 'nav.route.threatInspection', to: null },
      { titleKey: 'nav.route.hashDetails', to: null },
    ]);
  });

  it('names the area above its home page (issue 25: no breadcrumb on the event inspection)', () => {
    for (const [path, area] of [
      ['/event-inspection/all-events', 'Event inspection'],
      ['/endpoints/computers/all', 'Assets'],
      ['/saved-filters', 'Event inspection'],
    ] as const) {
      const crumbs = breadcrumbFor(route(path), 'CompanyAdmin', en);
      expect(
        crumbs.map((crumb) => en(crumb.titleKey)),
        path,
      ).toEqual([area, en(route(path).titleKey)]);
    }
  });

  it('removes agms-group actions without a group', () => {
    expect(canSeeElement('agmsGroupActions', nothingSelected('GroupAdmin'))).toBe(false);
    expect(canSeeElement('agmsGroupActions', everything('GroupAdmin'))).toBe(true);
  });

  it('resolves a sample path of every route back to its own entry', () => {
    for (const entry of ROUTE_ACCESS)
      expect(findRoute(samplePath(entry.path, 'x1'))?.path, entry.path).toBe(entry.path);
  });
});

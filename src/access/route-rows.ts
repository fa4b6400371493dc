// What a row of the page access table is, the role lists its areas share, and the builders each
// area file (route-table/*.ts) writes its rows with. Every row names its path literally, so a
// page is found by grepping its URL; the path is typed against the router's generated route
// tree (src/app/routeTree.gen.ts, through TanStack Router's Register), so a built row whose page
// has no file route, or a row the generic route would never serve, fails the type check.
import type { RegisteredRouter, RouteIds } from '@tanstack/react-router';
import type { AccessCondition } from './access-facts';
import { C, G, GA, GR, P, ROLES, S, SA, type RoleName } from '../domain/roles';
import type { LegacyPageId } from '../domain/legacy-pages';

// ---------------------------------------------------------------------------------------------
// Paths, typed against the router

type RouteId = RouteIds<RegisteredRouter['routeTree']>;
/** The shell's pages sit under the pathless `_authenticated` layout, which adds no segment. */
type WithoutLayout<Id extends string> = Id extends `/_authenticated${infer Rest}` ? Rest : Id;
/** An index route's id ends with a slash (`/x/`); it serves the path without it (`/x`). */
type WithoutIndexSlash<Path extends string> = Path extends `${infer Head}/`
  ? Head extends ''
    ? '/'
    : Head
  : Path;

/** A route id's segment as the paths it serves: `$name` is any one segment (the splat `$` stays). */
type ServedSegment<S extends string> = S extends `$${infer Name}` ? (Name extends '' ? S : string) : S;
type ServedPath<Id extends string> = Id extends `${infer Head}/${infer Tail}`
  ? `${ServedSegment<Head>}/${ServedPath<Tail>}`
  : ServedSegment<Id>;

/**
 * Every path a file route of src/routes serves: its id, and for a `$name` segment any value of
 * it (a list's `$view` route serves `/alert-console/unresolved` and its siblings).
 */
export type FileRoutePath = ServedPath<Exclude<WithoutIndexSlash<WithoutLayout<RouteId>>, '' | '__root__'>>;

/**
 * A path the generic route (src/routes/_authenticated/$.tsx) serves: it has no file route of
 * its own. A page given a file route is a built row (`built(...)`), not a legacy or not-built one.
 */
export type TablePath<Path extends string> = Path extends FileRoutePath ? never : Path;

// ---------------------------------------------------------------------------------------------
// Rows

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

interface RouteRow {
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
  legacyPage?: LegacyPageId;
  /** For kind 'redirect': where to. */
  redirectTo?: string;
  /** For kind 'redirect' without `redirectTo`: the first page under this path the role may open (menu order). */
  firstOpenUnder?: string;
  /** Why, where the spec is partial and this table decides. */
  reason?: string;
}

/** A row of the table: a built page has a file route (its path is one); the others are served by the generic route. */
export type RouteAccess =
  | (RouteRow & { kind: 'built'; path: FileRoutePath })
  | (RouteRow & { kind: Exclude<RouteKind, 'built'>; path: string });

type RowExtra = Partial<Omit<RouteRow, 'titleKey' | 'section' | 'roles'>>;

// ---------------------------------------------------------------------------------------------
// The role lists the areas share (spec section 6 menus)

export const ALL: readonly RoleName[] = ROLES;
export const ALL_BUT_GLOBAL: readonly RoleName[] = [P, C, S, SA, GR, GA];
/** Company admins and auditors: hash and event inspection (section 6 menus). */
export const INSPECTION: readonly RoleName[] = [C, SA, GA];
/** Partner and company admins and auditors: the asset (endpoint) pages (section 6 menus). */
export const ASSETS: readonly RoleName[] = [P, C, SA, GA];
/** The alert console: Global and company admins, auditors (section 6 menus). */
export const ALERTS: readonly RoleName[] = [G, C, SA, GA];
/** Spec section 6: security and deployment-health alert configuration. */
export const ALERT_CONFIG_TENANT: readonly RoleName[] = [P, C, GR, GA, S, SA];
/** Policy review, tuning and compare: the group admin's policy pages (disabled for company and site roles). */
export const POLICY_REVIEW: readonly RoleName[] = [GR];
/** Policy management: company admins (role policies) and group admins (policy pages). */
export const POLICY_MANAGEMENT: readonly RoleName[] = [C, GR];

export const POLICY_REVIEW_REASON =
  'policy review belongs to the group admin\u2019s policy pages; disabled for company and site roles (section 2)';

// ---------------------------------------------------------------------------------------------
// Builders, one per kind of row

/** A page built here: a file route of its own serves it. */
export const built = (
  path: FileRoutePath,
  titleKey: string,
  section: SectionId,
  roles: readonly RoleName[],
  extra: RowExtra = {},
): RouteAccess => ({ path, titleKey, section, roles, kind: 'built', ...extra });

/** A screen a later issue builds: the generic route shows "not built yet". */
export const notBuilt = <Path extends string>(
  path: Path & TablePath<Path>,
  titleKey: string,
  section: SectionId,
  roles: readonly RoleName[],
  extra: RowExtra = {},
): RouteAccess => ({ path, titleKey, section, roles, kind: 'not-built', ...extra });

/** A legacy page the generic route frames. */
export const legacy = <Path extends string>(
  path: Path & TablePath<Path>,
  titleKey: string,
  section: SectionId,
  roles: readonly RoleName[],
  legacyPage: LegacyPageId,
  extra: RowExtra = {},
): RouteAccess => ({ path, titleKey, section, roles, kind: 'legacy', legacyPage, ...extra });

/** A redirect; its roles are its target's (filled in by the index), so a role the target refuses gets the 403 page at once. */
export const redirect = <Path extends string>(
  path: Path & TablePath<Path>,
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

/** A section's bare path: the first page under it the role may open; its roles are those of the pages under it (the index fills them in). */
export const sectionEntry = <Path extends string>(
  path: Path & TablePath<Path>,
  titleKey: string,
  section: SectionId,
): RouteAccess => ({
  path,
  titleKey,
  section,
  roles: [],
  kind: 'redirect',
  firstOpenUnder: path,
  reason: 'the spec names the section\u2019s children only; the bare path opens the first the role may open',
});

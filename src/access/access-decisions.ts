// The decisions everything else asks of the access table: may this role open this path (guards),
// which menu entries does it see (sidebar), may it see this element (useCan), what is the
// page's title and breadcrumb. Pure functions of the table and the facts.
import { unmetConditions, type AccessCondition, type AccessFacts } from './access-facts';
import { normalizePathname, bestMatch } from './route-path';
import {
  ELEMENT_ACCESS,
  MENU_ENTRIES,
  MENU_GROUPS,
  ROUTE_ACCESS,
  SECTIONS,
  type ElementId,
  type MenuEntry,
  type MenuGroupId,
  type RouteAccess,
} from './route-access';
import type { RoleName } from '../domain/roles';

// Paths already looked up: the shell asks for the same few paths on every render (each menu
// entry's, the current page's). Bounded, since a path can carry any hash or guid.
const FOUND_LIMIT = 500;
const found = new Map<string, RouteAccess | null>();

/** The table's entry for a URL path (a literal segment beats a parameter), or null. */
export function findRoute(pathname: string): RouteAccess | null {
  const path = normalizePathname(pathname);
  if (found.has(path)) return found.get(path)!;
  const entry = bestMatch(ROUTE_ACCESS, path);
  if (found.size >= FOUND_LIMIT) found.clear();
  found.set(path, entry);
  return entry;
}

/** The entry whose path is exactly `path` (a table pattern). */
export function routeByPath(path: string): RouteAccess | null {
  return ROUTE_ACCESS.find((entry) => entry.path === path) ?? null;
}

export type RouteDecision =
  | { kind: 'allow'; entry: RouteAccess; unmet: AccessCondition[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden'; entry: RouteAccess };

/** What a guard does for `entry` and these facts. */
export function decideRoute(entry: RouteAccess, facts: AccessFacts): RouteDecision {
  const role = facts.role;
  if (role === null) return { kind: 'forbidden', entry };
  const roleRedirect = entry.roleRedirects?.find((rule) => rule.roles.includes(role));
  if (roleRedirect) return { kind: 'redirect', to: roleRedirect.to };
  if (!entry.roles.includes(role)) return { kind: 'forbidden', entry };
  if (entry.kind === 'redirect' && entry.redirectTo) return { kind: 'redirect', to: entry.redirectTo };
  if (entry.kind === 'redirect' && entry.firstOpenUnder) {
    const to = firstOpenPage(entry.firstOpenUnder, facts);
    return to ? { kind: 'redirect', to } : { kind: 'forbidden', entry };
  }
  return { kind: 'allow', entry, unmet: unmetConditions(entry.conditions, facts) };
}

/**
 * The first page under `prefix` the role may open: its first menu entry there (the sidebar's
 * order), else the first page of the table there whose conditions are met.
 */
export function firstOpenPage(prefix: string, facts: AccessFacts): string | null {
  const under = `${prefix}/`;
  for (const group of menuFor(facts)) {
    const open = group.entries.find(({ entry, disabled }) => !disabled && entry.to.startsWith(under));
    if (open) return open.entry.to;
  }
  const page = ROUTE_ACCESS.find((entry) => {
    if (!entry.path.startsWith(under) || entry.kind === 'redirect' || entry.path.includes('$')) return false;
    const decision = decideRoute(entry, facts);
    return decision.kind === 'allow' && decision.unmet.length === 0;
  });
  return page?.path ?? null;
}

/** Whether the role may open `pathname` (links, <Can to=...>); a redirect counts as reachable. */
export function canOpen(pathname: string, facts: AccessFacts): boolean {
  const entry = findRoute(pathname);
  if (!entry) return false;
  return decideRoute(entry, facts).kind !== 'forbidden';
}

export function canSeeElement(element: ElementId, facts: AccessFacts): boolean {
  const rule = ELEMENT_ACCESS[element];
  if (facts.role === null || !(rule.roles as readonly RoleName[]).includes(facts.role)) return false;
  return unmetConditions('conditions' in rule ? rule.conditions : undefined, facts).length === 0;
}

export interface VisibleMenuEntry {
  entry: MenuEntry;
  disabled: boolean;
}

export interface VisibleMenuGroup {
  id: MenuGroupId;
  /** null for the untitled first group. */
  labelKey: string | null;
  entries: VisibleMenuEntry[];
}

/** The sidebar for these facts: entries by role, disabled ones marked, unmet conditions removed. */
/** The sidebar's menu; `withPaletteOnly` adds the entries only the command palette lists. */
export function menuFor(facts: AccessFacts, { withPaletteOnly = false } = {}): VisibleMenuGroup[] {
  const role = facts.role;
  if (role === null) return [];
  const groups: VisibleMenuGroup[] = [];
  for (const [id, labelKey] of Object.entries(MENU_GROUPS) as [MenuGroupId, string | null][]) {
    const entries: VisibleMenuEntry[] = [];
    for (const entry of MENU_ENTRIES) {
      if (entry.group !== id) continue;
      if (entry.paletteOnly && !withPaletteOnly) continue;
      const enabled = entry.roles.includes(role);
      const disabled = !enabled && (entry.disabledFor?.includes(role) ?? false);
      if (!enabled && !disabled) continue;
      // A disabled entry is shown whatever its conditions: it tells the role the page exists.
      if (enabled && unmetConditions(entry.conditions, facts).length > 0) continue;
      entries.push({ entry, disabled });
    }
    if (entries.length > 0) groups.push({ id, labelKey, entries });
  }
  return groups;
}

/** The title key of a page for a role (the dashboard follows the role). */
export function titleKeyFor(entry: RouteAccess, role: RoleName | null): string {
  return (role !== null ? entry.titleKeyByRole?.[role] : undefined) ?? entry.titleKey;
}

export interface Crumb {
  titleKey: string;
  /** A link, when the crumb is a page of its own (and not the current one). */
  to: string | null;
}

/** Whether the role may open the page at a table path (a crumb links to it only then). */
function roleOpens(path: string | null, role: RoleName | null): boolean {
  const entry = path === null ? null : findRoute(path);
  if (!entry || role === null) return false;
  return (
    entry.roles.includes(role) || (entry.roleRedirects?.some((rule) => rule.roles.includes(role)) ?? false)
  );
}

/**
 * Section, then the parent page (if any), then the page itself. A section crumb links to its home
 * page (not on the home page itself), and a parent to its page, where the role may open them (else
 * they are text: the group admin may open a hash's page, not the hash lists above it). Two
 * neighbouring crumbs that read the same are one, the one nearer the page kept: `words` gives a
 * crumb's text (the message catalogue's; by default its key).
 */
export function breadcrumbFor(
  entry: RouteAccess,
  role: RoleName | null,
  words: (titleKey: string) => string = (titleKey) => titleKey,
): Crumb[] {
  const section = SECTIONS[entry.section];
  const link = (path: string | null) => (roleOpens(path, role) ? path : null);
  const crumbs: Crumb[] = [
    { titleKey: section.titleKey, to: section.home === entry.path ? null : link(section.home) },
  ];
  const parent = entry.parent ? routeByPath(entry.parent) : null;
  if (parent) crumbs.push({ titleKey: titleKeyFor(parent, role), to: link(parent.path) });
  crumbs.push({ titleKey: titleKeyFor(entry, role), to: null });
  return crumbs.filter(
    (crumb, index) =>
      index === crumbs.length - 1 || words(crumb.titleKey) !== words(crumbs[index + 1]!.titleKey),
  );
}

/** Sections whose pages all belong to one menu entry (its shortcut): the entry stays active on any of them. */
const AREA_SECTIONS = new Set([
  'hashInspection',
  'eventInspection',
  'alertConsole',
  'assets',
  'savedFilters',
]);

/**
 * The menu entry to mark as the current page: the entry leading to this page (or to a page it
 * sits under), else the entry of the same area (the alert console's entry on any alert view).
 */
export function activeMenuEntryId(pathname: string, entries: readonly MenuEntry[]): string | null {
  const path = normalizePathname(pathname);
  let best: MenuEntry | null = null;
  for (const entry of entries) {
    if ((path === entry.to || path.startsWith(`${entry.to}/`)) && (!best || entry.to.length > best.to.length))
      best = entry;
  }
  if (best) return best.id;
  const current = findRoute(path);
  if (!current || !AREA_SECTIONS.has(current.section)) return null;
  return entries.find((entry) => findRoute(entry.to)?.section === current.section)?.id ?? null;
}

// What the command palette lists (issue 34), pure: the pages of the role's menu (the one access
// table), the server's hits with the page each opens, the user's recent items first, and the
// order of the groups. The server already kept the hits within tenant, scope and role; a hit
// whose page the role still may not open (a condition of the moment) is left out here too.
import type { RoleName } from '../../domain/roles';
import { SEARCH_KINDS, roleFinds, type SearchHit, type SearchHitKind } from '../../domain/search-kinds';

export type PaletteGroup = 'recent' | 'page' | SearchHitKind;

export interface PaletteItem {
  group: PaletteGroup;
  /** The page it opens (a path with its search): also what makes two items one. */
  href: string;
  label: string;
  detail: string | null;
}

/**
 * The kinds of thing a role finds (the server answers no other): what the palette says it
 * searches. None for the site and group admins: the spec gives them no page that shows a
 * computer, an event or a user (a computer's page is the asset roles'), so their palette goes
 * to pages only, and says so.
 */
export const kindsFoundBy = (role: RoleName | null): SearchHitKind[] =>
  role ? SEARCH_KINDS.filter((kind) => roleFinds(role, kind)) : [];

/** The page a hit opens. */
export function hrefOfHit(hit: SearchHit): string {
  const key = encodeURIComponent(hit.key);
  switch (hit.kind) {
    case 'computer':
      return `/endpoints/computer/${key}`;
    case 'hash':
      return `/hash-inspection/${key}`;
    case 'event':
      return `/event-inspection/all-events?detail=${key}`;
    case 'company':
      return `/administration/company-list?search=${encodeURIComponent(hit.label)}`;
    case 'user':
      return `/administration/users?search=${encodeURIComponent(hit.detail ?? hit.label)}`;
    case 'savedFilter':
      return `/saved-filters/${key}`;
  }
}

/** Whether an item's words hold the text (case and width of letters aside). */
export function matches(item: Pick<PaletteItem, 'label' | 'detail'>, text: string): boolean {
  const needle = text.trim().normalize('NFKC').toLowerCase();
  if (!needle) return true;
  return [item.label, item.detail ?? ''].some((words) =>
    words.normalize('NFKC').toLowerCase().includes(needle),
  );
}

/**
 * The palette's items in their order: recent ones first, then pages, then the server's kinds;
 * each page at most once (a recent item is not listed again below).
 */
export function paletteItems(input: {
  text: string;
  recent: readonly PaletteItem[];
  pages: readonly PaletteItem[];
  hits: readonly SearchHit[];
  mayOpen: (href: string) => boolean;
}): PaletteItem[] {
  const seen = new Set<string>();
  const keep = (item: PaletteItem) => {
    if (seen.has(item.href) || !input.mayOpen(item.href)) return false;
    seen.add(item.href);
    return true;
  };
  const recent = input.recent
    .filter((item) => matches(item, input.text))
    .map((item) => ({ ...item, group: 'recent' as const }))
    .filter(keep);
  const pages = input.pages.filter((item) => matches(item, input.text)).filter(keep);
  const hits = SEARCH_KINDS.flatMap((kind) =>
    input.hits
      .filter((hit) => hit.kind === kind)
      .map((hit): PaletteItem => ({
        group: kind,
        href: hrefOfHit(hit),
        label: hit.label,
        detail: hit.detail,
      }))
      .filter(keep),
  );
  return [...recent, ...pages, ...hits];
}

export const RECENT_LIMIT = 8;

/** The recent items after opening `item`: it first, each page once, at most RECENT_LIMIT. */
export function withRecent(recent: readonly PaletteItem[], item: PaletteItem): PaletteItem[] {
  return [item, ...recent.filter((other) => other.href !== item.href)].slice(0, RECENT_LIMIT);
}

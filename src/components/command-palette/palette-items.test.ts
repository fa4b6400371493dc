// The palette's list: recent items first, then pages, then the server's kinds in their order;
// each page once; what the role may not open left out; a hit opens its own page.
import { describe, expect, it } from 'vitest';
import {
  hrefOfHit,
  kindsFoundBy,
  paletteItems,
  RECENT_LIMIT,
  withRecent,
  type PaletteItem,
} from './palette-items';

const page = (label: string, href: string): PaletteItem => ({ group: 'page', href, label, detail: null });

describe('paletteItems', () => {
  const pages = [page('All computers', '/endpoints/computers/all'), page('Users', '/administration/users')];
  const recent: PaletteItem[] = [
    { group: 'computer', href: '/endpoints/computer/g-1', label: 'FAB-FIN-WS014', detail: 'Finance' },
  ];
  const hits = [
    { kind: 'user', key: '9003', label: 'Marcus Webb', detail: 'company.admin@sandbox.test' },
    { kind: 'computer', key: 'g-1', label: 'FAB-FIN-WS014', detail: 'Finance' },
    { kind: 'computer', key: 'g-2', label: 'FAB-FIN-WS015', detail: 'Finance' },
  ] as const;

  it('lists recent items first, pages next, then the kinds in their order, each page once', () => {
    const items = paletteItems({ text: 'fin', recent, pages, hits, mayOpen: () => true });
    expect(items.map((i) => [i.group, i.label])).toEqual([
      ['recent', 'FAB-FIN-WS014'],
      ['computer', 'FAB-FIN-WS015'],
      ['user', 'Marcus Webb'],
    ]);
  });

  it('matches pages by their words (width and case aside) and leaves out what the role may not open', () => {
    const items = paletteItems({
      text: 'ＣＯＭＰ',
      recent: [],
      pages,
      hits: [],
      mayOpen: (href) => href !== '/administration/users',
    });
    expect(items.map((i) => i.label)).toEqual(['All computers']);
    expect(
      paletteItems({
        text: '',
        recent,
        pages,
        hits: [],
        mayOpen: (href) => !href.startsWith('/endpoints'),
      }).map((i) => i.label),
    ).toEqual(['Users']);
  });
});

describe('hrefOfHit', () => {
  it('opens each kind on its page', () => {
    expect(hrefOfHit({ kind: 'event', key: '42', label: 'a.exe', detail: null })).toBe(
      '/event-inspection/all-events?detail=42',
    );
    expect(hrefOfHit({ kind: 'hash', key: 'ab12', label: 'a.exe', detail: null })).toBe(
      '/hash-inspection/ab12',
    );
    expect(hrefOfHit({ kind: 'user', key: '1', label: 'A B', detail: 'a b@x' })).toBe(
      '/administration/users?search=a%20b%40x',
    );
    expect(hrefOfHit({ kind: 'savedFilter', key: '7', label: 'x', detail: null })).toBe('/saved-filters/7');
  });
});

describe('withRecent', () => {
  it('puts the opened item first, once, and keeps a few', () => {
    const many = Array.from({ length: RECENT_LIMIT }, (_, i) => page(`p${i}`, `/p${i}`));
    const next = withRecent(many, page('p3', '/p3'));
    expect(next.map((i) => i.href).slice(0, 2)).toEqual(['/p3', '/p0']);
    expect(next).toHaveLength(RECENT_LIMIT);
    expect(withRecent(many, page('new', '/new')).at(-1)!.href).toBe(`/p${RECENT_LIMIT - 2}`);
  });
});

describe('kindsFoundBy', () => {
  it('names only what the role finds: site and group admins, who have no computer page, no computers', () => {
    expect(kindsFoundBy('SiteAdmin')).toEqual([]);
    expect(kindsFoundBy('GroupAdmin')).toEqual(['hash']);
    expect(kindsFoundBy('SiteAudit')).toEqual(['computer', 'hash', 'event', 'savedFilter']);
    expect(kindsFoundBy('CompanyAdmin')).toEqual(['computer', 'hash', 'event', 'user', 'savedFilter']);
    expect(kindsFoundBy(null)).toEqual([]);
  });
});

// The hash list's views (spec section 4): every hash, then one per class (harmless, suspicious,
// malicious, not found), each tab with how many hashes of its class match the search and
// filters ("All" is their sum). /hash-inspection/{param} is a hash's page, so a class is the
// base path's `class` param (/hash-inspection?class=suspicious), but for the spec's shortcut
// /hash-inspection/malicious. The loader asks for the page and the four counts at once.
import { defineListViews, type ListView } from '../../../components/paged-table/list-views';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import { HASH_CLASSES, hashClassCountQuery, hashPageQuery, hashTable, type HashClass } from './hash-table';

export type HashView = HashClass | 'all';

/** The class a view lists (null: every class). */
export const classOf = (view: HashView): HashClass | null => (view === 'all' ? null : view);

const EVERY_HASH: ListView<HashView> = { id: 'all', labelKey: 'hashes.tabs.all' };

export const hashViews = defineListViews({
  base: '/hash-inspection',
  labelKey: 'hashes.tabs.label',
  views: [
    EVERY_HASH,
    ...HASH_CLASSES.map((hashClass) => ({ id: hashClass, labelKey: HASH_CLASS_BADGES[hashClass].labelKey })),
  ],
  baseView: 'all',
  baseOnly: true,
  searchViews: { param: 'class', views: HASH_CLASSES.filter((hashClass) => hashClass !== 'malicious') },
  table: () => hashTable,
  pageQuery: (queries, view, search) =>
    hashPageQuery(queries, classOf(view))(tableRequestOf(hashTable, search)),
  countQueries: (queries, _open, request) =>
    Object.fromEntries(
      HASH_CLASSES.map((hashClass) => [hashClass, hashClassCountQuery(queries, request, hashClass)]),
    ),
  totalView: 'all',
  abbreviatedCounts: true,
});

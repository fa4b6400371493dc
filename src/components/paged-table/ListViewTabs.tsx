// The tabs of a list with views (list-views.ts), the WAI-ARIA tabs pattern: one tab stop, arrow
// keys move between the tabs, Enter or Space opens the focused one (each tab is a route: opening
// one navigates, so moving the focus does not), the list in the selected tab's panel. A tab shows
// its view's count under the search and filters when the definition counts. Another tab keeps
// what narrows the list (search, filters, sort) but starts at page 1 with no drawer open.
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AnyQueryOptions } from '../../api/route-loading';
import { formatAbbreviated } from '../../i18n/format';
import { useApi } from '../api/use-api';
import type { ListViews } from './list-views';
import { tableRequestOf, type TableSearch } from './table-search';

interface Props<TId extends string, TRow, TSort extends string> {
  views: ListViews<TId, TRow, TSort>;
  view: TId;
  search: TableSearch;
  children: ReactNode;
}

export function ListViewTabs<TId extends string, TRow, TSort extends string>({
  views,
  view,
  search,
  children,
}: Props<TId, TRow, TSort>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const counts = useViewCounts(views, view, search);
  const number = (n: number) =>
    views.abbreviatedCounts ? formatAbbreviated(n, i18n.language) : wholeNumber.format(n);
  const wholeNumber = new Intl.NumberFormat(i18n.language);
  return (
    <Tabs
      value={view}
      onChange={(next) => {
        const target = views.views.find((each) => each.id === next);
        if (!target || target.id === view) return;
        void navigate({
          to: views.pathOf(target.id),
          search: views.urlSearchOf(target.id, views.carriedTo(target.id, search)),
        });
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t(views.labelKey)}>
        {views.views.map((each) => {
          const total = counts.get(each.id);
          return (
            <Tabs.Tab key={each.id} value={each.id}>
              {t(each.labelKey)}
              {total !== undefined && ` (${number(total)})`}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {/* Every tab controls a panel (aria-controls); only the selected one holds the list. */}
      {views.views.map((each) => (
        <Tabs.Panel key={each.id} value={each.id} pt="md">
          {each.id === view ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Each view's count (undefined until known, or for a view the definition does not count). */
function useViewCounts<TId extends string, TRow, TSort extends string>(
  views: ListViews<TId, TRow, TSort>,
  view: TId,
  search: TableSearch,
): ReadonlyMap<TId, number | undefined> {
  const { queries } = useApi();
  const request = tableRequestOf(views.table(view), views.searchOf(view, search));
  const byView = Object.entries(views.countQueries?.(queries, view, request) ?? {}) as [
    TId,
    AnyQueryOptions,
  ][];
  const results = useQueries({ queries: byView.map(([, options]) => options) });
  const counts = new Map<TId, number | undefined>(
    byView.map(([id], index) => [id, totalCountOf(results[index]?.data)]),
  );
  const total = views.totalView;
  if (total !== undefined && !counts.has(total) && counts.size > 0) {
    const parts = [...counts.values()];
    counts.set(
      total,
      parts.every((n) => n !== undefined) ? parts.reduce<number>((sum, n) => sum + (n ?? 0), 0) : undefined,
    );
  }
  return counts;
}

const totalCountOf = (data: unknown): number | undefined => {
  const count = (data as { totalCount?: unknown } | undefined)?.totalCount;
  return typeof count === 'number' ? count : undefined;
};

// The hash classes as WAI-ARIA tabs (spec section 4: harmless, suspicious, malicious, not
// found), after "All", each with how many hashes of the class match the search and filters.
// The table is the panel of the selected tab; arrows move between tabs (Mantine's Tabs).
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { formatAbbreviated } from '../../../i18n/format';
import { HASH_CLASSES, HASH_CLASS_BADGES, hashClassCountQuery, type HashClass } from '../api/hash-table';
import type { MessageKey } from '../../../i18n/message-key';

/** The tab's value: a class, or every hash. */
export type HashTab = HashClass | 'all';

interface Props {
  selected: HashTab;
  search: TableSearch;
  onSelect: (tab: HashTab) => void;
  children: ReactNode;
}

export function HashClassTabs({ selected, search, onSelect, children }: Props) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const counts = useQueries({
    queries: HASH_CLASSES.map((hashClass) => hashClassCountQuery(queries, search, hashClass)),
  });
  const countOf = (index: number): number | undefined => counts[index]?.data?.totalCount;
  const known = counts.every((count) => typeof count.data?.totalCount === 'number');
  const total = known ? counts.reduce((sum, count) => sum + (count.data?.totalCount ?? 0), 0) : undefined;
  const label = (key: MessageKey, count: number | undefined) =>
    count === undefined
      ? t(key)
      : t('hashes.tabs.withCount', { label: t(key), count: formatAbbreviated(count, i18n.language) });

  return (
    <Tabs
      value={selected}
      onChange={(value) => value && onSelect(value as HashTab)}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t('hashes.tabs.label')}>
        <Tabs.Tab value="all">{label('hashes.tabs.all', total)}</Tabs.Tab>
        {HASH_CLASSES.map((hashClass, index) => (
          <Tabs.Tab key={hashClass} value={hashClass}>
            {label(HASH_CLASS_BADGES[hashClass].labelKey, countOf(index))}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* Every tab controls a panel (aria-controls); only the selected one mounts the table. */}
      {(['all', ...HASH_CLASSES] as const).map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

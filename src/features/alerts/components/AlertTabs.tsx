// The status tabs of the alert console (WAI-ARIA tabs: one tab stop, arrows move between tabs),
// each with the count of alerts of its status that the filters match. A tab is a route: choosing
// one goes to its path with the same search and filters.
import type { ReactNode } from 'react';
import { Badge, Group, Tabs } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import {
  ALERT_VIEWS,
  alertCountQuery,
  alertPageQuery,
  alertTable,
  countedStatuses,
  type AlertStatusFilter,
  type AlertView,
} from '../api/alert-table';
import { statusOfView } from '../api/load-alert-console';
import { useCategoryOrder } from './use-category-order';

interface Props {
  view: AlertView;
  search: TableSearch;
  onViewChange: (view: AlertView) => void;
  children: ReactNode;
}

export function AlertTabs({ view, search, onViewChange, children }: Props) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const request = tableRequestOf(alertTable, search);
  const status = statusOfView(view);
  // The shown page's totalCount is its status's count (the table's own query); the other
  // statuses are counted by one-row requests; "all" is their sum.
  const page = useQuery(alertPageQuery(queries, status, useCategoryOrder())(request));
  const others = countedStatuses(status);
  const counted = useQueries({ queries: others.map((other) => alertCountQuery(queries, other, request)) });
  const counts = new Map<AlertStatusFilter, number | undefined>(
    others.map((other, index) => [other, counted[index]?.data?.totalCount]),
  );
  counts.set(status, page.data?.totalCount);
  if (status !== 'all') {
    const parts = [...counts.values()];
    counts.set(
      'all',
      parts.every((n) => n !== undefined) ? parts.reduce((a = 0, b = 0) => a + b, 0) : undefined,
    );
  }
  return (
    <Tabs
      value={view}
      onChange={(next) => {
        const target = ALERT_VIEWS.find((tab) => tab.view === next);
        if (target) onViewChange(target.view);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('alerts.tabs')}>
        {ALERT_VIEWS.map((tab) => {
          const total = counts.get(tab.status);
          return (
            <Tabs.Tab key={tab.view} value={tab.view}>
              <Group gap={6} wrap="nowrap">
                {t(`alerts.view.${tab.view}`)}
                {total !== undefined && (
                  <Badge size="sm" variant="light" color="gray" c="var(--mantine-color-text)">
                    {total.toLocaleString(i18n.language)}
                  </Badge>
                )}
              </Group>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={view} pt="sm">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}

// The event inspection: individual and summary events as WAI-ARIA tabs (each a route of its
// own, the filters carried over), the one PagedTable over GetEventInspectionPageData with every
// filter in the URL, pivots on the values, and the full event in a drawer with its own URL.
import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { tableSearchUpdates, type TableSearch } from '../../../components/paged-table/table-search';
import type { EventMode, EventSearch } from '../api/event-search';
import { eventPageQuery, summaryPageQuery } from '../api/event-request';
import { eventTable, summaryTable } from '../api/event-table';
import { EventDetail } from './EventDetail';
import { EventPivotProvider } from './event-pivot';
import { useFilterValueNames } from './use-filter-value-names';
import { enumLabel } from '../../../i18n/enum-labels';

interface Props {
  mode: EventMode;
  search: EventSearch;
  onSearchChange: (next: TableSearch) => void;
  onModeChange: (mode: EventMode, search: TableSearch) => void;
  /** Actions on the view as a whole, above the tabs (the routes add the saved filter ones). */
  actions?: ReactNode;
}

const MODES: readonly EventMode[] = ['individual', 'summary'];

export function EventInspection({ mode, search, onSearchChange, onModeChange, actions }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { dropped, ...tableSearch } = search;
  const eventQuery = useMemo(() => eventPageQuery(queries), [queries]);
  const summaryQuery = useMemo(() => summaryPageQuery(queries), [queries]);
  const filterValueName = useFilterValueNames(tableSearch);
  const period = tableSearch.filters?.period;
  // "No events match": offer the widest preset, or any time, when a period narrows the list.
  const widen = (next: string | undefined) =>
    onSearchChange(tableSearchUpdates.filter(tableSearch, 'period', next));
  const empty = {
    emptyText: t('events.empty'),
    emptyFilteredText: t('events.empty'),
    emptyActions: period ? (
      <Button variant="light" onClick={() => widen(period === '30d' ? undefined : '30d')}>
        {period === '30d' ? t('events.widen.anyTime') : t('events.widen.thirtyDays')}
      </Button>
    ) : null,
  };
  return (
    <Stack gap="md">
      {actions}
      {dropped && (
        <Alert color="yellow" title={t('events.dropped.title')}>
          {t('events.dropped.text')}
        </Alert>
      )}
      <Tabs
        value={mode}
        onChange={(next) => {
          const target = MODES.find((m) => m === next);
          if (target) onModeChange(target, modeSearch(tableSearch));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('events.tabs')}>
          {MODES.map((m) => (
            <Tabs.Tab key={m} value={m}>
              {enumLabel(t, 'EventInspectionMode', m)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={mode} pt="md">
          <EventPivotProvider search={tableSearch} onSearchChange={onSearchChange}>
            {mode === 'individual' ? (
              <PagedTable
                definition={eventTable}
                search={tableSearch}
                onSearchChange={onSearchChange}
                pageQuery={eventQuery}
                exportName="events"
                {...empty}
                filterValueName={filterValueName}
                detail={{
                  title: ({ row }) =>
                    row ? t('events.detail.titleOf', { file: row.fileName }) : t('events.detail.title'),
                  render: ({ id }) => <EventDetail eventId={Number(id)} />,
                  size: 'xl',
                }}
              />
            ) : (
              <PagedTable
                definition={summaryTable}
                search={tableSearch}
                onSearchChange={onSearchChange}
                pageQuery={summaryQuery}
                exportName="event-summary"
                {...empty}
                filterValueName={filterValueName}
              />
            )}
          </EventPivotProvider>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The other mode keeps the filters and the search; the page, sort and open event are this list's. */
function modeSearch(search: TableSearch): TableSearch {
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.filters ? { filters: search.filters } : {}),
  };
}

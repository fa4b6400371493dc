// The event inspection: individual and summary events as the tabs of its views (event-views.ts,
// each a URL of its own, the search and filters carried over), the one PagedTable over GetEventInspectionPageData with every
// filter in the URL, pivots on the values, and the full event in a drawer with its own URL.
import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { tableSearchUpdates, type TableSearch } from '../../../components/paged-table/table-search';
import type { EventSearch } from '../api/event-search';
import { eventViews, type EventView } from '../api/event-views';
import { eventPageQuery, summaryPageQuery } from '../api/event-request';
import { eventTable, summaryTable } from '../api/event-table';
import { useRuleRowActions } from '../../../components/rule-dialog/RuleActions';
import { EventDetail } from './EventDetail';
import { eventRuleTarget } from './event-rule-target';
import { EventPivotProvider } from './event-pivot';
import { useFilterValueNames } from './use-filter-value-names';

interface Props {
  view: EventView;
  /** The view's search (narrowed to its list, with the notice of what it left out). */
  search: EventSearch;
  onSearchChange: (next: TableSearch) => void;
  /** Actions on the view as a whole, above the tabs (the routes add the saved filter ones). */
  actions?: ReactNode;
}

/** Keyboard-first triage (issue 34): move, select and open; events have no status to move. */
const EVENT_SHORTCUTS = {};
export function EventInspection({ view, search, onSearchChange, actions }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { dropped, ...tableSearch } = search;
  const eventQuery = useMemo(() => eventPageQuery(queries), [queries]);
  const summaryQuery = useMemo(() => summaryPageQuery(queries), [queries]);
  const filterValueName = useFilterValueNames(tableSearch);
  // Allow… or Block… on each event's file, for the roles that may write rules.
  const rules = useRuleRowActions(eventRuleTarget);
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
      <ListViewTabs views={eventViews} view={view} search={tableSearch}>
        <EventPivotProvider search={tableSearch} onSearchChange={onSearchChange}>
          {view === 'all-events' ? (
            <PagedTable
              definition={eventTable}
              search={tableSearch}
              onSearchChange={onSearchChange}
              pageQuery={eventQuery}
              exportName="events"
              {...empty}
              filterValueName={filterValueName}
              shortcuts={EVENT_SHORTCUTS}
              rowActions={rules.rowActions}
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
      </ListViewTabs>
      {rules.dialog}
    </Stack>
  );
}

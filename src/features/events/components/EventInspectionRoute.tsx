// The event inspection as its routes render it: the URL's search is the table's state, and a
// mode is a route of its own (/event-inspection/all-events, /event-inspection/summary-events).
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { EVENT_VIEWS, SUMMARY_VIEW } from '../api/event-links';
import type { EventMode, EventSearch } from '../api/event-search';
import { EventInspection } from './EventInspection';

export function EventInspectionRoute({
  mode,
  search,
  actions,
}: {
  mode: EventMode;
  search: EventSearch;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const go = (to: EventMode, next: TableSearch) =>
    void (to === 'individual'
      ? navigate({ to: EVENT_VIEWS.individual, search: next })
      : navigate({ to: '/event-inspection/$view', params: { view: SUMMARY_VIEW }, search: next }));
  return (
    <EventInspection
      mode={mode}
      search={search}
      onSearchChange={(next) => go(mode, next)}
      onModeChange={go}
      actions={actions}
    />
  );
}

// The alert console: the status tabs over one PagedTable of Alarm/ListAlarms. Admins triage from
// the row menu or the selection bar (only the moves the selected alerts can take); auditors see
// no triage control. A row opens its drawer (a linkable URL) and expands to its events. The live
// stream's news sits above the list ("N new alerts", rows moved elsewhere marked): the rows move
// only when the user asks (the pill) or the list is refreshed.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAboveCompany } from '../../../domain/roles';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import { PagedTable, type BulkAction, type RowAction } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { useScope } from '../../../scope/scope-store';
import { ALERT_STATUSES, canMoveTo } from '../../../domain/alert-status-moves';
import {
  alertPageQuery,
  alertTableFor,
  STATUS_BADGES,
  type Alert,
  type AlertSort,
  type AlertView,
} from '../api/alert-table';
import type { TableDefinition } from '../../../components/paged-table/table-definition';
import { statusOfView } from '../api/alert-view-status';
import { alertViews } from '../api/alert-views';
import { AlertDetail } from './AlertDetail';
import { AlertRowEvents } from './AlertEvents';
import { useCategoryOrder } from './use-category-order';
import { shippedText } from '../../../i18n/shipped-texts';
import { useAlertTriage } from './use-alert-triage';
import { AlertLiveNotice } from './AlertLiveNotice';
import { AlertStatusCell, MovedAlertsContext } from './AlertStatusCell';
import { useLiveAlerts } from './use-live-alerts';

/** Keyboard-first triage (issue 34): e, i and r run the bulk move of that status (ids are statuses). */
const TRIAGE_SHORTCUTS = { statusKeys: { e: 'Unresolved', i: 'InReview', r: 'Resolved' } } as const;
/** Auditors move through the list and open alerts, nothing more. */
const READ_SHORTCUTS = {};

const STATUS_WORDS = Object.fromEntries(
  Object.entries(STATUS_BADGES).map(([status, badge]) => [status, badge.labelKey]),
);

/** The status column drawn by AlertStatusCell (which marks a row moved elsewhere). */
function withLiveStatus(definition: TableDefinition<Alert, AlertSort>): TableDefinition<Alert, AlertSort> {
  return {
    ...definition,
    columns: definition.columns.map((column) =>
      column.id === 'status'
        ? {
            ...column,
            kind: 'custom',
            labels: STATUS_WORDS,
            render: (alert) => <AlertStatusCell alert={alert} />,
          }
        : column,
    ),
  };
}

interface Props {
  view: AlertView;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function AlertConsole({ view, search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { role } = useScope();
  const status = statusOfView(view);
  const categories = useQuery(queries.Alarm_GetAlarmConditionCategories());
  const definition = useMemo(
    () =>
      withLiveStatus(
        alertTableFor({ showCompany: isAboveCompany(role), categories: categories.data?.entityData ?? [] }),
      ),
    [role, categories.data],
  );
  const categoryOrder = useCategoryOrder();
  const pageQuery = useMemo(
    () => alertPageQuery(queries, status, categoryOrder),
    [queries, status, categoryOrder],
  );
  const live = useLiveAlerts(definition, search, status, pageQuery);
  const triage = useAlertTriage();
  const mayTriage = useCanCall('Alarm_UpdateAlarmStatuses');
  // A status tab offers no move to its own status; the all tab offers each to the alerts it changes.
  const moves = ALERT_STATUSES.filter((to) => to !== status);

  const bulkActions = useMemo<BulkAction<Alert>[]>(
    () =>
      moves.map((to) => ({
        id: to,
        label: t(`alerts.move.to.${to}`),
        appliesTo: canMoveTo(to),
        hideWhenNone: true,
        run: async (rows, context) => {
          await triage.move(rows, to);
          context.clear();
        },
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- triage.move reads the latest state
    [status, t],
  );
  const rowActions = useMemo<RowAction<Alert>[]>(
    () =>
      moves.map((to) => ({
        id: to,
        label: t(`alerts.move.to.${to}`),
        hidden: (alert) => alert.status === to,
        onSelect: (alert) => void triage.move([alert], to),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- triage.move reads the latest state
    [status, t],
  );

  return (
    <ListViewTabs views={alertViews} view={view} search={search}>
      <AlertLiveNotice newCount={live.newCount} movedCount={live.moved.size} onRefresh={live.refresh} />
      <MovedAlertsContext.Provider value={live.moved}>
        <PagedTable
          definition={definition}
          search={search}
          onSearchChange={onSearchChange}
          pageQuery={pageQuery}
          exportName={`alerts-${view}`}
          emptyText={t(`alerts.empty.${view}`)}
          rowActions={mayTriage ? rowActions : undefined}
          rowActionsDisplay="menu"
          bulkActions={mayTriage ? bulkActions : undefined}
          selectable={mayTriage}
          shortcuts={mayTriage ? TRIAGE_SHORTCUTS : READ_SHORTCUTS}
          detail={{
            title: ({ row }) => (row ? shippedText(t, 'titles', row.title) : t('alerts.detail.title')),
            render: ({ id }) => <AlertDetail alarmId={Number(id)} />,
            size: 'xl',
          }}
          expansion={{
            render: (alert) => (
              <AlertRowEvents alarmId={alert.alarmId} title={shippedText(t, 'titles', alert.title)} />
            ),
          }}
        />
      </MovedAlertsContext.Provider>
    </ListViewTabs>
  );
}

// The alert console: the status tabs over one PagedTable of Alarm/ListAlarms. Admins triage from
// the row menu or the selection bar (only the moves the selected alerts can take); auditors see
// no triage control. A row opens its drawer (a linkable URL) and expands to its events.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAboveCompany } from '../../../access/roles';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { PagedTable, type BulkAction, type RowAction } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { useScope } from '../../../scope/scope-store';
import { ALERT_STATUSES, canMoveTo } from '../alert-status-moves';
import { alertPageQuery, alertTableFor, type Alert, type AlertView } from '../api/alert-table';
import { statusOfView } from '../api/load-alert-console';
import { AlertDetail } from './AlertDetail';
import { AlertRowEvents } from './AlertEvents';
import { useCategoryOrder } from './use-category-order';
import { shippedText } from '../../../i18n/shipped-texts';
import { AlertTabs } from './AlertTabs';
import { useAlertTriage } from './use-alert-triage';

interface Props {
  view: AlertView;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  onViewChange: (view: AlertView, search: TableSearch) => void;
}

export function AlertConsole({ view, search, onSearchChange, onViewChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { role } = useScope();
  const status = statusOfView(view);
  const categories = useQuery(queries.alarm.conditionCategories());
  const definition = useMemo(
    () => alertTableFor({ showCompany: isAboveCompany(role), categories: categories.data?.entityData ?? [] }),
    [role, categories.data],
  );
  const categoryOrder = useCategoryOrder();
  const pageQuery = useMemo(
    () => alertPageQuery(queries, status, categoryOrder),
    [queries, status, categoryOrder],
  );
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
    <AlertTabs view={view} search={search} onViewChange={(next) => onViewChange(next, viewSearch(search))}>
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
    </AlertTabs>
  );
}

/** Another tab keeps what narrows the list (search, filters, sort) but starts at page 1, closed. */
function viewSearch(search: TableSearch): TableSearch {
  const { page: _page, detail: _detail, ...rest } = search;
  return rest;
}

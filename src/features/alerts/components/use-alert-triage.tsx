// Moving alerts between statuses from the console: the move itself (optimistic), the server's
// message on failure, and a notification offering Undo for 10 seconds, which puts each alert back
// in the status it had. The offer is a deadline: a click after it has passed does nothing. Alerts
// the server refused (deleted meanwhile, another tenant's) are named; the others stay changed.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { shippedText } from '../../../i18n/shipped-texts';
import { apiErrorText } from '../../../components/api/api-error-text';
import {
  namesToShow,
  splitRefused,
  undoRequests,
  type AlertRef,
  type AlertStatus,
} from '../../../domain/alert-status-moves';
import { useUpdateAlertStatuses } from '../api/update-alert-statuses';

export const UNDO_MS = 10_000;

/** An alert as the console moves it: its id, status and title (to name it if refused). */
export type MovedAlert = AlertRef & { title: string };

export function useAlertTriage() {
  const { t } = useTranslation();
  const update = useUpdateAlertStatuses();

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('alerts.move.failed'), message: apiErrorText(t, error) });

  const undo = async (before: readonly AlertRef[], to: AlertStatus, id: string) => {
    notifications.hide(id);
    try {
      for (const request of undoRequests(before, to)) {
        await update.mutateAsync({
          before: request.alarmIds.map((alarmId) => ({ alarmId, status: to })),
          to: request.status,
        });
      }
      notifications.show({ color: 'teal', message: t('alerts.move.undone', { count: before.length }) });
    } catch (error) {
      failed(error);
    }
  };

  const offerUndo = (before: readonly AlertRef[], to: AlertStatus) => {
    const id = `alert-move-${Date.now()}`;
    const deadline = Date.now() + UNDO_MS;
    notifications.show({
      id,
      color: 'teal',
      autoClose: UNDO_MS,
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">{t(`alerts.move.done.${to}`, { count: before.length })}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              if (Date.now() <= deadline) void undo(before, to, id);
              else notifications.hide(id);
            }}
          >
            {t('alerts.move.undo')}
          </Button>
        </Group>
      ),
    });
  };

  const sayRefused = (refused: readonly MovedAlert[]) => {
    const { names, more } = namesToShow(refused.map((alert) => shippedText(t, 'titles', alert.title)));
    notifications.show({
      color: 'orange',
      autoClose: false,
      title: t('alerts.move.refused.title', { count: refused.length }),
      message: t(more > 0 ? 'alerts.move.refused.namesAndMore' : 'alerts.move.refused.names', {
        names: names.join(', '),
        more,
      }),
    });
  };

  /** Moves the alerts (those already in `to` stay as they are); resolves once the server answered. */
  const move = async (alerts: readonly MovedAlert[], to: AlertStatus) => {
    const moving = alerts.filter((alert) => alert.status !== to);
    if (moving.length === 0) return;
    const before = moving.map(({ alarmId, status }) => ({ alarmId, status }));
    let refusedIds: number[];
    try {
      refusedIds = (await update.mutateAsync({ before, to })).refusedAlarmIds;
    } catch (error) {
      failed(error);
      return;
    }
    const { changed, refused } = splitRefused(moving, refusedIds);
    if (refused.length > 0) sayRefused(refused);
    if (changed.length > 0)
      offerUndo(
        changed.map(({ alarmId, status }) => ({ alarmId, status })),
        to,
      );
  };

  return { move, pending: update.isPending };
}

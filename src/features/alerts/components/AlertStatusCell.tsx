// The status cell of the alert list: the alert's status badge, or, when someone else moved the
// alert since the list was loaded, the status it was moved to in words with an arrow (not colour
// alone). The row stays until the list is refreshed.
import { createContext, useContext } from 'react';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlertStatus } from '../../../domain/alert-status-moves';
import { STATUS_BADGES, type Alert } from '../api/alert-table';

/** The rows of the page on screen moved elsewhere, by alert id, with the status they went to. */
export const MovedAlertsContext = createContext<ReadonlyMap<number, AlertStatus>>(new Map());

export function AlertStatusCell({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const moved = useContext(MovedAlertsContext).get(alert.alarmId);
  if (moved) {
    return (
      <Text span size="sm" fw={600}>
        <span aria-hidden="true">↪ </span>
        {t('alerts.live.moved', { status: t(STATUS_BADGES[moved].labelKey) })}
      </Text>
    );
  }
  const badge = STATUS_BADGES[alert.status];
  return (
    <Badge color={badge.color} variant="dot" size="sm">
      {t(badge.labelKey)}
    </Badge>
  );
}

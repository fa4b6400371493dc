// The status cell of the alert list: the alert's status badge, or, when someone else moved the
// alert since the list was loaded, the status it was moved to in words with an arrow (not colour
// alone). The row stays until the list is refreshed.
import { createContext, useContext } from 'react';
import { Text } from '@mantine/core';
import { LightDotBadge } from '../../../components/light-mantine/light-mantine';
import { useCellWords } from '../../../components/paged-table/cell-environment';
import type { AlertStatus } from '../../../domain/alert-status-moves';
import { STATUS_BADGES, type Alert } from '../api/alert-table';

/** The rows of the page on screen moved elsewhere, by alert id, with the status they went to. */
export const MovedAlertsContext = createContext<ReadonlyMap<number, AlertStatus>>(new Map());

/** On every row of a page: the table's words and Mantine's badge markup without its hooks (issue 30). */
export function AlertStatusCell({ alert }: { alert: Alert }) {
  const t = useCellWords();
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
  return <LightDotBadge color={badge.color}>{t(badge.labelKey)}</LightDotBadge>;
}

// The alert drawer's status history, from the change history of the alert: each move of its
// status, newest first ("Moved to In Review by Dana Kim, …", "Resolved by …").
import { useId } from 'react';
import { List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { enumLabel } from '../../../i18n/enum-labels';
import { formatDateTime } from '../../../i18n/format';

/** Enough for any alert's moves; the change log has every one. */
const MOVES_SHOWN = 50;

export function AlertStatusHistory({ alarmId }: { alarmId: number }) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const headingId = useId();
  const history = useQuery(
    queries.ChangeHistory_GetEntityHistory({
      entityType: 'Alert',
      entityId: String(alarmId),
      pageSize: MOVES_SHOWN,
    }),
  );
  const moves = (history.data?.entityData ?? []).flatMap((change) => {
    const status = change.fields.find((field) => field.field === 'status');
    return status && typeof status.after === 'string' ? [{ change, status: status.after }] : [];
  });
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t('history.alert.title')}
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label={t('history.entity.loading')} />
      ) : history.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('history.entity.failed')}
        </Text>
      ) : moves.length === 0 ? (
        <Text size="sm">{t('history.alert.empty')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {moves.map(({ change, status }) => {
            const words = {
              author: change.authorName,
              time: formatDateTime(change.changedAt, i18n.language),
              status: enumLabel(t, 'AlertStatus', status),
            };
            return (
              <List.Item key={change.changeId}>
                <time dateTime={change.changedAt}>
                  {status === 'Resolved'
                    ? t('history.alert.resolved', words)
                    : t('history.alert.moved', words)}
                </time>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}

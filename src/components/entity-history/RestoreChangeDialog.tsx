// "Restore this version": the one ConfirmDialog, showing what the restore writes (each field now
// → restored). The server refuses when the thing changed since, is gone, or the user may not
// write it: the dialog shows its words and stays open. A restore is a write like any other:
// ChangeHistory_RestoreChange invalidates the histories and the restored area's reads.
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction, i18n as I18n } from 'i18next';
import { ApiError, isApiError } from '../../api/api-error';
import { catalogueKey } from '../../i18n/message-key';
import { formatDateTime } from '../../i18n/format';
import { useApi } from '../api/use-api';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { ChangeFieldsTable } from './ChangeFieldsTable';
import { changeEntityName } from './entity-name';
import { restoreDifference, type ChangeRecord } from './change-versions';

export function RestoreChangeDialog({
  change,
  onClose,
}: {
  change: ChangeRecord | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const restore = useMutation(useApi().mutations.ChangeHistory_RestoreChange());
  const entity = change ? changeEntityName(t, change) : '';
  return (
    <ConfirmDialog
      opened={change !== null}
      title={t('history.restore.title')}
      message={
        change && (
          <Stack gap="xs">
            <Text size="sm">
              {t('history.restore.message', {
                entity,
                time: formatDateTime(change.changedAt, i18n.language),
              })}
            </Text>
            <ChangeFieldsTable
              label={t('history.restore.difference', { entity })}
              entityType={change.entityType}
              fields={restoreDifference(change)}
              olderHeader={t('history.restore.now')}
              newerHeader={t('history.restore.restored')}
            />
          </Stack>
        )
      }
      confirmLabel={t('history.restore.confirm')}
      onCancel={onClose}
      onConfirm={async () => {
        if (!change) return;
        await restore
          .mutateAsync({ changeId: change.changeId })
          .catch((error: unknown) => Promise.reject(inUserLanguage(error, t, i18n)));
        onClose();
        notifications.show({ color: 'teal', message: t('history.restore.done') });
      }}
    />
  );
}

/**
 * A refusal (changed since, gone, not restorable) names its catalogue key beside the server's
 * English words: the dialog says it in the user's language.
 */
function inUserLanguage(error: unknown, t: TFunction, i18n: I18n): unknown {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return error;
  const key = (error.data as { messageKey?: unknown }).messageKey;
  if (typeof key !== 'string' || !i18n.exists(key)) return error;
  return new ApiError({ status: error.status, data: { ...error.data, message: t(catalogueKey(key)) } });
}

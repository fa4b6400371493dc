// Asks before deleting servers (one or several), in the user's language.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

export function confirmDeleteServers(t: TFunction, names: readonly string[], onConfirm: () => void): void {
  const many = names.length > 1;
  modals.openConfirmModal({
    title: many ? t('servers.delete.titleMany') : t('servers.delete.title'),
    children: (
      <Text size="sm">
        {many
          ? t('servers.delete.messageMany', { count: names.length })
          : t('servers.delete.message', { name: names[0] })}
      </Text>
    ),
    labels: { confirm: t('servers.delete.confirm'), cancel: t('servers.delete.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

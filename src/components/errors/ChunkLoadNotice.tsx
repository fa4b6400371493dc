// Shown when a part of the console could not be loaded (a lazy chunk failed or took longer than
// the spec's 120 s): says so, and offers to reload the page, which fetches the files again.
import { useSyncExternalStore } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chunkLoadFailed, subscribeChunkLoadFailure } from './chunk-load-failures';

export function ChunkLoadNotice() {
  const { t } = useTranslation();
  const failed = useSyncExternalStore(subscribeChunkLoadFailure, chunkLoadFailed, chunkLoadFailed);
  if (!failed) return null;
  return (
    <Alert
      role="alert"
      color="red"
      title={t('errors.chunk.title')}
      pos="fixed"
      top={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1000, maxWidth: 560, width: 'calc(100% - 32px)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{t('errors.chunk.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.chunk.reload')}</Button>
      </Group>
    </Alert>
  );
}

// What a page shows when it fails to load or render (the router's error boundary): the
// catalogue's generic words and a way to reload; a lazy chunk that failed to load, or did not
// load within the spec's 120 s, says so (the root's boundary replaces the notice it would show).
import { Button, Text } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../errors/chunk-load-deadline';
import { StatusPage } from './StatusPage';

export function RouteErrorPage({ error }: Partial<Pick<ErrorComponentProps, 'error'>>) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <StatusPage
      standalone
      title={chunk ? t('errors.chunk.title') : t('errors.anErrorOccurred')}
      message={<Text>{chunk ? t('errors.chunk.message') : t('errors.oops.message')}</Text>}
      action={
        <Button onClick={() => window.location.reload()}>
          {chunk ? t('errors.chunk.reload') : t('errors.oops.reload')}
        </Button>
      }
    />
  );
}

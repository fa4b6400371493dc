// What a page shows when it fails to load or render (the router's error boundary): the
// catalogue's generic words and a way to reload.
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      standalone
      title={t('errors.anErrorOccurred')}
      message={<Text>{t('errors.oops.message')}</Text>}
      action={<Button onClick={() => window.location.reload()}>{t('errors.oops.reload')}</Button>}
    />
  );
}

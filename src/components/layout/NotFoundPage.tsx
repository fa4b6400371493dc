// The not-found catch-all (spec section 2): "This page not found!", public, outside the shell.
import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../access/paths';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      standalone
      title={t('shell.notFound.title')}
      message={<Text size="lg">{t('errors.pageNotFound')}</Text>}
      action={
        <Button component={Link} to={HOME_PATH} variant="light">
          {t('shell.notFound.back')}
        </Button>
      }
    />
  );
}

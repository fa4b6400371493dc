// The 403 page (spec sections 2 and 8): the page a role may not open, or a 403 answer of the API.
import { Alert, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../access/paths';
import { StatusPage } from './StatusPage';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('shell.forbidden.title')}
      message={
        <Alert color="red" variant="light" w="100%">
          {t('errors.forbidden')}
        </Alert>
      }
      action={
        <Button component={Link} to={HOME_PATH} variant="light">
          {t('shell.forbidden.back')}
        </Button>
      }
    />
  );
}

// What a page of the shell shows when its loader fails, as its route's errorComponent: the
// shell (menu, header) stays, the page says so and offers to try again, which runs the loader
// again (router.invalidate) after clearing the failed queries' error state (React Query).
import { useEffect } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function PageLoadError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  // A suspense query that failed would throw again on the next render without this.
  useEffect(() => queryErrors.reset(), [queryErrors]);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Alert color="red" role="alert" title={t('errors.page.title')} maw={720}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('errors.page.message')}</Text>
        <Button variant="default" onClick={retry}>
          {t('errors.page.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

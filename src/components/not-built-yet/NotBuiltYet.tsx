// A screen a later issue builds: inside the shell its title and breadcrumb are already shown
// (PageHeading); this says, honestly, that the screen itself is not there yet.
import { Alert, Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function NotBuiltYet() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Badge color="gray" variant="light">
        {t('shell.notBuiltYet.badge')}
      </Badge>
      <Alert variant="light" color="blue" w="100%" maw={720}>
        {t('shell.notBuiltYet.message')}
      </Alert>
    </Stack>
  );
}

// What a page of the shell shows while its loader runs, as its route's pendingComponent (the
// router shows it only when loading takes longer than its pendingMs). Announced politely.
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PagePending() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>{t('shell.pageLoading')}</VisuallyHidden>
    </Center>
  );
}

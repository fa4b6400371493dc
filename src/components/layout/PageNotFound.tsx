// What a page of the shell shows when what its path names does not exist (a malformed or
// unknown guid, another tenant's record), as its route's notFoundComponent: the not-found text
// inside the layout, with the menu and header still there (not the public not-found page).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <Text size="lg" role="status">
      {t('errors.pageNotFound')}
    </Text>
  );
}

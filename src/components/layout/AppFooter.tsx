// The footer: the product and the current year, filled at run time (spec section 2).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" px="md" lh="32px" component="p" m={0}>
      {t('shell.footer', { year: new Date().getFullYear() })}
    </Text>
  );
}

// Whose settings a settings page edits: the global ones for a Global Admin, otherwise those of
// the selected company (spec section 6).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccessFacts } from '../../../access/use-access-facts';

export function SettingsScopeNote() {
  const { t } = useTranslation();
  const { role } = useAccessFacts();
  return (
    <Text size="sm" c="dimmed">
      {role === 'AGMSAdmin' ? t('settings.scope.global') : t('settings.scope.company')}
    </Text>
  );
}

// A computer's connection (online/offline) or registration (active/inactive) in words, with a
// mark that is not colour alone.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ComputerState({ field, value }: { field: 'online' | 'active'; value: boolean }) {
  const { t } = useTranslation();
  const word =
    field === 'online'
      ? t(value ? 'endpoints.state.online' : 'endpoints.state.offline')
      : t(value ? 'endpoints.state.active' : 'endpoints.state.inactive');
  return (
    <Text span size="sm">
      {field === 'online' ? (value ? '● ' : '○ ') : ''}
      {word}
    </Text>
  );
}

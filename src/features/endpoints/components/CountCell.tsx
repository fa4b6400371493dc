// A count in a table cell, in the reader's number format.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CountCell({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return (
    <Text span size="sm">
      {new Intl.NumberFormat(i18n.language).format(value)}
    </Text>
  );
}

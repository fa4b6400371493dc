// What the file is: its name, hashes (whole, copyable), type and publisher, first and last seen.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { formatAbbreviated, formatDateTime } from '../../../i18n/format';
import { HashValue } from './HashValue';
import { enumLabel } from '../../../i18n/enum-labels';
import type { MessageKey } from '../../../i18n/message-key';

export function HashFacts({ hash }: { hash: ApiSchema<'FileHash'> }) {
  const { t, i18n } = useTranslation();
  const fact = (labelKey: MessageKey, value: React.ReactNode) => (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {t(labelKey)}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
  return (
    <Card withBorder component="section" aria-labelledby="hash-file">
      <Stack gap="xs">
        <Title order={2} size="h4" id="hash-file">
          {hash.fileName}
        </Title>
        {/* Each fact is a div of dt and dd right inside its dl (HTML's grouping of a dl). */}
        <Stack component="dl" gap={6} m={0}>
          {fact('hashes.column.sha256', <HashValue hash={hash.sha256} full />)}
          {fact('hashes.column.sha1', <HashValue hash={hash.sha1} full />)}
          {fact('hashes.column.md5', <HashValue hash={hash.md5} full />)}
        </Stack>
        <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} m={0}>
          {fact('hashes.column.hashType', enumLabel(t, 'FileHashType', hash.hashType))}
          {fact('hashes.column.publisher', hash.publisher ?? t('hashes.facts.unsigned'))}
          {fact('hashes.column.firstSeen', formatDateTime(hash.firstSeen, i18n.language))}
          {fact('hashes.column.lastSeen', formatDateTime(hash.lastSeen, i18n.language))}
          {fact('hashes.column.computerCount', formatAbbreviated(hash.computerCount, i18n.language))}
          {fact('hashes.column.eventCount', formatAbbreviated(hash.eventCount, i18n.language))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

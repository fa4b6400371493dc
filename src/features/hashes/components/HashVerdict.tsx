// The verdict of a hash: its class, severity and detections, and the daily refresh of them
// (spec sections 4 and 9: once a day, only for hashes under a year old).
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { formatDateTime } from '../../../i18n/format';
import { refreshStatus } from '../api/detection-refresh';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import { HashLookupLink } from './HashLookupLink';
import { enumLabel } from '../../../i18n/enum-labels';

interface Props {
  page: ApiSchema<'HashInformationPage'>;
}

export function HashVerdict({ page }: Props) {
  const { t, i18n } = useTranslation();
  const { hash } = page;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('hashes.refresh.never'));
  const refresh = refreshStatus(hash.firstSeen, page.detectionRefresh);
  const badge = HASH_CLASS_BADGES[hash.hashClass];
  return (
    <Card withBorder component="section" aria-labelledby="hash-verdict">
      <Stack gap="xs">
        <Title order={2} size="h4" id="hash-verdict">
          {t('hashes.verdict.title')}
        </Title>
        <Group gap="lg">
          <Badge color={badge.color} variant="dot" size="lg">
            {t(badge.labelKey)}
          </Badge>
          <Text size="sm">
            {t('hashes.verdict.severity', { severity: enumLabel(t, 'EventSeverity', hash.severity) })}
          </Text>
          <Text size="sm">
            {t('hashes.verdict.detections', { count: hash.detectionCount, engines: hash.engineCount })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`hashes.classMeaning.${hash.hashClass}`)}
        </Text>
        {refresh.kind === 'daily' ? (
          <Text size="sm">
            {t('hashes.refresh.daily', {
              last: date(refresh.last),
              next: refresh.next ? date(refresh.next) : t('hashes.refresh.none'),
              until: date(refresh.endsAt),
            })}
          </Text>
        ) : (
          <Text size="sm">
            {t('hashes.refresh.stopped', { last: date(refresh.last), ended: date(refresh.endedAt) })}
          </Text>
        )}
        <HashLookupLink sha256={hash.sha256} />
      </Stack>
    </Card>
  );
}

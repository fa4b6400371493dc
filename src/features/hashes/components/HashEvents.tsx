// The events of a hash: by action and by event type, each a link to the event inspection
// filtered to this hash (by route path; the role must be able to open it).
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useCan } from '../../../access/use-can';
import { RouterLink } from '../../../components/paged-table/router-link';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { enumLabel } from '../../../i18n/enum-labels';
import { formatAbbreviated } from '../../../i18n/format';
import { eventInspectionHref } from './event-inspection-link';

interface Props {
  sha256: string;
  events: ApiSchema<'HashEventSummary'>;
}

export function HashEvents({ sha256, events }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const linked = can.open('/event-inspection/all-events');
  const n = (value: number) => formatAbbreviated(value, i18n.language);
  const eventsLink = (href: string, text: string) =>
    linked ? <RouterLink href={href}>{text}</RouterLink> : <>{text}</>;
  return (
    <Card withBorder component="section" aria-labelledby="hash-events">
      <Stack gap="xs">
        <Title order={2} size="h4" id="hash-events">
          {t('hashes.events.title')}
        </Title>
        <Group gap="lg">
          <Text size="sm">
            {t('hashes.events.total', { count: events.total, formatted: n(events.total) })}
          </Text>
          <Text size="sm">{t('hashes.events.blocked', { count: n(events.blocked) })}</Text>
          <Text size="sm">{t('hashes.events.allowed', { count: n(events.allowed) })}</Text>
          <Text size="sm">{t('hashes.events.audited', { count: n(events.audited) })}</Text>
        </Group>
        {linked && <div>{eventsLink(eventInspectionHref(sha256), t('hashes.events.open'))}</div>}
        <StaticTable
          labelledBy="hash-events"
          withTableBorder
          maw={560}
          emptyText={t('hashes.events.none')}
          rows={events.byEventType}
          rowKey={(row) => row.eventType}
          columns={[
            {
              id: 'eventType',
              header: t('hashes.events.eventType'),
              cell: (row) =>
                eventsLink(
                  eventInspectionHref(sha256, row.eventType),
                  enumLabel(t, 'EventType', row.eventType),
                ),
            },
            {
              id: 'count',
              header: t('hashes.events.count'),
              cell: (row) => <span title={row.count.toLocaleString(i18n.language)}>{n(row.count)}</span>,
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

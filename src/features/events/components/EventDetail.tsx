// The full event (the drawer of a row, `?detail=<eventId>`: a link or a reload opens it): every
// field of the contract's SecurityEvent with its pivots and links, and its process tree.
import type { ReactNode } from 'react';
import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { apiErrorText } from '../../../components/api/api-error-text';
import { EMPTY_VALUE } from '../../../components/empty-value/empty-value';
import { formatDateTime } from '../../../i18n/format';
import { SEVERITY_LABELS } from '../api/event-filters';
import {
  actionCell,
  computerCell,
  eventTypeCell,
  hashClassCell,
  searchCell,
  sha256Cell,
} from './event-cells';
import { ProcessTree } from './ProcessTree';
import { RuleActions } from '../../../components/rule-dialog/RuleActions';
import { eventRuleTarget } from './event-rule-target';
import type { KeysUnder } from '../../../i18n/message-key';

type SecurityEvent = ApiSchema<'SecurityEvent'>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-all' }}>
        {children ?? EMPTY_VALUE}
      </Text>
    </div>
  );
}

export function EventDetail({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const query = useQuery({
    ...queries.Event_GetEventDetail({ eventId }),
    enabled: Number.isInteger(eventId),
  });
  if (query.isPending) return <Loader aria-label={t('events.detail.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" title={t('events.detail.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiErrorText(t, query.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('events.detail.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return <FullEvent event={query.data.entityData} />;
}

function FullEvent({ event }: { event: SecurityEvent }) {
  const { t, i18n } = useTranslation();
  const field = (key: KeysUnder<'events.column'>) => t(`events.column.${key}`);
  return (
    <Stack gap="lg">
      <div>
        <RuleActions targets={[eventRuleTarget(event)]} />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="sm" verticalSpacing="xs" m={0}>
        <Field label={field('reportedEventDate')}>
          <time dateTime={event.reportedEventDate}>
            {formatDateTime(event.reportedEventDate, i18n.language)}
          </time>
        </Field>
        <Field label={field('eventType')}>{eventTypeCell(event)}</Field>
        <Field label={field('action')}>{actionCell(event)}</Field>
        <Field label={field('severity')}>{t(SEVERITY_LABELS[event.severity])}</Field>
        <Field label={field('computerName')}>{computerCell(event)}</Field>
        <Field label={field('groupName')}>{event.groupName}</Field>
        <Field label={field('companyName')}>{event.companyName}</Field>
        <Field label={field('userName')}>{searchCell('userName', event.userName)}</Field>
        <Field label={field('fileName')}>{searchCell('fileName', event.fileName)}</Field>
        <Field label={field('filePath')}>{event.filePath}</Field>
        <Field label={field('sha256')}>{sha256Cell(event.sha256)}</Field>
        <Field label={field('hashClass')}>{hashClassCell(event.hashClass)}</Field>
        <Field label={field('publisher')}>{event.publisher}</Field>
        <Field label={field('policyName')}>{event.policyName}</Field>
        <Field label={field('eventId')}>{event.eventId}</Field>
        <Field label={field('eventGuid')}>{event.eventGuid}</Field>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('events.tree.title')}
        </Title>
        {event.processTree ? (
          <ProcessTree root={event.processTree} event={event} />
        ) : (
          <Text size="sm">{t('events.tree.none')}</Text>
        )}
      </Stack>
    </Stack>
  );
}

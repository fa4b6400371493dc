// The events that raised an alert (most recent first, at most 50): type, time, computer, user,
// file, path, publisher, parent process and message; each links to its computer and to the event
// inspection around it, a file hash to its page. Shown in the alert's drawer and under its row.
import type { ReactNode } from 'react';
import { Alert as Callout, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../access/use-can';
import { useCanCall } from '../../../access/use-can-call';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { RouterLink } from '../../../components/paged-table/router-link';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { enumLabel } from '../../../i18n/enum-labels';
import { formatDateTime } from '../../../i18n/format';
import { shippedText } from '../../../i18n/shipped-texts';
import { orEmpty } from '../../../components/empty-value/empty-value';
import { computerPath, eventInspectionPath, hashPath } from '../api/alert-links';
import { RuleActions } from '../../../components/rule-dialog/RuleActions';
import { alertRuleTarget } from './alert-rule-target';

type AlertEvent = ApiSchema<'AlarmEvent'>;

/** A link when the role may open the page, else the words alone (spec section 6). */
export function PageLink({ href, children }: { href: string | null; children: ReactNode }) {
  const can = useCan();
  return href && can.open(href.split('?')[0]!) ? (
    <RouterLink href={href}>{children}</RouterLink>
  ) : (
    <>{children}</>
  );
}

/**
 * A link that is only an action ("Inspect events"): shown when the role may open its page, left
 * out otherwise (as text it would offer what the role cannot do).
 */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  const can = useCan();
  return can.open(href.split('?')[0]!) ? <RouterLink href={href}>{children}</RouterLink> : null;
}

/** The alert with its events, by id (the drawer and the row expansion share the request). */
export function useAlertDetail(alarmId: number) {
  const { queries } = useApi();
  return useQuery({
    ...queries.Alarm_GetAlarmsWithDetail({ alarmIds: [alarmId] }),
    enabled: Number.isInteger(alarmId),
  });
}

export function AlertEventsTable({
  alarmId,
  events,
  label,
}: {
  alarmId: number;
  events: readonly AlertEvent[];
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const mayWriteRules = useCanCall('Policy_SaveRule', { policyLevel: 'local' });
  const value = orEmpty;
  return (
    <StaticTable
      label={label}
      minWidth={700}
      verticalSpacing={4}
      fz="sm"
      emptyText={t('alerts.events.none')}
      rows={events}
      rowKey={(event) => event.eventId}
      columns={[
        {
          id: 'type',
          header: t('alerts.events.type'),
          cell: (event) => enumLabel(t, 'EventType', event.eventType),
        },
        {
          id: 'time',
          header: t('alerts.events.time'),
          cell: (event) => (
            <Stack gap={0}>
              <time dateTime={event.eventTime}>{formatDateTime(event.eventTime, i18n.language)}</time>
              {/* Security events are the inspection's; health and system observations are not. */}
              {event.computerGuid && event.sha256 && (
                <ActionLink href={eventInspectionPath(event.computerGuid, event.eventTime)}>
                  {t('alerts.events.inspect')}
                </ActionLink>
              )}
            </Stack>
          ),
        },
        {
          id: 'computer',
          header: t('alerts.column.computer'),
          cell: (event) => <PageLink href={computerPath(event)}>{value(event.computerName)}</PageLink>,
        },
        { id: 'user', header: t('alerts.events.user'), cell: (event) => value(event.userName) },
        {
          id: 'file',
          header: t('alerts.events.file'),
          cell: (event) => (
            <Stack gap={0}>
              {value(event.fileName)}
              {event.sha256 && (
                <PageLink href={hashPath(event.sha256)}>
                  <span aria-label={t('alerts.events.hash', { hash: event.sha256 })}>
                    {event.sha256.slice(0, 12)}…
                  </span>
                </PageLink>
              )}
            </Stack>
          ),
        },
        {
          id: 'path',
          header: t('alerts.events.path'),
          style: { wordBreak: 'break-all' },
          cell: (event) => value(event.filePath),
        },
        { id: 'publisher', header: t('alerts.events.publisher'), cell: (event) => value(event.publisher) },
        {
          id: 'parentProcess',
          header: t('alerts.events.parentProcess'),
          cell: (event) => value(event.parentProcess),
        },
        {
          id: 'message',
          header: t('alerts.events.message'),
          cell: (event) => shippedText(t, 'messages', event.message),
        },
        // Allow… or Block… the event's file, for the roles that may write rules.
        ...(mayWriteRules
          ? [
              {
                id: 'rule',
                header: t('alerts.events.rule'),
                cell: (event: AlertEvent) => {
                  const target = alertRuleTarget(alarmId, event);
                  return target ? <RuleActions targets={[target]} named /> : null;
                },
              },
            ]
          : []),
      ]}
    />
  );
}

/** The events under an alert's row (the treegrid's sub-row). */
export function AlertRowEvents({ alarmId, title }: { alarmId: number; title: string }) {
  const { t } = useTranslation();
  const detail = useAlertDetail(alarmId);
  if (detail.isPending) return <Loader size="sm" aria-label={t('alerts.events.loading')} />;
  const alert = detail.data?.entityData[0];
  if (detail.isError || !alert)
    return (
      <Callout color="red" role="alert">
        {t('alerts.detail.failed')}
      </Callout>
    );
  return (
    <AlertEventsTable alarmId={alarmId} events={alert.events} label={t('alerts.events.of', { title })} />
  );
}

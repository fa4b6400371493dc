// The events behind an alert as the drawer shows them: one item per event, its type and time on
// top, then its facts in two columns of label and value, so that a path, a parent process and a
// message read whole on a drawer's width (a nine-column table wrapped them a few characters a
// line). Plain links only (and Allow…/Block… on a file): the keyboard reaches each in reading order.
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { enumLabel } from '../../../i18n/enum-labels';
import { formatDateTime } from '../../../i18n/format';
import { shippedText } from '../../../i18n/shipped-texts';
import { computerPath, eventInspectionPath, hashPath } from '../api/alert-links';
import { orEmpty } from '../../../components/empty-value/empty-value';
import { ActionLink, PageLink } from './AlertEvents';
import { RuleActions } from '../../../components/rule-dialog/RuleActions';
import { alertRuleTarget } from './alert-rule-target';
import classes from './AlertEventList.module.css';

type AlertEvent = ApiSchema<'AlarmEvent'>;

export function AlertEventList({
  alarmId,
  events,
  label,
}: {
  alarmId: number;
  events: readonly AlertEvent[];
  label: string;
}) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text size="sm">{t('alerts.events.none')}</Text>;
  return (
    <ol className={classes.list} aria-label={label}>
      {events.map((event) => (
        <li key={event.eventId} className={classes.item}>
          <EventItem alarmId={alarmId} event={event} />
        </li>
      ))}
    </ol>
  );
}

function EventItem({ alarmId, event }: { alarmId: number; event: AlertEvent }) {
  const rule = alertRuleTarget(alarmId, event);
  const { t, i18n } = useTranslation();
  const value = orEmpty;
  // A missing path or process is the plain empty mark, not a monospace one (a narrower dash).
  const code = (text: string | null | undefined) => (text ? classes.code : undefined);
  const facts: [string, ReactNode, string?][] = [
    [
      t('alerts.column.computer'),
      <PageLink key="computer" href={computerPath(event)}>
        {value(event.computerName)}
      </PageLink>,
    ],
    [t('alerts.events.user'), value(event.userName)],
    [
      t('alerts.events.file'),
      <Stack key="file" gap={0}>
        <span>{value(event.fileName)}</span>
        {event.sha256 && (
          <PageLink href={hashPath(event.sha256)}>
            <span className={classes.code} aria-label={t('alerts.events.hash', { hash: event.sha256 })}>
              {event.sha256.slice(0, 12)}…
            </span>
          </PageLink>
        )}
      </Stack>,
    ],
    [t('alerts.events.path'), value(event.filePath), code(event.filePath)],
    [t('alerts.events.publisher'), value(event.publisher)],
    [t('alerts.events.parentProcess'), value(event.parentProcess), code(event.parentProcess)],
    [t('alerts.events.message'), value(shippedText(t, 'messages', event.message))],
  ];
  return (
    <>
      <div className={classes.heading}>
        <Text span fw={600} size="sm">
          {enumLabel(t, 'EventType', event.eventType)}
        </Text>
        <Text span size="sm" c="dimmed">
          <time dateTime={event.eventTime}>{formatDateTime(event.eventTime, i18n.language)}</time>
        </Text>
        {/* Security events are the inspection's; health and system observations are not. */}
        {event.computerGuid && event.sha256 && (
          <Text span size="sm">
            <ActionLink href={eventInspectionPath(event.computerGuid, event.eventTime)}>
              {t('alerts.events.inspect')}
            </ActionLink>
          </Text>
        )}
        {/* Allow… or Block… the event's file, for the roles that may write rules. */}
        {rule && <RuleActions targets={[rule]} named />}
      </div>
      <dl className={classes.facts}>
        {facts.map(([term, description, className]) => (
          <div key={term} className={classes.fact}>
            <dt>{term}</dt>
            <dd className={className}>{description}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

// The drawer of one alert (its URL: ?detail=<alarmId>): condition, severity, status, timeline
// (triggered, updated, resolved by), its status moves (who, when: the change history), where it
// happened (links to the computer, group and company pages by route) and the events that raised
// it, from Alarm/GetAlarmsWithDetail.
import { Alert as Callout, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { EMPTY_VALUE } from '../../../components/empty-value/empty-value';
import { shippedName } from '../../../i18n/shipped-names';
import { shippedText } from '../../../i18n/shipped-texts';
import { alertEventsPath, companyPath, computerPath, groupPath } from '../api/alert-links';
import { SEVERITY_BADGES, STATUS_BADGES } from '../api/alert-table';
import { AlertEventList } from './AlertEventList';
import { AlertStatusHistory } from './AlertStatusHistory';
import { ActionLink, PageLink, useAlertDetail } from './AlertEvents';

export function AlertDetail({ alarmId }: { alarmId: number }) {
  const { t, i18n } = useTranslation();
  const detail = useAlertDetail(alarmId);
  if (detail.isPending) return <Loader size="sm" aria-label={t('alerts.detail.loading')} />;
  const alert = detail.data?.entityData[0];
  if (detail.isError || !alert)
    return (
      <Callout color="red" role="alert" title={t('alerts.detail.failed')}>
        {detail.isError && (
          <Button variant="subtle" size="compact-sm" onClick={() => void detail.refetch()}>
            {t('table.error.retry')}
          </Button>
        )}
      </Callout>
    );
  const date = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
  const facts: Array<[string, React.ReactNode]> = [
    [t('alerts.column.condition'), shippedName(t, 'conditions', alert.conditionName)],
    [t('alerts.column.category'), shippedName(t, 'categories', alert.category)],
    [t('alerts.column.triggeredOn'), date(alert.triggeredOn)],
    [t('alerts.column.updatedOn'), date(alert.updatedOn)],
    [t('alerts.column.resolvedBy'), alert.resolvedBy ?? EMPTY_VALUE],
    [t('alerts.column.count'), alert.count.toLocaleString(i18n.language)],
    [
      t('alerts.column.computer'),
      <PageLink href={computerPath(alert)}>{alert.computerName ?? EMPTY_VALUE}</PageLink>,
    ],
    [t('alerts.column.group'), <PageLink href={groupPath(alert)}>{alert.groupName ?? EMPTY_VALUE}</PageLink>],
    [
      t('alerts.column.company'),
      <PageLink href={companyPath(alert)}>{alert.companyName ?? EMPTY_VALUE}</PageLink>,
    ],
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="dot" color={STATUS_BADGES[alert.status].color}>
          {t(STATUS_BADGES[alert.status].labelKey)}
        </Badge>
        <Badge variant="dot" color={SEVERITY_BADGES[alert.severity].color}>
          {t('alerts.detail.severity', { severity: t(SEVERITY_BADGES[alert.severity].labelKey) })}
        </Badge>
      </Group>
      <Text size="sm">{shippedName(t, 'descriptions', alert.conditionDescription)}</Text>
      <Table aria-label={t('alerts.detail.facts')} variant="vertical" withTableBorder fz="sm">
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AlertStatusHistory alarmId={alert.alarmId} />
      <Title order={3} size="h5">
        {alert.events.length < alert.count
          ? t('alerts.events.sample', { shown: alert.events.length, count: alert.count })
          : t('alerts.events.title', { count: alert.events.length })}
      </Title>
      {/* Security alerts fold events of the inspection: all of them are one link away. */}
      {alert.events.some((event) => event.sha256) && (
        <ActionLink href={alertEventsPath(alert.alarmId)}>
          {t('alerts.events.inspectAll', { count: alert.count })}
        </ActionLink>
      )}
      <AlertEventList
        alarmId={alert.alarmId}
        events={alert.events}
        label={t('alerts.events.of', { title: shippedText(t, 'titles', alert.title) })}
      />
    </Stack>
  );
}

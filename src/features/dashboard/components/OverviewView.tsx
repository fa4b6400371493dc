// The overview tiles of the scope (GetCompanyOverviewInformation): computers by state and
// protection mode, unresolved alerts, blocks of the last 7 days, and the company's license.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { formatDateTime } from '../../../i18n/format';
import { alertsHref, computersHref, days, eventsHref } from '../api/dashboard-links';
import { FigureTiles } from '../../../components/charts/FigureTiles';
import type { Reply, WidgetViewProps } from './widget-definition';
import { enumLabel } from '../../../i18n/enum-labels';

export function OverviewView({ data: reply, bodies }: WidgetViewProps<Reply<ApiSchema<'CompanyOverview'>>>) {
  const data = reply.entityData;
  const { t, i18n } = useTranslation();
  const week = bodies.alertWeek;
  return (
    <>
      <Text size="sm">{data.scopeName}</Text>
      <FigureTiles
        tiles={[
          {
            id: 'computers',
            label: t('dashboard.figure.computers'),
            value: data.computerCount,
            href: computersHref('all'),
          },
          {
            id: 'online',
            label: t('endpoints.state.online'),
            value: data.onlineCount,
            href: computersHref('online'),
          },
          {
            id: 'offline',
            label: t('endpoints.state.offline'),
            value: data.offlineCount,
            href: computersHref('offline'),
          },
          {
            id: 'unresolvedAlerts',
            label: t('dashboard.figure.unresolvedAlerts'),
            value: data.unresolvedAlertCount,
            href: alertsHref('unresolved'),
          },
          {
            id: 'protected',
            label: enumLabel(t, 'ProtectionMode', 'Protected'),
            value: data.protectedCount,
            href: computersHref('all', 'Protected'),
          },
          {
            id: 'lockdown',
            label: enumLabel(t, 'ProtectionMode', 'Lockdown'),
            value: data.lockdownCount,
            href: computersHref('all', 'Lockdown'),
          },
          {
            id: 'discovery',
            label: enumLabel(t, 'ProtectionMode', 'Discovery'),
            value: data.discoveryCount,
            href: computersHref('all', 'Discovery'),
          },
          {
            id: 'blocks',
            label: t('dashboard.figure.blocksWeek'),
            value: data.blocksLast7Days,
            href: eventsHref({ action: 'blocked', reported: days(week.startDate, week.endDate) }),
          },
        ]}
      />
      {data.licenseStatus && (
        <Text size="sm" data-figure="license">
          {t('dashboard.figure.license', {
            status: enumLabel(t, 'LicenseStatus', data.licenseStatus),
            seats: data.licensedComputers ?? '-',
            expires: formatDateTime(data.licenseExpiresOn, i18n.language) || '-',
          })}
        </Text>
      )}
    </>
  );
}

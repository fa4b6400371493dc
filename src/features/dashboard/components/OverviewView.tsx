// The overview tiles of the scope (GetCompanyOverviewInformation): computers by state and
// protection mode, unresolved alerts, blocks of the last 7 days, and the company's license.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { formatDateTime } from '../../../i18n/format';
import { overviewFigures } from '../api/dashboard-figures';
import { FigureTiles } from '../../../components/charts/FigureTiles';
import type { Reply, WidgetViewProps } from './widget-definition';
import { enumLabel } from '../../../i18n/enum-labels';
import type { MessageKey } from '../../../i18n/message-key';

const LABELS: Readonly<Record<string, MessageKey>> = {
  computers: 'dashboard.figure.computers',
  online: 'endpoints.state.online',
  offline: 'endpoints.state.offline',
  unresolvedAlerts: 'dashboard.figure.unresolvedAlerts',
  protected: 'endpoints.protection.Protected',
  lockdown: 'endpoints.protection.Lockdown',
  discovery: 'endpoints.protection.Discovery',
  blocks: 'dashboard.figure.blocksWeek',
};

export function OverviewView({ data: reply, bodies }: WidgetViewProps<Reply<ApiSchema<'CompanyOverview'>>>) {
  const data = reply.entityData;
  const { t, i18n } = useTranslation();
  return (
    <>
      <Text size="sm">{data.scopeName}</Text>
      <FigureTiles
        tiles={overviewFigures(data, bodies).map((figure) => ({ ...figure, label: t(LABELS[figure.id]!) }))}
      />
      {data.licenseStatus && (
        <Text size="sm" data-figure="license">
          {t('dashboard.figure.license', {
            status: enumLabel(t, 'LicenseStatus', data.licenseStatus),
            count: data.licensedComputers ?? 0,
            seats: data.licensedComputers ?? '-',
            expires: formatDateTime(data.licenseExpiresOn, i18n.language) || '-',
          })}
        </Text>
      )}
    </>
  );
}

// The widgets that are lists or counts: the alert summary of the last 7 days, the top 5
// computers and groups, the known threats and the assets. Every name and count links to the
// page or list behind it.
import { Alert, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { formatAbbreviated } from '../../../i18n/format';
import {
  alertsHref,
  companySitesHref,
  groupComputersHref,
  siteGroupsHref,
  computerHref,
  days,
  eventsHref,
  hashHref,
  type AlertView,
} from '../api/dashboard-links';
import { FigureLink } from '../../../components/charts/FigureLink';
import { FigureTiles } from '../../../components/charts/FigureTiles';
import type { Reply, WidgetViewProps } from './widget-definition';
import { enumLabel } from '../../../i18n/enum-labels';

function useNumber() {
  const { i18n } = useTranslation();
  return (value: number) => (
    <span title={value.toLocaleString(i18n.language)}>{formatAbbreviated(value, i18n.language)}</span>
  );
}

function ListTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Table withTableBorder striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => (
            <Table.Th scope="col" key={h}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((cells, i) => (
          <Table.Tr key={i}>
            {cells.map((cell, j) => (
              <Table.Td key={j}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const STATUS_VIEW: Record<ApiSchema<'AlertStatus'>, AlertView> = {
  Unresolved: 'unresolved',
  InReview: 'inreview',
  Resolved: 'resolved',
};

export function AlertSummaryView({ data, bodies }: WidgetViewProps<Reply<ApiSchema<'AlertSummary'>>>) {
  const { t } = useTranslation();
  const summary = data.entityData;
  const triggered = days(bodies.alertWeek.startDate, bodies.alertWeek.endDate);
  return (
    <>
      <FigureTiles
        tiles={[
          {
            id: 'total',
            label: t('dashboard.figure.alerts'),
            value: summary.total,
            href: alertsHref('all', { triggered }),
          },
          ...summary.byStatus.map((s) => ({
            id: s.status,
            label: enumLabel(t, 'AlertStatus', s.status),
            value: s.count,
            href: alertsHref(STATUS_VIEW[s.status], { triggered }),
          })),
        ]}
      />
      <FigureTiles
        tiles={summary.bySeverity.map((s) => ({
          id: s.severity,
          label: enumLabel(t, 'AlarmSeverity', s.severity),
          value: s.count,
          href: alertsHref('all', { severity: s.severity, triggered }),
        }))}
      />
    </>
  );
}

export function TopComputersView({ data }: WidgetViewProps<Reply<ApiSchema<'TopComputer'>[] | null>>) {
  const { t } = useTranslation();
  const n = useNumber();
  // spec section 8: the widget shows the server's message when the reply is not a success.
  if (!data.isSuccess || !data.entityData)
    return (
      <Alert color="yellow" role="status">
        {data.message || t('errors.generic')}
      </Alert>
    );
  if (data.entityData.length === 0) return <Text size="sm">{t('dashboard.state.empty')}</Text>;
  return (
    <ListTable
      label={t('dashboard.widget.topComputers')}
      head={[t('alerts.column.computer'), t('alerts.column.group'), t('dashboard.col.blocks')]}
      rows={data.entityData.map((c) => [
        <FigureLink key="c" href={computerHref(c.computerGuid)}>
          {c.computerName}
        </FigureLink>,
        c.groupName,
        n(c.blockCount),
      ])}
    />
  );
}

export function TopGroupsView({ data, bodies }: WidgetViewProps<Reply<ApiSchema<'TopGroup'>[]>>) {
  const { t } = useTranslation();
  const n = useNumber();
  // The groups are ranked by their blocks of the last 7 days (the overview's week).
  const week = days(bodies.alertWeek.startDate, bodies.alertWeek.endDate);
  return (
    <ListTable
      label={t('dashboard.widget.topGroups')}
      head={[
        t('alerts.column.group'),
        t('endpoints.column.site'),
        t('dashboard.figure.computers'),
        t('dashboard.col.blocks'),
      ]}
      rows={data.entityData.map((g) => [
        // A group opens its computers in the asset drill-down, its block count the blocks themselves.
        <FigureLink key="g" href={groupComputersHref(g.companyId, g.siteGuid, g.groupGuid)}>
          {g.groupName}
        </FigureLink>,
        g.siteName,
        n(g.computerCount),
        <FigureLink key="b" href={eventsHref({ action: 'blocked', group: g.groupGuid, reported: week })}>
          {n(g.blockCount)}
        </FigureLink>,
      ])}
    />
  );
}

export function KnownThreatsView({ data }: WidgetViewProps<Reply<ApiSchema<'KnownThreat'>[]>>) {
  const { t } = useTranslation();
  const n = useNumber();
  return (
    <ListTable
      label={t('dashboard.widget.knownThreats')}
      head={[
        t('dashboard.col.file'),
        t('dashboard.col.class'),
        t('dashboard.col.detections'),
        t('dashboard.figure.computers'),
      ]}
      rows={data.entityData.map((h) => [
        <FigureLink key="h" href={hashHref(h.sha256)}>
          {h.fileName}
        </FigureLink>,
        enumLabel(t, 'HashClass', h.hashClass),
        <FigureLink key="e" href={eventsHref({ sha256: h.sha256 })}>
          {n(h.detections)}
        </FigureLink>,
        n(h.computerCount),
      ])}
    />
  );
}

interface AssetRow {
  key: string;
  name: ReactNode;
  counts: ApiSchema<'AssetCounts'>;
}

/** Computers by state and protection mode, one row per company, site or group. */
function AssetTable({ nameHeader, rows }: { nameHeader: string; rows: AssetRow[] }) {
  const { t } = useTranslation();
  const n = useNumber();
  return (
    <ListTable
      label={t('dashboard.widget.assets')}
      head={[
        nameHeader,
        t('dashboard.figure.computers'),
        t('endpoints.state.online'),
        t('endpoints.state.offline'),
        t('endpoints.protection.Protected'),
        t('endpoints.protection.Lockdown'),
        t('endpoints.protection.Discovery'),
      ]}
      rows={rows.map(({ name, counts }) => [
        name,
        n(counts.computerCount),
        n(counts.onlineCount),
        n(counts.offlineCount),
        n(counts.protectedCount),
        n(counts.lockdownCount),
        n(counts.discoveryCount),
      ])}
    />
  );
}

const linkedName = (name: string, href: string | null) =>
  href ? <FigureLink href={href}>{name}</FigureLink> : name;

export function AssetsView({ data }: WidgetViewProps<Reply<ApiSchema<'CompanyAsset'>[]>>) {
  const { t } = useTranslation();
  return (
    <AssetTable
      nameHeader={t('alerts.column.company')}
      rows={data.entityData.map((c) => ({
        key: c.companyGuid,
        name: linkedName(c.companyName, companySitesHref(c.companyId)),
        counts: c.counts,
      }))}
    />
  );
}

export function SiteAssetsView({ data, bodies }: WidgetViewProps<Reply<ApiSchema<'SiteAsset'>[]>>) {
  const { t } = useTranslation();
  const { companyId } = bodies.assets;
  return (
    <AssetTable
      nameHeader={t('endpoints.column.site')}
      rows={data.entityData.map((s) => ({
        key: s.siteGuid,
        name: linkedName(s.siteName, companyId === null ? null : siteGroupsHref(companyId, s.siteGuid)),
        counts: s.counts,
      }))}
    />
  );
}

export function GroupAssetsView({ data, bodies }: WidgetViewProps<Reply<ApiSchema<'GroupAsset'>[]>>) {
  const { t } = useTranslation();
  const { companyId } = bodies.assets;
  return (
    <AssetTable
      nameHeader={t('alerts.column.group')}
      rows={data.entityData.map((g) => ({
        key: g.groupGuid,
        name: linkedName(
          g.groupName,
          companyId === null ? null : groupComputersHref(companyId, g.siteGuid, g.groupGuid),
        ),
        counts: g.counts,
      }))}
    />
  );
}

// The widgets that are lists or counts: the alert summary of the last 7 days, the top 5
// computers and groups, the known threats and the assets. Every name and count links to the
// page or list behind it.
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { formatAbbreviated } from '../../../i18n/format';
import {
  companySitesHref,
  groupComputersHref,
  siteGroupsHref,
  computerHref,
  hashHref,
} from '../api/dashboard-links';
import {
  alertSummaryFigures,
  assetFigures,
  knownThreatFigure,
  topComputerFigure,
  topGroupFigure,
} from '../api/dashboard-figures';
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

/** A widget's list: its cells in the order of its header, the widget's title as its name. */
function ListTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <StaticTable<{ index: number; cells: ReactNode[] }>
      label={label}
      withTableBorder
      striped
      rows={rows.map((cells, index) => ({ index, cells }))}
      rowKey={(row) => row.index}
      columns={head.map((header, column) => ({ id: header, header, cell: (row) => row.cells[column] }))}
    />
  );
}

export function AlertSummaryView({ data, bodies }: WidgetViewProps<Reply<ApiSchema<'AlertSummary'>>>) {
  const { t } = useTranslation();
  const figures = alertSummaryFigures(data.entityData, bodies);
  return (
    <>
      <FigureTiles
        tiles={figures.byStatus.map((f) => ({
          ...f,
          label: f.id === 'total' ? t('dashboard.figure.alerts') : enumLabel(t, 'AlertStatus', f.id),
        }))}
      />
      <FigureTiles
        tiles={figures.bySeverity.map((f) => ({ ...f, label: enumLabel(t, 'AlarmSeverity', f.id) }))}
      />
    </>
  );
}

export function TopComputersView({
  data,
  bodies,
}: WidgetViewProps<Reply<ApiSchema<'TopComputer'>[] | null>>) {
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
      head={[t('alerts.column.computer'), t('alerts.column.group'), t('dashboard.col.blocksWeek')]}
      rows={data.entityData.map((c) => [
        <FigureLink key="c" href={computerHref(c.computerGuid)}>
          {c.computerName}
        </FigureLink>,
        c.groupName,
        // The blocks open the computer's blocks of the same week.
        <FigureLink key="b" href={topComputerFigure(c, bodies).href}>
          {n(c.blockCount)}
        </FigureLink>,
      ])}
    />
  );
}

export function TopGroupsView({ data, bodies }: WidgetViewProps<Reply<ApiSchema<'TopGroup'>[]>>) {
  const { t } = useTranslation();
  const n = useNumber();
  return (
    <ListTable
      label={t('dashboard.widget.topGroups')}
      head={[
        t('alerts.column.group'),
        t('endpoints.column.site'),
        t('dashboard.figure.computers'),
        t('dashboard.col.blocksWeek'),
      ]}
      rows={data.entityData.map((g) => [
        // A group opens its computers in the asset drill-down, its block count the blocks themselves.
        <FigureLink key="g" href={groupComputersHref(g.companyId, g.siteGuid, g.groupGuid)}>
          {g.groupName}
        </FigureLink>,
        g.siteName,
        n(g.computerCount),
        <FigureLink key="b" href={topGroupFigure(g, bodies).href}>
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
        <FigureLink key="e" href={knownThreatFigure(h).href}>
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
  /** The site or group whose computers the counts open (a company's counts open nothing). */
  place?: { site?: string; group?: string };
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
      rows={rows.map(({ name, counts, place }) => [
        name,
        ...(place
          ? assetFigures(counts, place).map((f) => (
              <FigureLink key={f.id} href={f.href}>
                {n(f.value)}
              </FigureLink>
            ))
          : [
              counts.computerCount,
              counts.onlineCount,
              counts.offlineCount,
              counts.protectedCount,
              counts.lockdownCount,
              counts.discoveryCount,
            ].map(n)),
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
        place: { site: s.siteGuid },
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
        place: { group: g.groupGuid },
      }))}
    />
  );
}

// The time-based widgets as charts (blocks over time, event trends, blocks by event type, the
// top computers' blocks), each bar or point and each figure of its table a link to the event
// inspection for that day (and action, event type or computer).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { enumLabel } from '../../../i18n/enum-labels';
import { formatAbbreviated } from '../../../i18n/format';
import {
  blocksByTypeFigures,
  blocksOverTimeFigures,
  eventTrendsFigures,
  topComputerBlocksFigure,
} from '../api/dashboard-figures';
import { FigureLink } from '../../../components/charts/FigureLink';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import type { ChartSeries } from '../../../components/charts/chart-model';
import { timeSlots } from './charts/time-rows';
import type { Reply, WidgetViewProps } from './widget-definition';

const BLOCKED = 'blocked';
const ACTION_COLORS: Record<ApiSchema<'EventAction'>, string> = {
  blocked: 'red.7',
  allowed: 'teal.7',
  audited: 'yellow.8',
};
const PALETTE = ['red.7', 'blue.7', 'grape.7', 'orange.8', 'teal.7', 'indigo.7', 'pink.7', 'cyan.8'];

/** The range's total, a link to the list of the range. */
function Total({ total, href }: { total: number; href: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="sm" data-figure="total">
      <FigureLink href={href}>
        {t('dashboard.chart.total', { total: formatAbbreviated(total, i18n.language) })}
      </FigureLink>
    </Text>
  );
}

export function BlocksOverTimeView({
  data: reply,
  bodies,
}: WidgetViewProps<Reply<ApiSchema<'BlockSeries'>>>) {
  const data = reply.entityData;
  const { t, i18n } = useTranslation();
  const slots = timeSlots(data.points, data.bucket, i18n.language);
  const figures = blocksOverTimeFigures(data, bodies);
  const series: ChartSeries[] = [
    { name: BLOCKED, label: enumLabel(t, 'EventAction', BLOCKED), color: ACTION_COLORS.blocked },
  ];
  const rows = slots.map((slot, i) => {
    const href = figures.points[i]!.href;
    return {
      key: slot.key,
      label: slot.label,
      values: { [BLOCKED]: data.points[i]!.count },
      href,
      hrefs: { [BLOCKED]: href },
    };
  });
  return (
    <>
      <Total total={figures.total.value} href={figures.total.href} />
      <ChartFigure
        name={t('dashboard.widget.blocksOverTime')}
        rowHeader={t('dashboard.col.time')}
        model={{ kind: 'bar', series, rows }}
      />
    </>
  );
}

export function EventTrendsView({ data: reply }: WidgetViewProps<Reply<ApiSchema<'EventTrends'>>>) {
  const data = reply.entityData;
  const { t, i18n } = useTranslation();
  const slots = timeSlots(data.series[0]?.points ?? [], data.bucket, i18n.language);
  const figures = eventTrendsFigures(data);
  const series: ChartSeries[] = data.series.map((s) => ({
    name: s.action,
    label: enumLabel(t, 'EventAction', s.action),
    color: ACTION_COLORS[s.action],
  }));
  const rows = slots.map((slot, i) => ({
    key: slot.key,
    label: slot.label,
    values: Object.fromEntries(data.series.map((s) => [s.action, s.points[i]?.count ?? 0])),
    href: figures[i]!.all.href,
    hrefs: Object.fromEntries(figures[i]!.byAction.map((f) => [f.id, f.href])),
  }));
  return (
    <ChartFigure
      name={t('dashboard.widget.eventTrends')}
      rowHeader={t('dashboard.col.time')}
      model={{ kind: 'line', series, rows }}
    />
  );
}

export function BlocksByTypeView({ data: reply }: WidgetViewProps<Reply<ApiSchema<'BlocksByEventType'>>>) {
  const data = reply.entityData;
  const { t, i18n } = useTranslation();
  const slots = timeSlots(data.series[0]?.points ?? [], data.bucket, i18n.language);
  const figures = blocksByTypeFigures(data);
  const series: ChartSeries[] = data.series.map((s, i) => ({
    name: s.eventType,
    label: enumLabel(t, 'EventType', s.eventType),
    color: PALETTE[i % PALETTE.length]!,
  }));
  const rows = slots.map((slot, i) => ({
    key: slot.key,
    label: slot.label,
    values: Object.fromEntries(data.series.map((s) => [s.eventType, s.points[i]?.count ?? 0])),
    href: figures[i]!.all.href,
    hrefs: Object.fromEntries(figures[i]!.byType.map((f) => [f.id, f.href])),
  }));
  return (
    <ChartFigure
      name={t('dashboard.widget.blocksByType')}
      rowHeader={t('dashboard.col.time')}
      model={{ kind: 'bar', stacked: true, series, rows }}
    />
  );
}

export function TopComputerBlocksView({
  data: reply,
  bodies,
}: WidgetViewProps<Reply<ApiSchema<'ComputerBlockSeries'>[]>>) {
  const data = reply.entityData;
  const { t } = useTranslation();
  const series: ChartSeries[] = [
    { name: BLOCKED, label: enumLabel(t, 'EventAction', BLOCKED), color: ACTION_COLORS.blocked },
  ];
  const rows = data.map((c) => {
    const href = topComputerBlocksFigure(c, bodies).href;
    return {
      key: c.computerGuid,
      label: c.computerName,
      values: { [BLOCKED]: c.total },
      href,
      hrefs: { [BLOCKED]: href },
    };
  });
  return (
    <ChartFigure
      name={t('dashboard.widget.topComputerBlocks')}
      rowHeader={t('alerts.column.computer')}
      model={{ kind: 'bar', series, rows }}
    />
  );
}

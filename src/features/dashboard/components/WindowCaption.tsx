// Names the time a widget's figures count, under its title: the span and its first and last
// instants in UTC (the server's buckets), so that two widgets counting different windows say so.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUCKET_MS } from '../../../domain/dashboard-window';
import type { DashboardBodies, RangeBody } from '../api/dashboard-range';
import type { WidgetSpec } from './widget-definition';

type Kind = NonNullable<WidgetSpec<unknown>['window']>;

function formatInstant(iso: string, withTime: boolean, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));
}

function windowWords(window: RangeBody, language: string) {
  const hourly = window.bucket === 'hour';
  const span = Date.parse(window.endDate) + 1 - Date.parse(window.startDate);
  return {
    key: hourly ? ('dashboard.window.hours' as const) : ('dashboard.window.days' as const),
    n: Math.round(span / BUCKET_MS[hourly ? 'hour' : 'day']),
    start: formatInstant(window.startDate, hourly, language),
    end: formatInstant(window.endDate, hourly, language),
  };
}

export function WindowCaption({ kind, bodies }: { kind: Kind; bodies: DashboardBodies }) {
  const { t, i18n } = useTranslation();
  if (kind === 'allTime')
    return (
      <Text size="sm" data-window="allTime">
        {t('dashboard.window.allTime')}
      </Text>
    );
  const { key, ...words } = windowWords(kind === 'week' ? bodies.alertWeek : bodies.range, i18n.language);
  return (
    <Text size="sm" data-window={kind}>
      {t(key, words)}
    </Text>
  );
}

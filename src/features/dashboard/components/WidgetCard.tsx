// One widget on the page: its own skeleton while its request runs, its own error with a retry,
// its empty text, or its view. A failing widget never blanks the others.
import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import type { DashboardBodies } from '../api/dashboard-range';
import type { Widget } from './widget-definition';
import { WindowCaption } from './WindowCaption';

interface Props {
  widget: Widget;
  bodies: DashboardBodies;
}

export function WidgetCard({ widget, bodies }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const query = useQuery(widget.query(queries, bodies));
  const title = t(widget.titleKey);
  const titleId = `widget-${widget.id}`;
  const { View } = widget;
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby={titleId}
      aria-busy={query.isPending}
      data-widget={widget.id}
      style={widget.wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {widget.window && <WindowCaption kind={widget.window} bodies={bodies} />}
        {query.isPending ? (
          <Stack gap="xs" aria-label={t('dashboard.state.loading', { name: title })} role="status">
            <Skeleton height={16} />
            <Skeleton height={16} width="80%" />
            <Skeleton height={16} width="60%" />
          </Stack>
        ) : query.isError ? (
          <Alert color="red" role="alert" title={t('dashboard.state.failed', { name: title })}>
            <Button variant="default" size="xs" onClick={() => void query.refetch()}>
              {t('errors.page.retry')}
            </Button>
          </Alert>
        ) : widget.isEmpty?.(query.data) ? (
          <Text size="sm">{t('dashboard.state.empty')}</Text>
        ) : (
          <View data={query.data} bodies={bodies} />
        )}
      </Stack>
    </Card>
  );
}

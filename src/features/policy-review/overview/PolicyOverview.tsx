// The policy overview (/administration/policy-overview): the reviews of the scope by status and
// by risk level, and the checklist decisions still awaited, as counts and charts. Every figure
// links to the list behind it where the role may open that list (company and site admins see
// the figures; the lists are the group admin's).
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import type { ChartModel } from '../../../components/charts/chart-model';
import { FigureTiles } from '../../../components/charts/FigureTiles';
import { useApi } from '../../../components/api/use-api';
import { overviewQuery } from './overview-query';
import { pendingDecisionsHref, reviewsAtRiskHref, reviewsHref, reviewsInStatusHref } from './overview-links';
import { enumLabel } from '../../../i18n/enum-labels';

type Dashboard = ApiSchema<'PolicyReviewDashboard'>;

const STATUS_COLOR = 'blue.7';
const RISK_COLOR = 'orange.8';
const REVIEWS_SERIES = 'reviews';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={`policy-overview-${id}`} data-section={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`policy-overview-${id}`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function countsChart(
  rows: readonly { key: string; label: string; count: number; href: string }[],
  seriesLabel: string,
  color: string,
): ChartModel {
  return {
    kind: 'bar',
    series: [{ name: REVIEWS_SERIES, label: seriesLabel, color }],
    rows: rows.map(({ key, label, count, href }) => ({
      key,
      label,
      values: { [REVIEWS_SERIES]: count },
      href,
      hrefs: { [REVIEWS_SERIES]: href },
    })),
  };
}

function OverviewFigures({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const seriesLabel = t('policyOverview.reviews');
  const byStatus = countsChart(
    data.byStatus.map(({ status, count }) => ({
      key: status,
      label: enumLabel(t, 'ReviewStatus', status),
      count,
      href: reviewsInStatusHref(status),
    })),
    seriesLabel,
    STATUS_COLOR,
  );
  const byRisk = countsChart(
    data.byRiskLevel.map(({ riskLevel, count }) => ({
      key: riskLevel,
      label: enumLabel(t, 'RiskLevel', riskLevel),
      count,
      href: reviewsAtRiskHref(riskLevel),
    })),
    seriesLabel,
    RISK_COLOR,
  );
  return (
    <Stack gap="md">
      <Section id="totals" title={t('policyOverview.totals')}>
        <FigureTiles
          tiles={[
            {
              id: 'totalReviews',
              label: t('policyOverview.totalReviews'),
              value: data.totalReviews,
              href: reviewsHref(),
            },
            {
              id: 'pendingDecisions',
              label: t('policyOverview.pendingDecisions'),
              value: data.pendingDecisions,
              href: pendingDecisionsHref(),
            },
          ]}
        />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="byStatus" title={t('policyOverview.byStatus')}>
          <ChartFigure
            name={t('policyOverview.byStatus')}
            rowHeader={t('policyReview.column.status')}
            model={byStatus}
          />
        </Section>
        <Section id="byRisk" title={t('policyOverview.byRisk')}>
          <ChartFigure
            name={t('policyOverview.byRisk')}
            rowHeader={t('policyReview.column.risk')}
            model={byRisk}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

export function PolicyOverview() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const query = useQuery(overviewQuery(queries));
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('policyOverview.loading')} aria-busy>
        <Skeleton height={96} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('policyOverview.failed')}>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('errors.page.retry')}
        </Button>
      </Alert>
    );
  }
  const data = query.data.entityData;
  if (data.totalReviews === 0) return <Text>{t('policyOverview.empty')}</Text>;
  return <OverviewFigures data={data} />;
}

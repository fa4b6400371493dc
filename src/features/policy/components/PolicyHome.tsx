// /policy/home: the effective policy at the selected scope. The version in force and the figures
// (rules in force and shadowed, drafts waiting, the computers on or behind the version), the
// blocks that reach the scope by level with how each arrives and from where, the rules in force
// by kind, and every rule with its origin (the PagedTable, its search in the URL). Every item
// links to what it counts.
import { useMemo } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { FigureTiles } from '../../../components/charts/FigureTiles';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { formatDateTime } from '../../../i18n/format';
import { useScope } from '../../../scope/scope-store';
import { effectivePolicyQuery } from '../api/effective-policy';
import { draftsHref } from '../api/home-links';
import { computersBehindHref, rulesHref } from '../api/policy-links';
import { rulePageQuery, ruleTable } from '../api/rule-table';
import { EffectiveBlocks } from './EffectiveBlocks';
import { ExpiringRules } from './ExpiringRules';
import { HomeSection } from './HomeSection';
import { KindCounts } from './KindCounts';

type EffectivePolicy = ApiSchema<'EffectivePolicy'>;

function VersionLine({ policy }: { policy: EffectivePolicy }) {
  const { t, i18n } = useTranslation();
  return (
    <Text data-figure="version">
      {policy.version
        ? t('policy.home.versionInForce', {
            scope: policy.scope.name,
            version: policy.version,
            on: formatDateTime(policy.versionOn, i18n.language),
          })
        : t('policy.home.noVersion', { scope: policy.scope.name })}
    </Text>
  );
}

function Figures({ policy }: { policy: EffectivePolicy }) {
  const { t } = useTranslation();
  const { role } = useScope();
  return (
    <HomeSection id="figures" title={t('policy.home.figures')}>
      <VersionLine policy={policy} />
      <FigureTiles
        tiles={[
          {
            id: 'ruleCount',
            label: t('policy.home.ruleCount'),
            value: policy.ruleCount,
            href: rulesHref({ state: 'inForce' }),
          },
          {
            id: 'shadowedCount',
            label: t('policy.home.shadowedCount'),
            value: policy.shadowedCount,
            href: rulesHref({ state: 'shadowed' }),
          },
          {
            id: 'draftsWaiting',
            label: t('policy.home.draftsWaiting'),
            value: policy.draftsWaiting,
            href: draftsHref(role),
          },
          {
            id: 'computersBehind',
            label: t('policy.home.computersBehind', { total: policy.computers.total }),
            value: policy.computers.behind,
            href: computersBehindHref(),
          },
        ]}
      />
    </HomeSection>
  );
}

function EffectiveSummary() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const query = useQuery(effectivePolicyQuery(queries));
  if (query.isPending)
    return (
      <Stack gap="xs" role="status" aria-label={t('policy.home.loading')} aria-busy>
        <Skeleton height={120} />
        <Skeleton height={240} />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('policy.home.failed')}>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('errors.page.retry')}
        </Button>
      </Alert>
    );
  const policy = query.data.entityData;
  return (
    <>
      <Figures policy={policy} />
      <EffectiveBlocks blocks={policy.blocks} />
      <HomeSection id="byKind" title={t('policy.home.byKind')}>
        <KindCounts counts={policy.countsByKind} />
      </HomeSection>
      <ExpiringRules />
    </>
  );
}

export function PolicyHome({
  search,
  onSearchChange,
}: {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => rulePageQuery(queries), [queries]);
  return (
    <Stack gap="md">
      <EffectiveSummary />
      <HomeSection id="rules" title={t('policy.home.rules')}>
        <Group>
          <Text size="sm">{t('policy.home.rulesIntro')}</Text>
        </Group>
        <PagedTable
          definition={ruleTable}
          search={search}
          onSearchChange={onSearchChange}
          pageQuery={pageQuery}
          exportName="policy-rules"
        />
      </HomeSection>
    </Stack>
  );
}

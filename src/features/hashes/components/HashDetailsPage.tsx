// /hash-inspection/{param}: a hash's page. Its verdict and refresh, what the file is, its
// events by type (linked to the event inspection) and where it was seen (linked to the
// computers). A malformed {param} or a hash unknown in the scope is said in the page.
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import type { TableSearch } from '../../../components/paged-table/table-search';
import type { HashParam } from '../api/hash-param';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import { HashEvents } from './HashEvents';
import { HashFacts } from './HashFacts';
import { HashParamMessage } from './HashParamMessage';
import { HashSeen } from './HashSeen';
import { HashVerdict } from './HashVerdict';
import { RuleActions, type RuleTarget } from '../../../components/rule-dialog/RuleActions';

interface Props {
  param: HashParam;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function HashDetailsPage({ param, search, onSearchChange }: Props) {
  if (param.kind !== 'sha256') return <HashParamMessage param={param} />;
  return <HashDetails sha256={param.value} search={search} onSearchChange={onSearchChange} />;
}

function HashDetails({ sha256, search, onSearchChange }: { sha256: string } & Omit<Props, 'param'>) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const page = useQuery(queries.HashInspection_GetHashInformationPage({ sha256 }));

  if (page.isPending)
    return (
      <Stack aria-busy="true" aria-label={t('hashes.page.loading')}>
        <Skeleton height={120} />
        <Skeleton height={160} />
        <Skeleton height={240} />
      </Stack>
    );
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <UnknownHash sha256={sha256} />;
    return (
      <Alert color="red" role="alert" title={t('hashes.page.errorTitle')}>
        <Group gap="sm">
          <Text size="sm">{t('hashes.page.error')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void page.refetch()}>
            {t('table.error.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <RuleActions targets={hashRuleTargets(page.data.entityData)} />
      <HashVerdict page={page.data.entityData} />
      <HashFacts hash={page.data.entityData.hash} />
      <HashEvents sha256={sha256} events={page.data.entityData.events} />
      <HashSeen sha256={sha256} search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}

/**
 * Allow… when the file was blocked or audited here, Block… when it ran (issue 28): by hash, or by
 * the folder it was first seen in (the page knows no signer).
 */
function hashRuleTargets(page: ApiSchema<'HashInformationPage'>): RuleTarget[] {
  const evidence = {
    source: 'hash' as const,
    sha256: page.hash.sha256,
    publisher: null,
    filePath: page.filePaths[0] ?? null,
  };
  const fileName = page.hash.fileName;
  const { blocked, audited, allowed } = page.events;
  return [
    ...(blocked + audited > 0 ? [{ action: 'allow' as const, fileName, evidence }] : []),
    ...(allowed > 0 ? [{ action: 'deny' as const, fileName, evidence }] : []),
  ];
}

/** Never seen in the scope: the "not found" class, and what it means here. */
function UnknownHash({ sha256 }: { sha256: string }) {
  const { t } = useTranslation();
  const badge = HASH_CLASS_BADGES.notFound;
  return (
    <Alert color="gray" title={t('hashes.unknown.title')}>
      <Stack gap="xs">
        <Badge color={badge.color} variant="dot" size="lg">
          {t(badge.labelKey)}
        </Badge>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {sha256}
        </Text>
        <Text size="sm">{t('hashes.unknown.message')}</Text>
      </Stack>
    </Alert>
  );
}

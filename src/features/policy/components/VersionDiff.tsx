// Two sides of a block compared (Policy/DiffBlockVersions): the block's fields that differ, the
// components added, removed and changed (paired by their key), and how many are the same.
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { diffQuery } from '../api/block-page';
import type { BlockView } from '../api/policy-links';
import { ACTION_BADGES, KIND_WORDS } from '../api/policy-words';

type Component = ApiSchema<'PolicyComponent'>;

function ComponentList({ id, title, rows }: { id: string; title: string; rows: readonly Component[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6" id={`policy-diff-${id}`}>
        {title}
      </Title>
      <StaticTable
        labelledBy={`policy-diff-${id}`}
        rows={rows}
        rowKey={(component) => component.componentKey}
        columns={[
          {
            id: 'target',
            header: t('policy.column.target'),
            rowHeader: true,
            cut: true,
            cell: (c) => c.target,
          },
          { id: 'kind', header: t('policy.column.kind'), cell: (c) => t(KIND_WORDS[c.kind]) },
          {
            id: 'action',
            header: t('policy.column.action'),
            cell: (c) => t(ACTION_BADGES[c.action].labelKey),
          },
        ]}
      />
    </Stack>
  );
}

export function VersionDiff({ blockId, from, to }: { blockId: number; from: BlockView; to: BlockView }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const query = useQuery(diffQuery(queries, blockId, from, to));
  if (query.isPending) return <Loader size="sm" aria-label={t('policy.diff.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('policy.diff.failed')}>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('errors.page.retry')}
        </Button>
      </Alert>
    );
  const diff = query.data.entityData;
  const nothing =
    diff.fields.length === 0 &&
    diff.added.length === 0 &&
    diff.removed.length === 0 &&
    diff.changed.length === 0;
  return (
    <Stack gap="sm" data-diff={`${from}..${to}`}>
      <Text size="sm" role="status">
        {nothing
          ? t('policy.diff.identical')
          : t('policy.diff.summary', {
              added: diff.added.length,
              removed: diff.removed.length,
              changed: diff.changed.length + diff.fields.length,
              same: diff.unchangedCount,
            })}
      </Text>
      {diff.fields.length > 0 && (
        <StaticTable
          label={t('policy.diff.fields')}
          rows={diff.fields}
          rowKey={(field) => field.field}
          columns={[
            {
              id: 'field',
              header: t('policy.diff.field'),
              rowHeader: true,
              cell: (f) => t(`forms.policyBlock.${f.field}`),
            },
            { id: 'before', header: t('policy.diff.before'), cell: (f) => f.before },
            { id: 'after', header: t('policy.diff.after'), cell: (f) => f.after },
          ]}
        />
      )}
      <ComponentList id="added" title={t('policy.diff.added')} rows={diff.added} />
      <ComponentList id="removed" title={t('policy.diff.removed')} rows={diff.removed} />
      <ComponentList
        id="changed"
        title={t('policy.diff.changed')}
        rows={diff.changed.map((change) => change.after)}
      />
    </Stack>
  );
}

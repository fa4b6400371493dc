// The building blocks of one level (/policy/spm-global, /policy/service-provider-level,
// /policy/spm-local) in the PagedTable, its search and filters in the URL; create (the new block
// form), and on each row the actions the role may take on blocks of this level.
import { useMemo } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { blockPageQuery, blockTable, type BlockSummary } from '../api/block-table';
import { newBlockHref, type PolicyLevel } from '../api/policy-links';
import { useBlockActions } from './BlockActions';

const INTRO_KEYS = {
  spmGlobal: 'policy.level.spmGlobal.intro',
  serviceProvider: 'policy.level.serviceProvider.intro',
  local: 'policy.level.local.intro',
} as const satisfies Record<PolicyLevel, string>;

interface Props {
  level: PolicyLevel;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function BlockList({ level, search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const pageQuery = useMemo(() => blockPageQuery(queries, level), [queries, level]);
  const canCreate = useCanCall('Policy_CreateBlock', { policyLevel: level });
  const { actions, dialogs } = useBlockActions<BlockSummary>(level);
  return (
    <Stack gap="md">
      <Text size="sm">{t(INTRO_KEYS[level])}</Text>
      <PagedTable
        definition={blockTable}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName={`policy-blocks-${level}`}
        toolbar={
          canCreate ? (
            <Button onClick={() => void navigate({ href: newBlockHref(level) })}>
              {t('policy.blocks.create')}
            </Button>
          ) : undefined
        }
        rowActions={actions}
        rowActionsDisplay="menu"
      />
      {dialogs}
    </Stack>
  );
}

// /policy/shared-policy-topology: the scope tree from the top of the session's scope, with the
// blocks that flow to each node, as a tree or as a table of the same rows (`view` in the URL),
// filtered by a block (`blockId` in the URL: each node says whether that block is in force
// there). The top comes with the page; a node opened loads its level (one request per node,
// cached by the query layer); opening is kept across views and filters.
import { useState } from 'react';
import { Alert, Button, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { LEVEL_WORDS } from '../api/policy-words';
import {
  initiallyExpanded,
  topologyKey,
  topologyQuery,
  visibleTopologyRows,
  type TopologyNode,
  type TopologyRow,
} from '../api/topology';
import { allLevelBlocksQueries, blockOptionGroups } from '../api/topology-blocks';
import type { TopologySearch, TopologyView } from '../api/topology-search';
import { TopologyTable } from './TopologyTable';
import { TopologyTree } from './TopologyTree';

interface Props {
  search: TopologySearch;
  onSearchChange: (next: TopologySearch) => void;
}

function BlockFilter({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const replies = useQueries({ queries: allLevelBlocksQueries(queries) });
  const groups = blockOptionGroups(
    replies.map((reply) => reply.data?.entityData),
    (name, owner) => t('policy.topology.blockOption', { name, owner }),
  ).map((group) => ({
    group: t(LEVEL_WORDS[group.level]),
    items: group.items,
  }));
  return (
    <Select
      label={t('policy.topology.filter')}
      placeholder={t('policy.topology.filterPlaceholder')}
      data={groups}
      value={search.blockId === undefined ? null : String(search.blockId)}
      onChange={(value) => onSearchChange({ ...search, blockId: value ? Number(value) : undefined })}
      searchable
      clearable
      maw={420}
    />
  );
}

export function TopologyPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const blockId = search.blockId ?? null;
  const top = useQuery({ ...topologyQuery(queries, null, blockId), placeholderData: keepPreviousData });
  const topNodes = top.data?.entityData;
  // The nodes opened, by key (null until the user opens or closes one: the top node is open).
  const [opened, setOpened] = useState<ReadonlyMap<string, TopologyNode> | null>(null);
  const initial = (): Map<string, TopologyNode> => {
    const keys = initiallyExpanded(topNodes ?? []);
    return new Map((topNodes ?? []).filter((n) => keys.has(topologyKey(n))).map((n) => [topologyKey(n), n]));
  };
  const openNodes = opened ?? initial();
  const levels = useQueries({
    queries: [...openNodes.values()].map((node) => ({
      ...topologyQuery(queries, node, blockId),
      placeholderData: keepPreviousData,
    })),
  });
  const children = new Map<string, readonly TopologyNode[]>();
  [...openNodes.keys()].forEach((key, index) => {
    const data = levels[index]?.data;
    if (data) children.set(key, data.entityData);
  });
  const expanded = new Set(openNodes.keys());
  const rows = topNodes ? visibleTopologyRows(topNodes, children, expanded) : [];

  // An updater: * opens several siblings in one key press.
  const onToggle = (row: TopologyRow, open: boolean) =>
    setOpened((previous) => {
      const next = new Map(previous ?? initial());
      if (open) next.set(row.key, row.node);
      else next.delete(row.key);
      return next;
    });
  const view: TopologyView = search.view ?? 'tree';
  const levelFailed = levels.some((level) => level.isError);

  return (
    <Stack gap="md">
      <Text size="sm">{t('policy.topology.intro')}</Text>
      <BlockFilter search={search} onSearchChange={onSearchChange} />
      {top.isPending ? (
        <Skeleton height={240} />
      ) : top.isError || levelFailed ? (
        <Alert color="red" role="alert" title={t('policy.topology.failed')}>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              void top.refetch();
              for (const level of levels) if (level.isError) void level.refetch();
            }}
          >
            {t('errors.page.retry')}
          </Button>
        </Alert>
      ) : null}
      {rows.length > 0 && (
        <Tabs
          value={view}
          onChange={(value) => onSearchChange({ ...search, view: value === 'table' ? 'table' : undefined })}
        >
          <Tabs.List aria-label={t('policy.topology.views')}>
            <Tabs.Tab value="tree">{t('policy.topology.tree')}</Tabs.Tab>
            <Tabs.Tab value="table">{t('policy.topology.table')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tree" pt="sm">
            {view === 'tree' && (
              <TopologyTree
                rows={rows}
                expanded={expanded}
                onToggle={onToggle}
                label={t('policy.topology.treeLabel')}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="table" pt="sm">
            {view === 'table' && (
              <TopologyTable
                rows={rows}
                expanded={expanded}
                onToggle={onToggle}
                label={t('policy.topology.tableLabel')}
                withBlockColumn={blockId !== null}
              />
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

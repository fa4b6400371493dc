// /policy/shared-policy-topology: the scope tree from the top of the session's scope, with the
// blocks that flow to each node, as a tree or as a table of the same rows (`view` in the URL),
// filtered by a block (`blockId` in the URL: each node says whether that block is in force
// there). The whole tree comes with the page in one request (Policy/GetTopologySubtree; a tree
// past one page asks the next pages in turn); opening a node asks nothing; opening is kept across
// views and filters.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { LEVEL_WORDS } from '../api/policy-words';
import {
  allParents,
  initiallyExpanded,
  subtreeQuery,
  treeOfSubtree,
  visibleTopologyRows,
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
  const queryClient = useQueryClient();
  const blockId = search.blockId ?? null;
  // Each page is the query layer's own (the loader's first page is reused); the pages together
  // are cached under a key of their own below it.
  const tree = useInfiniteQuery({
    queryKey: [...subtreeQuery(queries, blockId, null).queryKey, 'pages'],
    queryFn: ({ pageParam }) => queryClient.fetchQuery(subtreeQuery(queries, blockId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextAfter ?? undefined,
    placeholderData: keepPreviousData,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tree;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const complete = tree.data !== undefined && !hasNextPage;
  const { nodes, top, children } = useMemo(() => {
    const all = tree.data?.pages.flatMap((page) => page.entityData) ?? [];
    return { nodes: all, ...treeOfSubtree(all, complete) };
  }, [tree.data, complete]);
  // The nodes opened, by key (null until the user opens or closes one: the top node is open).
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const expanded = opened ?? initiallyExpanded(top);
  const rows = useMemo(() => visibleTopologyRows(top, children, expanded), [top, children, expanded]);

  // An updater: * opens several siblings in one key press.
  const onToggle = (row: TopologyRow, open: boolean) =>
    setOpened((previous) => {
      const next = new Set(previous ?? initiallyExpanded(top));
      if (open) next.add(row.key);
      else next.delete(row.key);
      return next;
    });
  const view: TopologyView = search.view ?? 'tree';

  return (
    <Stack gap="md">
      <Text size="sm">{t('policy.topology.intro')}</Text>
      <BlockFilter search={search} onSearchChange={onSearchChange} />
      {tree.isPending ? (
        <Skeleton height={240} />
      ) : tree.isError ? (
        <Alert color="red" role="alert" title={t('policy.topology.failed')}>
          <Button variant="default" size="xs" onClick={() => void tree.refetch()}>
            {t('errors.page.retry')}
          </Button>
        </Alert>
      ) : null}
      {rows.length > 0 && (
        <Tabs
          value={view}
          onChange={(value) => onSearchChange({ ...search, view: value === 'table' ? 'table' : undefined })}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Tabs.List aria-label={t('policy.topology.views')}>
              <Tabs.Tab value="tree">{t('policy.topology.tree')}</Tabs.Tab>
              <Tabs.Tab value="table">{t('policy.topology.table')}</Tabs.Tab>
            </Tabs.List>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(allParents(nodes))}>
                {t('policy.topology.openAll')}
              </Button>
              <Button variant="default" size="xs" onClick={() => setOpened(new Set())}>
                {t('policy.topology.closeAll')}
              </Button>
            </Group>
          </Group>
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

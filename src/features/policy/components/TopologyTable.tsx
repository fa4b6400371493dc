// The topology's figures as a table: the same rows the tree shows (the nodes opened so far), each
// node indented by its level with a button to open or close it, its version, computers and the
// blocks in force there as links in the tab order.
import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaticTable, type StaticColumn } from '../../../components/static-table/StaticTable';
import { NODE_WORDS } from '../api/policy-words';
import type { TopologyRow } from '../api/topology';
import { RouterLink } from '../../../components/paged-table/router-link';
import { homeHrefAt } from '../api/home-scope';
import { BlockLinks, ReceivesBadge, VersionText } from './TopologyCells';

interface Props {
  rows: readonly TopologyRow[];
  expanded: ReadonlySet<string>;
  onToggle: (row: TopologyRow, open: boolean) => void;
  label: string;
  withBlockColumn: boolean;
}

function NodeCell({ row, open, onToggle }: { row: TopologyRow; open: boolean; onToggle: Props['onToggle'] }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      style={{ paddingInlineStart: `calc(${row.level - 1} * var(--mantine-spacing-md))` }}
    >
      {row.hasChildren ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-expanded={open}
          aria-label={t(open ? 'policy.topology.close' : 'policy.topology.open', { name: row.node.name })}
          loading={row.loading}
          onClick={() => onToggle(row, !open)}
        >
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            style={{ transform: open ? 'rotate(90deg)' : undefined }}
            aria-hidden
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </ActionIcon>
      ) : (
        <Box w={28} style={{ flex: 'none' }} />
      )}
      <Text component="span" size="sm">
        <RouterLink href={homeHrefAt(row.node)}>{row.node.name}</RouterLink>
      </Text>
    </Group>
  );
}

export function TopologyTable({ rows, expanded, onToggle, label, withBlockColumn }: Props) {
  const { t, i18n } = useTranslation();
  const figure = (value: number) => value.toLocaleString(i18n.language);
  const columns: StaticColumn<TopologyRow>[] = [
    {
      id: 'node',
      header: t('policy.topology.column.node'),
      rowHeader: true,
      style: { fontWeight: 'normal' },
      cell: (row) => <NodeCell row={row} open={expanded.has(row.key)} onToggle={onToggle} />,
    },
    { id: 'type', header: t('policy.topology.column.type'), cell: (row) => t(NODE_WORDS[row.node.nodeType]) },
    {
      id: 'version',
      header: t('policy.topology.column.version'),
      cell: (row) => <VersionText node={row.node} />,
    },
    {
      id: 'total',
      header: t('policy.topology.column.total'),
      cell: (row) => figure(row.node.computers.total),
    },
    {
      id: 'onVersion',
      header: t('policy.topology.column.onVersion'),
      cell: (row) => figure(row.node.computers.onVersion),
    },
    {
      id: 'behind',
      header: t('policy.topology.column.behind'),
      cell: (row) => figure(row.node.computers.behind),
    },
    ...(withBlockColumn
      ? [
          {
            id: 'receives',
            header: t('policy.topology.column.receives'),
            cell: (row: TopologyRow) => <ReceivesBadge node={row.node} />,
          },
        ]
      : []),
    {
      id: 'blocks',
      header: t('policy.topology.column.blocks'),
      cell: (row) => <BlockLinks node={row.node} inTree={false} />,
    },
  ];
  return <StaticTable label={label} rows={rows} rowKey={(row) => row.key} columns={columns} minWidth={900} />;
}

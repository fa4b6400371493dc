// The process tree of an event as a WAI-ARIA tree: one tab stop; Up/Down move, Right expands
// (or goes to the first child), Left collapses (or goes to the parent), Home/End, Enter or Space
// toggle, * expands the siblings. The event's own process is marked and starts in view (the
// path to it expanded, the rest collapsed); only the visible nodes are rendered, so a tree of a
// thousand processes opens at once. Each process shows the account it ran as and whether the
// server says it was blocked.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  allIds,
  initiallyExpanded,
  ownProcessId,
  visibleRows,
  type ProcessNode,
  type TreeRow,
} from '../api/process-tree';
import { ShortHash } from './event-cells';
import classes from './ProcessTree.module.css';

interface Props {
  root: ProcessNode;
  event: { sha256: string; filePath: string; fileName: string };
}

export function ProcessTree({ root, event }: Props) {
  const { t } = useTranslation();
  const ownId = useMemo(() => ownProcessId(root, event), [root, event]);
  const [expanded, setExpanded] = useState(() => initiallyExpanded(ownId));
  const [activeId, setActiveId] = useState(ownId ?? '0');
  const items = useRef(new Map<string, HTMLDivElement>());
  const rows = useMemo(() => visibleRows(root, expanded), [root, expanded]);

  const focus = (id: string) => {
    setActiveId(id);
    items.current.get(id)?.focus();
  };
  const toggle = (id: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, row: TreeRow, index: number) => {
    const hasChildren = row.node.children.length > 0;
    const isOpen = expanded.has(row.id);
    const move: Record<string, () => void> = {
      ArrowDown: () => rows[index + 1] && focus(rows[index + 1]!.id),
      ArrowUp: () => rows[index - 1] && focus(rows[index - 1]!.id),
      Home: () => focus(rows[0]!.id),
      End: () => focus(rows[rows.length - 1]!.id),
      ArrowRight: () => {
        if (!hasChildren) return;
        if (!isOpen) toggle(row.id, true);
        else focus(`${row.id}.0`);
      },
      ArrowLeft: () => {
        if (hasChildren && isOpen) toggle(row.id, false);
        else if (row.parentId) focus(row.parentId);
      },
      Enter: () => hasChildren && toggle(row.id),
      ' ': () => hasChildren && toggle(row.id),
      '*': () =>
        setExpanded((current) => {
          const next = new Set(current);
          for (const sibling of rows) if (sibling.parentId === row.parentId) next.add(sibling.id);
          return next;
        }),
    };
    const action = move[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const count = useMemo(() => allIds(root).length, [root]);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('events.tree.count', { count })}
      </Text>
      <div role="tree" aria-label={t('events.tree.label', { file: event.fileName })}>
        {rows.map((row, index) => {
          const own = row.id === ownId;
          const hasChildren = row.node.children.length > 0;
          return (
            <Box
              key={row.id}
              ref={(element: HTMLDivElement | null) => {
                if (element) items.current.set(row.id, element);
                else items.current.delete(row.id);
              }}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.position}
              aria-setsize={row.siblings}
              aria-expanded={hasChildren ? expanded.has(row.id) : undefined}
              aria-selected={row.id === activeId}
              aria-current={own ? 'true' : undefined}
              tabIndex={row.id === activeId ? 0 : -1}
              onFocus={() => setActiveId(row.id)}
              onKeyDown={(e) => onKeyDown(e, row, index)}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a, button')) return;
                focus(row.id);
                if (hasChildren) toggle(row.id);
              }}
              pl={(row.level - 1) * 20 + 4}
              py={4}
              style={{
                cursor: hasChildren ? 'pointer' : undefined,
                borderLeft: own ? '3px solid var(--mantine-color-red-7)' : '3px solid transparent',
                outlineOffset: -2,
              }}
            >
              <ProcessLabel
                node={row.node}
                own={own}
                blocked={row.node.blocked}
                expandable={hasChildren}
                open={expanded.has(row.id)}
              />
            </Box>
          );
        })}
      </div>
    </Stack>
  );
}

function ProcessLabel({
  node,
  own,
  blocked,
  expandable,
  open,
}: {
  node: ProcessNode;
  own: boolean;
  blocked: boolean;
  expandable: boolean;
  open: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text span aria-hidden w={12} size="sm">
          {expandable ? (open ? '▾' : '▸') : ''}
        </Text>
        <Text span fw={600} size="sm">
          {node.processName}
        </Text>
        <Text span size="xs" c="dimmed">
          {t('events.tree.pid', { pid: node.processId })}
        </Text>
        {own && (
          <Badge size="xs" variant="outline" color="dark">
            {t('events.tree.own')}
          </Badge>
        )}
        {blocked && (
          <Badge size="xs" color="red.8">
            {t('events.action.blocked')}
          </Badge>
        )}
      </Group>
      <Stack gap={0} pl={18}>
        <Text size="xs" style={{ wordBreak: 'break-all' }}>
          {node.filePath}
        </Text>
        {node.commandLine && (
          <Text size="xs" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {node.commandLine}
          </Text>
        )}
        <Group gap={8} className={classes.links}>
          {node.userName && <Text size="xs">{t('events.tree.user', { user: node.userName })}</Text>}
          {node.publisher && <Text size="xs">{node.publisher}</Text>}
          {node.sha256 && <ShortHash sha256={node.sha256} />}
        </Group>
      </Stack>
    </Stack>
  );
}

// The process tree of an event as a WAI-ARIA tree: one tab stop; Up/Down move, Right expands
// (or goes to the first child), Left collapses (or goes to the parent), Home/End, Enter or Space
// toggle, * expands the siblings. The event's own process is marked and starts in view (the
// path to it expanded, the rest collapsed); only the visible nodes are rendered, and when more than
// VIRTUALIZE_ABOVE are open (a parent of hundreds of processes) only those in view of the tree's
// own scroll area (TanStack Virtual), so a tree of a thousand processes opens at once whatever its
// shape. Each process shows the account it ran as and whether the server says it was blocked.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
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

/** Open rows above this many render only those in view. */
export const VIRTUALIZE_ABOVE = 200;
const ROW_ESTIMATE = 72;

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
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  // A key function that changes only with the rows (a new one each render re-measures, and renders, again).
  const itemKey = useCallback((index: number) => rows[index]!.id, [rows]);
  // TanStack Virtual hands out functions React Compiler cannot memoize.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    enabled: virtual,
    getItemKey: itemKey,
  });
  const shown = virtual
    ? virtualizer
        .getVirtualItems()
        .map((item) => ({ row: rows[item.index]!, index: item.index, start: item.start }))
    : rows.map((row, index) => ({ row, index, start: 0 }));
  // One ref callback for every row (a new one each render would re-measure every row each render).
  const virtualNow = useRef(virtual);
  virtualNow.current = virtual;
  const itemRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const id = element.dataset.rowId!;
      items.current.set(id, element);
      if (virtualNow.current) virtualizer.measureElement(element);
      return () => {
        if (items.current.get(id) === element) items.current.delete(id);
      };
    },
    [virtualizer],
  );
  // The event's own process starts in view, however far down a long list of siblings it stands.
  useEffect(() => {
    const own = rows.findIndex((row) => row.id === ownId);
    if (virtualNow.current && own >= 0) virtualizer.scrollToIndex(own, { align: 'center' });
    // Once, when the tree opens: later the user scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A row moved to by the keyboard that is out of view is scrolled in, then focused once rendered.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = pendingFocus.current;
    const element = id ? items.current.get(id) : undefined;
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const focus = (id: string) => {
    setActiveId(id);
    const element = items.current.get(id);
    if (element) {
      element.focus();
      return;
    }
    pendingFocus.current = id;
    const index = rows.findIndex((row) => row.id === id);
    if (virtual && index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
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
      <div ref={scrollRef} style={virtual ? { maxHeight: '60vh', overflowY: 'auto' } : undefined}>
        <div
          role="tree"
          aria-label={t('events.tree.label', { file: event.fileName })}
          style={virtual ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
        >
          {shown.map(({ row, index, start }) => {
            const own = row.id === ownId;
            const hasChildren = row.node.children.length > 0;
            return (
              <Box
                key={row.id}
                ref={itemRef}
                data-row-id={row.id}
                data-index={index}
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
                  ...(virtual
                    ? {
                        position: 'absolute',
                        top: 0,
                        left: 0,
                        width: '100%',
                        transform: `translateY(${start}px)`,
                      }
                    : {}),
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

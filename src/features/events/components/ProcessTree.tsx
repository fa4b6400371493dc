// The process tree of an event as a WAI-ARIA tree: one tab stop; Up/Down move, Right expands
// (or goes to the first child), Left collapses (or goes to the parent), Home/End, Enter or Space
// toggle, * expands the siblings. The event's own process is marked and starts in view (the
// path to it expanded, the rest collapsed); only the visible nodes are rendered, and when more than
// VIRTUALIZE_ABOVE are open (a parent of hundreds of processes) only those in view of the tree's
// own scroll area (TanStack Virtual, rows of one height: nothing to measure, and the tree opens
// scrolled to the event's process), so a tree of a thousand processes opens at once whatever its
// shape. Each process shows the account it ran as and whether the server says it was blocked.
// Rows are plain elements (a memoized component; the keys and clicks are handled once, on the
// tree): a focus move re-renders the two rows it changes, not every row.
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  allIds,
  centredOffset,
  initiallyExpanded,
  ownProcessId,
  visibleRows,
  type ProcessNode,
  type TreeRow,
} from '../api/process-tree';
import { treeKeyAction } from '../../../lib/tree-keys';
import { ShortHash } from './event-cells';
import classes from './ProcessTree.module.css';

/** Open rows above this many render only those in view. */
export const VIRTUALIZE_ABOVE = 200;
/** A row's height when only those in view render (ProcessTree.module.css: .fixed). */
const ROW_HEIGHT = 90;
/** The tree's scroll area when it renders only the rows in view, as a share of the window. */
const VIEWPORT_SHARE = 0.6;

interface Props {
  root: ProcessNode;
  event: { sha256: string; filePath: string; fileName: string };
}

const rowOf = (element: EventTarget): HTMLElement | null =>
  (element as HTMLElement).closest<HTMLElement>('[role="treeitem"]');

export function ProcessTree({ root, event }: Props) {
  const { t } = useTranslation();
  const ownId = useMemo(() => ownProcessId(root, event), [root, event]);
  const [expanded, setExpanded] = useState(() => initiallyExpanded(ownId));
  const [activeId, setActiveId] = useState(ownId ?? '0');
  const items = useRef(new Map<string, HTMLDivElement>());
  const rows = useMemo(() => visibleRows(root, expanded), [root, expanded]);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  // Opens with the event's own process in the middle of the scroll area, without a first render
  // of the top rows (the offset is known: every row has one height).
  const [initialOffset] = useState(() => {
    const own = rows.findIndex((row) => row.key === ownId);
    const viewport = typeof window === 'undefined' ? 0 : window.innerHeight * VIEWPORT_SHARE;
    return own > 0 ? centredOffset(own, ROW_HEIGHT, viewport) : 0;
  });
  // A key function that changes only with the rows.
  const itemKey = useCallback((index: number) => rows[index]!.key, [rows]);
  // TanStack Virtual hands out functions React Compiler cannot memoize.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    initialOffset,
    overscan: 8,
    enabled: virtual,
    getItemKey: itemKey,
  });
  const shown = virtual
    ? virtualizer
        .getVirtualItems()
        .map((item) => ({ row: rows[item.index]!, index: item.index, start: item.start }))
    : rows.map((row, index) => ({ row, index, start: 0 }));
  // One ref callback for every row: the rendered rows by id, for focus.
  const itemRef = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const id = element.dataset.rowId!;
    items.current.set(id, element);
    return () => {
      if (items.current.get(id) === element) items.current.delete(id);
    };
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
    const index = rows.findIndex((row) => row.key === id);
    if (virtual && index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  };
  const setOpen = (ids: readonly string[], open: boolean | 'toggle') =>
    setExpanded((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (open === 'toggle' ? !next.has(id) : open) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const indexOf = (element: HTMLElement) => Number(element.dataset.index);
  const onKeyDown = (keyEvent: KeyboardEvent<HTMLDivElement>) => {
    const item = rowOf(keyEvent.target);
    if (!item) return;
    // A link inside a row keeps its own Enter and Space.
    const fromLink = (keyEvent.target as HTMLElement).closest('a, button') !== null;
    if (fromLink && (keyEvent.key === 'Enter' || keyEvent.key === ' ')) return;
    const action = treeKeyAction(rows, indexOf(item), keyEvent.key, expanded);
    if (action.kind === 'none') return;
    keyEvent.preventDefault();
    if (action.kind === 'focus') focus(action.key);
    else if (action.kind === 'expandSiblings') setOpen(action.keys, true);
    // Enter and Space open or close a process (a leaf has nothing to do).
    else if (action.kind === 'activate') {
      if (rows[indexOf(item)]?.hasChildren) setOpen([action.key], 'toggle');
    } else setOpen([action.key], action.kind === 'expand');
  };
  const onClick = (click: MouseEvent<HTMLDivElement>) => {
    const item = rowOf(click.target);
    if (!item || (click.target as HTMLElement).closest('a, button')) return;
    const row = rows[indexOf(item)];
    if (!row) return;
    focus(row.key);
    if (row.hasChildren) setOpen([row.key], 'toggle');
  };
  const onFocus = (focusEvent: FocusEvent<HTMLDivElement>) => {
    const id = rowOf(focusEvent.target)?.dataset.rowId;
    if (id) setActiveId(id);
  };

  const count = useMemo(() => allIds(root).length, [root]);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('events.tree.count', { count })}
      </Text>
      <div
        ref={scrollRef}
        style={virtual ? { maxHeight: `${VIEWPORT_SHARE * 100}vh`, overflowY: 'auto' } : undefined}
      >
        {/* Keys and clicks bubble up from the rows (the tree pattern's one handler). */}
        <div
          role="tree"
          aria-label={t('events.tree.label', { file: event.fileName })}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onFocus={onFocus}
          style={
            virtual
              ? ({
                  height: virtualizer.getTotalSize(),
                  position: 'relative',
                  '--tree-row-height': `${ROW_HEIGHT}px`,
                } as CSSProperties)
              : undefined
          }
        >
          {shown.map(({ row, index, start }) => (
            <TreeItem
              key={row.key}
              itemRef={itemRef}
              row={row}
              index={index}
              top={virtual ? start : null}
              own={row.key === ownId}
              open={expanded.has(row.key)}
              active={row.key === activeId}
              t={t}
            />
          ))}
        </div>
      </div>
    </Stack>
  );
}

interface ItemProps {
  itemRef: (element: HTMLDivElement | null) => void;
  row: TreeRow;
  index: number;
  /** Its offset in the scroll area when only the rows in view render; null otherwise. */
  top: number | null;
  own: boolean;
  open: boolean;
  active: boolean;
  t: TFunction;
}

const TreeItem = memo(function TreeItem({ itemRef, row, index, top, own, open, active, t }: ItemProps) {
  const { node } = row;
  const expandable = row.hasChildren;
  const className = [
    classes.item,
    own ? classes.own : '',
    expandable ? classes.expandable : '',
    top !== null ? classes.fixed : '',
  ].join(' ');
  return (
    <div
      ref={itemRef}
      data-row-id={row.key}
      data-index={index}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={expandable ? open : undefined}
      aria-selected={active}
      aria-current={own ? 'true' : undefined}
      tabIndex={active ? 0 : -1}
      className={className}
      style={
        {
          '--tree-level': row.level - 1,
          ...(top !== null ? { transform: `translateY(${top}px)` } : {}),
        } as CSSProperties
      }
    >
      <div className={classes.head}>
        <span aria-hidden className={classes.toggle}>
          {expandable ? (open ? '▾' : '▸') : ''}
        </span>
        <span className={classes.name}>{node.processName}</span>
        <span className={`${classes.dimmed} ${classes.pid}`}>
          {t('events.tree.pid', { pid: node.processId })}
        </span>
        {own && <span className={`${classes.badge} ${classes.ownBadge}`}>{t('events.tree.own')}</span>}
        {node.blocked && (
          <span className={`${classes.badge} ${classes.blockedBadge}`}>{t('events.action.blocked')}</span>
        )}
      </div>
      <div className={classes.details}>
        <div className={classes.line} title={node.filePath}>
          {node.filePath}
        </div>
        {node.commandLine && (
          <div className={`${classes.line} ${classes.command} ${classes.dimmed}`} title={node.commandLine}>
            {node.commandLine}
          </div>
        )}
        <div className={classes.links}>
          {node.userName && <span>{t('events.tree.user', { user: node.userName })}</span>}
          {node.publisher && <span>{node.publisher}</span>}
          {node.sha256 && <ShortHash sha256={node.sha256} />}
        </div>
      </div>
    </div>
  );
});

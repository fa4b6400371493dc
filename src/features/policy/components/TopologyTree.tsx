// The topology as a WAI-ARIA tree: each node a treeitem named by its own name (its type, figures
// and blocks its description), one tab stop (roving tabindex); the keys are every tree's
// (src/lib/tree-keys.ts): arrows move, Right/Left open and close, Home/End, * opens the siblings,
// Enter or Space opens or closes, a typed name moves to the next node starting with it. The rows
// are flat treeitems whose aria-level, aria-setsize and aria-posinset say where each sits; above
// VIRTUALIZE_ABOVE open rows only those in view of the tree's own scroll area are in the DOM
// (TanStack Virtual, each row measured once drawn), so the whole large world opens at once.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Badge, Box, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTypeAheadKey, treeKeyAction, typeAheadTarget } from '../../../lib/tree-keys';
import { NODE_WORDS } from '../api/policy-words';
import { homeHrefAt } from '../api/home-scope';
import type { TopologyRow } from '../api/topology';
import { BlockLinks, ComputersText, ReceivesBadge, TreeLink, VersionText } from './TopologyCells';
import classes from './TopologyTree.module.css';

/** Open rows above this many render only those in view. */
export const VIRTUALIZE_ABOVE = 150;
/** A row's height before it is measured (a name line, a figures line, a line of blocks). */
const ESTIMATED_ROW_HEIGHT = 84;
/** Type-ahead joins characters typed within this long of each other. */
const TYPE_AHEAD_MS = 600;

interface Props {
  rows: readonly TopologyRow[];
  expanded: ReadonlySet<string>;
  onToggle: (row: TopologyRow, open: boolean) => void;
  label: string;
}

export function TopologyTree({ rows, expanded, onToggle, label }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  const pendingFocus = useRef<string | null>(null);
  const typed = useRef({ text: '', until: 0 });
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const rowIndex = new Map(rows.map((row, index) => [row.key, index]));
  const tabStop = focusedKey !== null && rowIndex.has(focusedKey) ? focusedKey : rows[0]?.key;
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const itemKey = useCallback((index: number) => rows[index]!.key, [rows]);
  // TanStack Virtual hands out functions React Compiler cannot memoize.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    enabled: virtual,
    getItemKey: itemKey,
  });
  const shown = virtual
    ? virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start }))
    : rows.map((_, index) => ({ index, start: 0 }));

  // A row moved to by the keyboard that is out of view is scrolled in, then focused once drawn.
  useEffect(() => {
    const key = pendingFocus.current;
    const element = key ? items.current.get(key) : undefined;
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  function focusRow(key: string) {
    setFocusedKey(key);
    const element = items.current.get(key);
    if (element) {
      element.focus();
      return;
    }
    pendingFocus.current = key;
    const index = rowIndex.get(key);
    if (virtual && index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!tabStop) return;
    const index = rowIndex.get(tabStop) ?? 0;
    if (isTypeAheadKey(event)) {
      const now = Date.now();
      const text = now < typed.current.until ? typed.current.text + event.key : event.key;
      typed.current = { text, until: now + TYPE_AHEAD_MS };
      const target = typeAheadTarget(rows, index, text, (row) => row.node.name);
      if (target) {
        event.preventDefault();
        focusRow(target);
      }
      return;
    }
    const action = treeKeyAction(rows, index, event.key, expanded);
    if (action.kind === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    const row = 'key' in action ? rows[rowIndex.get(action.key) ?? -1] : undefined;
    if (action.kind === 'focus') {
      // Right on an open node whose level is still loading: stay (the next row is not its child).
      if (event.key === 'ArrowRight' && rows[index]?.loading) return;
      focusRow(action.key);
    } else if (action.kind === 'expand' && row) onToggle(row, true);
    else if (action.kind === 'collapse' && row) onToggle(row, false);
    else if (action.kind === 'activate' && row) onToggle(row, !expanded.has(row.key));
    else if (action.kind === 'expandSiblings')
      for (const key of action.keys) {
        const sibling = rows[rowIndex.get(key) ?? -1];
        if (sibling && !expanded.has(key)) onToggle(sibling, true);
      }
  }

  const renderRow = (row: TopologyRow, index: number, start: number) => {
    const { node } = row;
    const isOpen = row.hasChildren && expanded.has(row.key);
    const nameId = `${idPrefix}-${index}-name`;
    const infoId = `${idPrefix}-${index}-info`;
    return (
      <div
        key={row.key}
        role="treeitem"
        className={classes.item}
        aria-labelledby={nameId}
        aria-describedby={infoId}
        aria-level={row.level}
        aria-setsize={row.setSize}
        aria-posinset={row.posInSet}
        aria-expanded={row.hasChildren ? isOpen : undefined}
        aria-busy={row.loading || undefined}
        tabIndex={row.key === tabStop ? 0 : -1}
        data-node={row.key}
        data-index={index}
        style={
          virtual
            ? { position: 'absolute', insetInline: 0, top: 0, transform: `translateY(${start}px)` }
            : undefined
        }
        ref={(element) => {
          if (element) {
            items.current.set(row.key, element);
            if (virtual) virtualizer.measureElement(element);
          } else items.current.delete(row.key);
        }}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusedKey(row.key);
        }}
      >
        <Box
          className={classes.row}
          style={{ paddingInlineStart: `calc(${row.level - 1} * var(--mantine-spacing-lg) + 4px)` }}
          onClick={() => setFocusedKey(row.key)}
        >
          {row.hasChildren ? (
            <Box
              component="span"
              className={classes.chevron}
              mod={{ expanded: isOpen }}
              aria-hidden
              onClick={(event) => {
                event.stopPropagation();
                setFocusedKey(row.key);
                onToggle(row, !isOpen);
              }}
            >
              <svg
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="M9 6l6 6-6 6" />
              </svg>
            </Box>
          ) : (
            <Box component="span" className={classes.spacer} />
          )}
          <div className={classes.body}>
            <Group gap="xs" wrap="nowrap">
              <Text component="span" fw={600} id={nameId} className={classes.name}>
                {node.name}
              </Text>
              <Badge variant="light" color="gray" size="sm" radius="sm">
                {t(NODE_WORDS[node.nodeType])}
              </Badge>
              <ReceivesBadge node={node} />
              {row.loading && (
                <Group gap={4} wrap="nowrap">
                  <Loader size="xs" aria-hidden />
                  <Text component="span" size="sm" c="dimmed">
                    {t('policy.topology.loadingLevel', { name: node.name })}
                  </Text>
                </Group>
              )}
            </Group>
            <div id={infoId}>
              <Text size="sm" data-figure="version">
                <VersionText node={node} />
                {' · '}
                <span data-figure="computers">
                  <ComputersText node={node} />
                </span>
              </Text>
              <BlockLinks node={node} inTree />
            </div>
            <div className={classes.homeLink}>
              <TreeLink href={homeHrefAt(node)}>
                {t('policy.topology.homeLink', { name: node.name })}
              </TreeLink>
            </div>
          </div>
        </Box>
      </div>
    );
  };

  return (
    <div ref={scrollRef} className={virtual ? classes.scroller : undefined} data-rows={rows.length}>
      <div
        role="tree"
        aria-label={label}
        className={classes.tree}
        onKeyDown={onKeyDown}
        style={
          virtual
            ? ({ height: virtualizer.getTotalSize(), position: 'relative' } as CSSProperties)
            : undefined
        }
      >
        {shown.map(({ index, start }) => renderRow(rows[index]!, index, start))}
      </div>
    </div>
  );
}

// The topology as a WAI-ARIA tree: each node a treeitem named by its own name (its type, figures
// and blocks its description), one tab stop (roving tabindex); the keys are every tree's
// (src/lib/tree-keys.ts): arrows move, Right/Left open and close, Home/End, * opens the siblings,
// Enter or Space opens or closes. A node opened loads the level below it (aria-busy meanwhile).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Badge, Box, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { treeKeyAction } from '../../../lib/tree-keys';
import { NODE_WORDS } from '../api/policy-words';
import type { TopologyRow } from '../api/topology';
import { BlockLinks, ComputersText, ReceivesBadge, VersionText } from './TopologyCells';
import classes from './TopologyTree.module.css';

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
  const items = useRef(new Map<string, HTMLLIElement>());
  const moveFocusTo = useRef<string | null>(null);
  const rowByKey = new Map(rows.map((row) => [row.key, row]));
  const tabStop = focusedKey !== null && rowByKey.has(focusedKey) ? focusedKey : rows[0]?.key;

  useEffect(() => {
    if (moveFocusTo.current === null) return;
    items.current.get(moveFocusTo.current)?.focus();
    moveFocusTo.current = null;
  });

  function focusRow(key: string) {
    setFocusedKey(key);
    moveFocusTo.current = key;
    items.current.get(key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (!tabStop) return;
    const index = rows.findIndex((row) => row.key === tabStop);
    const action = treeKeyAction(rows, index, event.key, expanded);
    if (action.kind === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    const row = rowByKey.get('key' in action ? action.key : '');
    if (action.kind === 'focus') {
      // Right on an open node whose level is still loading: stay (the next row is not its child).
      if (event.key === 'ArrowRight' && rows[index]?.loading) return;
      focusRow(action.key);
    } else if (action.kind === 'expand' && row) onToggle(row, true);
    else if (action.kind === 'collapse' && row) onToggle(row, false);
    else if (action.kind === 'activate' && row) onToggle(row, !expanded.has(row.key));
    else if (action.kind === 'expandSiblings')
      for (const key of action.keys) {
        const sibling = rowByKey.get(key);
        if (sibling && !expanded.has(key)) onToggle(sibling, true);
      }
  }

  // The rows are flat (in reading order); each treeitem holds its children's group, so the
  // nesting is rebuilt from the levels.
  const renderFrom = (start: number, level: number): [ReactElement[], number] => {
    const out: ReactElement[] = [];
    let index = start;
    while (index < rows.length && rows[index]!.level === level) {
      const row = rows[index]!;
      const [children, next] = renderFrom(index + 1, level + 1);
      out.push(renderRow(row, index, children));
      index = next;
    }
    return [out, index];
  };

  const renderRow = (row: TopologyRow, index: number, children: ReactElement[]) => {
    const { node } = row;
    const isOpen = row.hasChildren && expanded.has(row.key);
    const nameId = `${idPrefix}-${index}-name`;
    const infoId = `${idPrefix}-${index}-info`;
    return (
      <li
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
        ref={(element) => {
          if (element) items.current.set(row.key, element);
          else items.current.delete(row.key);
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
          </div>
        </Box>
        {children.length > 0 && (
          <ul role="group" className={classes.group}>
            {children}
          </ul>
        )}
      </li>
    );
  };

  return (
    <ul role="tree" aria-label={label} className={classes.tree} onKeyDown={onKeyDown}>
      {renderFrom(0, 1)[0]}
    </ul>
  );
}

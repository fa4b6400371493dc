// The scope tree as an ARIA tree view: each node a treeitem named by its own name only (not its
// subtree's), one tab stop (roving tabindex), arrows to move, Right/Left to open and close, * to
// open the siblings, Enter, Space or a click to choose (the keys: src/lib/tree-keys.ts). Mantine's
// Tree names a node by its whole subtree, hence this widget.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScopeTreeNode } from '../session/scope-tree';
import classes from './ScopeTreeView.module.css';
import { treeKeyAction } from '../lib/tree-keys';
import { nodeKey, visibleRows, type TreeRow } from './tree-navigation';

export interface ScopeTreeViewProps {
  nodes: readonly ScopeTreeNode[];
  expanded: ReadonlySet<string>;
  onExpandedChange: (key: string, expanded: boolean) => void;
  /** The node of the current scope, marked and focused first. */
  currentKey: string | null;
  onChoose: (row: TreeRow) => void;
  /** The tree's accessible name. */
  label: string;
}

const TYPE_KEYS = [
  'scope.type.partner',
  'scope.type.company',
  'scope.type.site',
  'scope.type.group',
] as const;

export function ScopeTreeView({
  nodes,
  expanded,
  onExpandedChange,
  currentKey,
  onChoose,
  label,
}: ScopeTreeViewProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const rows = visibleRows(nodes, expanded);
  const rowByKey = new Map(rows.map((row) => [row.key, row]));
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const moveFocusTo = useRef<string | null>(null);

  // The tab stop: the focused row while visible, else the current scope's, else the first.
  const tabStop = [focusedKey, currentKey].find((key) => key !== null && rowByKey.has(key)) ?? rows[0]?.key;

  useEffect(() => {
    if (moveFocusTo.current === null) return;
    itemRefs.current.get(moveFocusTo.current)?.focus();
    moveFocusTo.current = null;
  });

  function focusRow(key: string) {
    setFocusedKey(key);
    moveFocusTo.current = key;
    itemRefs.current.get(key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (!tabStop) return;
    const focused = focusedKey ?? tabStop;
    const action = treeKeyAction(
      rows,
      rows.findIndex((row) => row.key === focused),
      event.key,
      expanded,
    );
    if (action.kind === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'focus') focusRow(action.key);
    else if (action.kind === 'expand') onExpandedChange(action.key, true);
    else if (action.kind === 'collapse') onExpandedChange(action.key, false);
    else if (action.kind === 'expandSiblings') for (const key of action.keys) onExpandedChange(key, true);
    else {
      const row = rowByKey.get(action.key);
      if (row) onChoose(row);
    }
  }

  const renderNodes = (list: readonly ScopeTreeNode[], above: readonly ScopeTreeNode[]) =>
    list.map((node, index) => {
      const key = nodeKey(node);
      const path = [...above, node];
      const row = rowByKey.get(key);
      const isExpanded = expanded.has(key);
      const hasChildren = node.childNodes.length > 0;
      const nameId = `${idPrefix}-${index}-${key}-name`;
      const typeId = `${idPrefix}-${index}-${key}-type`;
      const isCurrent = key === currentKey;
      return (
        <li
          key={key}
          role="treeitem"
          className={classes.item}
          aria-labelledby={nameId}
          aria-describedby={typeId}
          aria-level={path.length}
          aria-setsize={list.length}
          aria-posinset={index + 1}
          aria-expanded={hasChildren ? isExpanded : undefined}
          aria-selected={isCurrent}
          tabIndex={key === tabStop ? 0 : -1}
          ref={(element) => {
            if (element) itemRefs.current.set(key, element);
            else itemRefs.current.delete(key);
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedKey(key);
          }}
        >
          <Box
            className={classes.row}
            mod={{ current: isCurrent }}
            style={{ paddingInlineStart: `calc(${path.length - 1} * var(--mantine-spacing-lg) + 4px)` }}
            onClick={() => {
              setFocusedKey(key);
              if (row) onChoose(row);
            }}
          >
            {hasChildren ? (
              <Box
                component="span"
                className={classes.chevron}
                mod={{ expanded: isExpanded }}
                aria-hidden
                onClick={(event) => {
                  event.stopPropagation();
                  setFocusedKey(key);
                  onExpandedChange(key, !isExpanded);
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
              <Box component="span" w={24} style={{ flex: 'none' }} />
            )}
            <span id={nameId} className={classes.name}>
              {node.name}
            </span>
            <Badge id={typeId} variant="light" color="gray" size="sm" radius="sm">
              {t(TYPE_KEYS[node.type])}
            </Badge>
            {isCurrent && (
              <Badge variant="filled" size="sm" radius="sm">
                {t('scope.dialog.current')}
              </Badge>
            )}
          </Box>
          {hasChildren && isExpanded && (
            <ul role="group" className={classes.group}>
              {renderNodes(node.childNodes, path)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label={label} className={classes.tree} onKeyDown={onKeyDown}>
      {renderNodes(nodes, [])}
    </ul>
  );
}

// The keys of the WAI-ARIA tree view pattern, pure, for every tree of the console (the scope tree,
// the process tree): what a key does on a row of the visible rows. Arrows move, Home and End go
// to the ends, Right opens a closed node or enters an open one, Left closes an open node or goes
// to the parent, * opens the row's siblings, Enter and Space activate the row (each tree says what
// that is: choose a scope, open or close a process).

/** What the keys need of a visible row. */
export interface TreeKeyRow {
  key: string;
  parentKey: string | null;
  hasChildren: boolean;
}

export type TreeKeyAction =
  | { kind: 'focus'; key: string }
  | { kind: 'expand' | 'collapse' | 'activate'; key: string }
  | { kind: 'expandSiblings'; keys: string[] }
  | { kind: 'none' };

const NONE: TreeKeyAction = { kind: 'none' };

/** What `key` does on the row at `index` (a row not shown: the first row takes the focus). */
export function treeKeyAction(
  rows: readonly TreeKeyRow[],
  index: number,
  key: string,
  expanded: ReadonlySet<string>,
): TreeKeyAction {
  const row = rows[index];
  const focus = (target: TreeKeyRow | undefined): TreeKeyAction =>
    target ? { kind: 'focus', key: target.key } : NONE;
  if (!row) return focus(rows[0]);
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (!row.hasChildren) return NONE;
      // An open node's first child is the next visible row.
      return expanded.has(row.key) ? focus(rows[index + 1]) : { kind: 'expand', key: row.key };
    case 'ArrowLeft':
      if (row.hasChildren && expanded.has(row.key)) return { kind: 'collapse', key: row.key };
      return row.parentKey ? { kind: 'focus', key: row.parentKey } : NONE;
    case 'Enter':
    case ' ':
      return { kind: 'activate', key: row.key };
    case '*':
      return {
        kind: 'expandSiblings',
        keys: rows
          .filter((other) => other.parentKey === row.parentKey && other.hasChildren)
          .map((other) => other.key),
      };
    default:
      return NONE;
  }
}

/**
 * Type-ahead (the tree pattern's printable characters): the key of the first row whose name
 * starts with `typed` (case-insensitive), searching down from the row after `index` and wrapping;
 * a second character typed soon after the first (`typed` longer than one) searches from the row
 * itself, so "ab" stays on "Abc". Null when no row matches.
 */
export function typeAheadTarget<R extends TreeKeyRow>(
  rows: readonly R[],
  index: number,
  typed: string,
  nameOf: (row: R) => string,
): string | null {
  if (!typed || rows.length === 0) return null;
  const wanted = typed.toLocaleLowerCase();
  const start = typed.length > 1 ? Math.max(index, 0) : index + 1;
  for (let step = 0; step < rows.length; step++) {
    const row = rows[(start + step + rows.length) % rows.length]!;
    if (nameOf(row).toLocaleLowerCase().startsWith(wanted)) return row.key;
  }
  return null;
}

/** Whether a key press is a character for type-ahead (not a tree key, not a shortcut). */
export const isTypeAheadKey = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  event.key.length === 1 &&
  event.key !== '*' &&
  event.key !== ' ' &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey;

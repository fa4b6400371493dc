// Keyboard-first triage on a list (issue 34; the keys are src/lib/triage-keys.ts): j/k move the
// active row (the grid's own roving focus), x and Shift+x select, o opens, e/i/r run the list's
// bulk action of that move on the selection (or on the active row when nothing is selected),
// only on the rows it applies to; ? opens the list of shortcuts. Every change is said in the
// table's live region. The keys are heard on the document, so they work wherever the focus is
// but in a field or a dialog.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyTargetOf, triageKeyAction, type StatusKey } from '../../lib/triage-keys';
import { useLatest } from '../use-latest';
import type { BulkActionContext, BulkActions, TableShortcuts } from './paged-table-options';

interface Options<TRow> {
  shortcuts: TableShortcuts | undefined;
  rows: readonly TRow[];
  activeIndex: number;
  moveTo: (index: number) => void;
  labelOf: (row: TRow) => string;
  isSelected: (row: TRow) => boolean;
  toggle: (row: TRow) => void;
  selectRows: (rows: readonly TRow[]) => void;
  open: (row: TRow, index: number) => void;
  bulkActions: BulkActions<TRow> | undefined;
  context: BulkActionContext<TRow>;
}

/** A modal dialog, a drawer or an open menu takes the keys. */
const dialogOpen = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;

export function useTriageShortcuts<TRow>(options: Options<TRow>) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const anchor = useRef<number | null>(null);
  const latest = useLatest(options);
  const enabled = !!options.shortcuts;

  useEffect(() => {
    if (!enabled) return;
    const say = (text: string) => setSaid(text);

    const runStatus = async (key: StatusKey) => {
      const o = latest.current;
      const id = o.shortcuts?.statusKeys?.[key];
      const action = Array.isArray(o.bulkActions) ? o.bulkActions.find((a) => a.id === id) : undefined;
      const activeRow = o.rows[o.activeIndex];
      const chosen =
        o.context.count > 0
          ? await o.context.fetchSelectedRows(new AbortController().signal)
          : activeRow
            ? [activeRow]
            : [];
      const rows = action?.appliesTo ? chosen.filter(action.appliesTo) : chosen;
      if (!action || rows.length === 0) return say(t('shortcuts.said.noMove'));
      say(t('shortcuts.said.moving', { action: action.label, count: rows.length }));
      await action.run(rows, o.context);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const o = latest.current;
      const action = triageKeyAction(
        {
          key: event.key,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          target: keyTargetOf(event.target instanceof Element ? event.target : null),
          dialogOpen: dialogOpen(),
        },
        { activeIndex: o.activeIndex, rowCount: o.rows.length, anchorIndex: anchor.current },
      );
      if (action.kind === 'none') return;
      event.preventDefault();
      switch (action.kind) {
        case 'help':
          setHelpOpen(true);
          return;
        case 'focus':
          o.moveTo(action.index);
          return;
        case 'toggle': {
          const row = o.rows[action.index]!;
          anchor.current = action.index;
          const label = o.labelOf(row);
          say(t(o.isSelected(row) ? 'shortcuts.said.unselected' : 'shortcuts.said.selected', { row: label }));
          o.toggle(row);
          return;
        }
        case 'extend': {
          const rows = action.indexes.map((index) => o.rows[index]!).filter(Boolean);
          anchor.current = action.indexes.includes(o.activeIndex) ? o.activeIndex : anchor.current;
          o.selectRows(rows);
          say(
            t('table.selection.count', {
              count: o.context.count + rows.filter((r) => !o.isSelected(r)).length,
            }),
          );
          return;
        }
        case 'open':
          o.open(o.rows[action.index]!, action.index);
          return;
        case 'status':
          void runStatus(action.key);
          return;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, latest, t]);

  return {
    said,
    helpOpen,
    closeHelp: () => setHelpOpen(false),
    hasStatusKeys: !!options.shortcuts?.statusKeys,
  };
}

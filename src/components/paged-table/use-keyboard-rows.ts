// The rows and the keyboard (WAI-ARIA grid): one row in the tab order; arrows, Home/End and
// PageUp/PageDown move; Space selects; Enter opens the row (its drawer, else its link);
// ArrowRight expands and ArrowLeft collapses an expandable row.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { ROW_HEIGHT } from './use-virtual-rows';

export interface KeyboardRowActions {
  toggleSelected: (index: number) => void;
  /** Enter: the row's drawer when it has one; returns false to fall back to the row's link. */
  open: (index: number) => boolean;
  /** ArrowRight / ArrowLeft: returns false when the row cannot do that. */
  setExpanded: (index: number, expanded: boolean) => boolean;
  scrollToIndex: (index: number) => void;
}

export function useKeyboardRows(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  actions: KeyboardRowActions,
) {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(0, count - 1));
  // The row to focus once it is rendered (a virtualized row may come into view a render later).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`);
    if (element) {
      element.focus();
      focusRow.current = null;
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActiveIndex(next);
    focusRow.current = next;
    actions.scrollToIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    // Keys pressed on a control inside the row are the control's.
    if (event.target !== event.currentTarget) return;
    const step = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + step,
      PageUp: index - step,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === ' ') {
      event.preventDefault();
      actions.toggleSelected(index);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      if (actions.setExpanded(index, event.key === 'ArrowRight')) event.preventDefault();
    } else if (event.key === 'Enter') {
      if (actions.open(index)) event.preventDefault();
      else event.currentTarget.querySelector<HTMLElement>('a[href]')?.click();
    }
  };

  /** The props of the row at `index`; `active` and `moveTo` for the triage shortcuts. */
  const rowProps = (index: number) => ({
    tabIndex: index === active ? 0 : -1,
    onFocus: (event: FocusEvent<HTMLTableRowElement>) => {
      if (event.target === event.currentTarget) setActiveIndex(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onKeyDown(event, index),
  });
  return { row: rowProps, active, moveTo };
}

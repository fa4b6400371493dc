// The actions column as wide as its widest row's buttons: a list's actions may be any buttons
// (its own render function), in any language, so they are measured once rendered, before the
// browser paints (a layout effect), and the column only ever widens (no back and forth).
import { useLayoutEffect, useState, type RefObject } from 'react';
import { ACTIONS_WIDTH } from './use-table-columns';

/** Marks the actions cells (DataRow) for the measurement. */
export const ACTIONS_CELL_ATTRIBUTE = 'data-actions-cell';
/** Mantine's table cell padding on each side (horizontal spacing "xs"). */
const CELL_PADDING = 10;

export function useActionsWidth(scrollRef: RefObject<HTMLElement | null>, rows: unknown, language: string) {
  const [width, setWidth] = useState(ACTIONS_WIDTH);
  useLayoutEffect(() => {
    const cells = scrollRef.current?.querySelectorAll<HTMLElement>(`td[${ACTIONS_CELL_ATTRIBUTE}] > *`);
    if (!cells?.length) return;
    let needed = 0;
    // The buttons sit in a row that does not wrap: its scroll width is what they need.
    for (const content of cells) needed = Math.max(needed, content.scrollWidth);
    needed = Math.ceil(needed + 2 * CELL_PADDING);
    setWidth((current) => (needed > current ? needed : current));
  }, [scrollRef, rows, language]);
  return width;
}

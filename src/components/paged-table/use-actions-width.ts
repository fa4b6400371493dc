// The actions column as wide as its widest row's buttons: a list's actions may be any buttons
// (its own render function), in any language, so they are measured once rendered, and the column
// only ever widens (no back and forth). Measured by a ResizeObserver, which reads the sizes the
// browser's own layout found: reading them in the commit (scrollWidth in a layout effect) forced a
// layout of the whole table inside React's commit on every page turn, the largest single cost of
// the alert console's page turn in a CPU profile (issue 30).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { ACTIONS_WIDTH } from './use-table-columns';

/** Marks the actions cells (DataRow) for the measurement. */
export const ACTIONS_CELL_ATTRIBUTE = 'data-actions-cell';
/** Mantine's table cell padding on each side (horizontal spacing "xs"). */
const CELL_PADDING = 10;

export function useActionsWidth(scrollRef: RefObject<HTMLElement | null>, rows: unknown, language: string) {
  const [width, setWidth] = useState(ACTIONS_WIDTH);
  const observerRef = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    let widest = ACTIONS_WIDTH;
    const observer = new ResizeObserver((entries) => {
      let needed = 0;
      // Each cell's content is as wide as its buttons in a row (max-content, PagedTable.module.css).
      for (const entry of entries) needed = Math.max(needed, entry.borderBoxSize[0]?.inlineSize ?? 0);
      needed = Math.ceil(needed + 2 * CELL_PADDING);
      if (needed <= widest) return;
      widest = needed;
      // Wider only now and then (a longer label): drawn before the browser paints, no flash.
      flushSync(() => setWidth(needed));
    });
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, []);
  // The new rows' actions observed (querySelectorAll reads no layout): the observer reports each
  // one's size after the browser's next layout, and again whenever it changes (a language).
  useLayoutEffect(() => {
    const observer = observerRef.current;
    if (!observer) return;
    observer.disconnect();
    const cells = scrollRef.current?.querySelectorAll<HTMLElement>(`td[${ACTIONS_CELL_ATTRIBUTE}] > *`);
    cells?.forEach((content) => observer.observe(content));
  }, [scrollRef, rows, language]);
  return width;
}

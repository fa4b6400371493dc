// Pages of more than VIRTUALIZE_ABOVE rows render only the rows in view (TanStack Virtual), with
// spacer rows above and below; an expanded row counts its sub-part's measured height.
import { useCallback, useRef, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Pages with more rows than this are virtualized. */
export const VIRTUALIZE_ABOVE = 100;
export const ROW_HEIGHT = 40;
const OVERSCAN = 10;

export function useVirtualRows(count: number, scrollRef: RefObject<HTMLDivElement | null>) {
  const virtual = count > VIRTUALIZE_ABOVE;
  // The measured height of each expanded row's sub-part, by row index.
  const extra = useRef(new Map<number, number>());
  // TanStack Virtual hands out functions React Compiler cannot memoize.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ROW_HEIGHT + (extra.current.get(index) ?? 0),
    overscan: OVERSCAN,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const first = items?.[0];
  const last = items?.[items.length - 1];

  /** An expanded row's sub-part reports its height (0 when it closes). */
  const setExtraHeight = useCallback(
    (index: number, height: number) => {
      if ((extra.current.get(index) ?? 0) === height) return;
      if (height) extra.current.set(index, height);
      else extra.current.delete(index);
      virtualizer.measure();
    },
    [virtualizer],
  );

  return {
    virtual,
    /** The indices of the rows to render. */
    indices: items ? items.map((item) => item.index) : Array.from({ length: count }, (_, i) => i),
    paddingTop: first ? first.start : 0,
    paddingBottom: first && last ? virtualizer.getTotalSize() - last.end : 0,
    scrollToIndex: (index: number) => {
      if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    setExtraHeight,
  };
}

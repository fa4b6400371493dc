// The latest render's value, for handlers that outlive that render (a memoised row, a stable
// context, a timer): they read what the page shows now without making their owners render again.
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installJsdomShims } from '../../../tests/support/render-ui';
import { ROW_HEIGHT, VIRTUALIZE_ABOVE, useVirtualRows } from './use-virtual-rows';

function scroller(height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientHeight', { value: height });
  Object.defineProperty(element, 'clientWidth', { value: 800 });
  return { current: element };
}

describe('the virtualized rows', () => {
  it('renders every row of a page up to the limit, without spacers', () => {
    const { result } = renderHook(() => useVirtualRows(VIRTUALIZE_ABOVE, scroller(400)));
    expect(result.current.virtual).toBe(false);
    expect(result.current.indices).toHaveLength(VIRTUALIZE_ABOVE);
    expect(result.current.paddingTop + result.current.paddingBottom).toBe(0);
  });

  it('renders only the rows in view of a longer page, the rest as spacing; an expanded row counts its part', () => {
    installJsdomShims();
    const element = scroller(400);
    const { result } = renderHook(() => useVirtualRows(1000, element));
    expect(result.current.virtual).toBe(true);
    const shown = result.current.indices.length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(50);
    expect(result.current.paddingBottom).toBe((1000 - shown) * ROW_HEIGHT);
    act(() => result.current.setExtraHeight(500, 120));
    expect(result.current.paddingBottom).toBe((1000 - shown) * ROW_HEIGHT + 120);
    act(() => result.current.setExtraHeight(500, 0));
    expect(result.current.paddingBottom).toBe((1000 - shown) * ROW_HEIGHT);
  });
});

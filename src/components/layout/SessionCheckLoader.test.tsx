// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADER_HIDE_DELAY_MS, useLingering } from './SessionCheckLoader';

afterEach(() => vi.useRealTimers());

describe('the loader\u2019s timing', () => {
  it('shows while the check runs and hides 200 ms after it ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ active }) => useLingering(active, LOADER_HIDE_DELAY_MS), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(true);
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
  });

  it('uses the spec\u2019s 200 ms', () => {
    expect(LOADER_HIDE_DELAY_MS).toBe(200);
  });
});

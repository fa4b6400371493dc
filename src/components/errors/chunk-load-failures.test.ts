import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { ChunkLoadError } from './chunk-load-deadline';
import {
  chunkLoadFailed,
  installChunkLoadFailureHandling,
  subscribeChunkLoadFailure,
  withRouteChunkDeadlines,
} from './chunk-load-failures';

afterEach(() => vi.useRealTimers());

describe('chunk load failures', () => {
  it('a failed import (vite:preloadError) shows the notice and is logged once', () => {
    const target = new EventTarget();
    const send = vi.fn();
    const client = {} as ApiClient;
    const stop = installChunkLoadFailureHandling({
      client,
      target: target as unknown as Window,
      page: () => '/settings/syslog-settings',
      browser: () => 'Chromium',
      send,
    });
    const notified = vi.fn();
    const unsubscribe = subscribeChunkLoadFailure(notified);
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: /assets/syslog-settings-x.js',
    );
    for (let i = 0; i < 2; i += 1) {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure });
      target.dispatchEvent(event);
    }
    expect(chunkLoadFailed()).toBe(true);
    expect(notified).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      client,
      expect.objectContaining({
        exception: expect.stringContaining('syslog-settings-x.js'),
        endpoint: '/settings/syslog-settings',
      }),
    );
    unsubscribe();
    stop();
  });

  it('a route component whose chunk is still loading at 120 s fails the route', async () => {
    vi.useFakeTimers();
    const preload = vi.fn(() => new Promise<void>(() => {}));
    const route = { options: { component: { preload } } };
    withRouteChunkDeadlines([route]);
    const loading = route.options.component.preload();
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_000);
    expect(preload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).timedOut).toBe(true);
  });
});

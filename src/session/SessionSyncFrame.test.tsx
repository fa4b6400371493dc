// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import { SessionSyncFrame } from './SessionSyncFrame';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const frame = () => document.querySelector('iframe')!;

describe('the session-sync frame', () => {
  it('is hidden and sandboxed as every legacy frame: scripts, forms and its own origin, no navigation of the console', () => {
    renderUi(
      <SessionSyncFrame url="http://127.0.0.1:19101/Dashboard/Index?companyId=c-1" onSynced={() => {}} />,
    );
    expect(frame().hidden).toBe(true);
    expect(frame().getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(frame().getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('never gets both scripts and the console\u2019s own origin (it could lift its own sandbox)', () => {
    renderUi(<SessionSyncFrame url={`${window.location.origin}/Dashboard/Index`} onSynced={() => {}} />);
    expect(frame().getAttribute('sandbox')).toBe('allow-scripts allow-forms');
  });

  it('is done once: at its load, or at its time-out when the load never comes', () => {
    vi.useFakeTimers();
    const loaded = vi.fn();
    renderUi(
      <SessionSyncFrame
        url="http://127.0.0.1:19101/Account/LogOff?sid=s"
        onSynced={loaded}
        maxWaitMs={1000}
      />,
    );
    fireEvent.load(frame());
    vi.advanceTimersByTime(1000);
    expect(loaded).toHaveBeenCalledTimes(1);

    const timedOut = vi.fn();
    cleanup();
    renderUi(
      <SessionSyncFrame
        url="http://127.0.0.1:19101/Account/LogOff?sid=s"
        onSynced={timedOut}
        maxWaitMs={1000}
      />,
    );
    vi.advanceTimersByTime(999);
    expect(timedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(timedOut).toHaveBeenCalledTimes(1);
  });
});
